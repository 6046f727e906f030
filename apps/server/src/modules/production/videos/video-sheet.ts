// The video data manager's .xlsx round trip (issue 29), like the batch creator update: the
// channel's videos as a workbook, and an edited workbook read back (the zip guard, formulas
// refused, at most VIDEO_SHEET_MAX_ROWS rows) into the batch's changes. The headings are in the
// requester's language (the `exports` namespace, videoSheet); a file is read back by its headings in
// any of the three languages or by the column codes (`video_id`, `zh-TW_title`: files downloaded before). A row that cannot be used
// refuses the whole file with its line, and nothing is changed. In the file, the title, description
// and tags columns are what the video gets; a language whose two cells are both empty is left as it is.
import {
  VIDEO_SHEET_COLUMNS,
  VIDEO_SHEET_MAX_ROWS,
  videoChangeSchema,
  videoLanguages,
  type Localizations,
  type ProductionVideo,
  type VideoChange,
  type VideoSheetColumn,
} from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import ExcelJS from 'exceljs';
import { DomainError } from '../../../errors/domain-error.ts';
import { neutralizeCell } from '../../../storage/spreadsheet.ts';
import { readUploadedRows } from '../../../storage/spreadsheet-upload.ts';
import { acceptedHeadings } from '../../../storage/table-export.ts';

export const VIDEO_SHEET = 'videos';

/** A column's heading in a language. */
export const videoSheetHeading = (key: VideoSheetColumn, language: LocaleCode) => translate(language, 'exports', `videoSheet.${key}`);

/** Every heading a column is read by: its code and its heading in each language (compared as headingKey does). */
const acceptedVideoHeadings = Object.fromEntries(VIDEO_SHEET_COLUMNS.map((key) => [key, acceptedHeadings(key, `videoSheet.${key}`, 'text')])) as Record<
  VideoSheetColumn,
  string[]
>;

export async function videoWorkbook(videos: readonly ProductionVideo[], language: LocaleCode): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Chorus';
  const sheet = workbook.addWorksheet(VIDEO_SHEET);
  sheet.columns = VIDEO_SHEET_COLUMNS.map((key) => ({
    header: videoSheetHeading(key, language),
    key,
    width: key.endsWith('description') ? 48 : key === 'video_id' ? 16 : 32,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  for (const v of videos.slice(0, VIDEO_SHEET_MAX_ROWS)) {
    const values: Record<VideoSheetColumn, string> = {
      video_id: v.video_id,
      title: v.title,
      description: v.description ?? '',
      tags: v.tags.join(', '),
      'zh-TW_title': v.localizations['zh-TW']?.title ?? '',
      'zh-TW_description': v.localizations['zh-TW']?.description ?? '',
      ja_title: v.localizations.ja?.title ?? '',
      ja_description: v.localizations.ja?.description ?? '',
      en_title: v.localizations.en?.title ?? '',
      en_description: v.localizations.en?.description ?? '',
    };
    sheet.addRow(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, neutralizeCell(value)])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The changes an edited workbook makes; the first row that cannot be used refuses the file (its line and column). */
export async function readVideoSheet(file: Buffer): Promise<VideoChange[]> {
  const rows = await readUploadedRows(file, {
    sheet: VIDEO_SHEET,
    columns: VIDEO_SHEET_COLUMNS,
    // Every column must be there: a missing one would otherwise empty that field on every video.
    required: VIDEO_SHEET_COLUMNS,
    maxRows: VIDEO_SHEET_MAX_ROWS,
    headings: acceptedVideoHeadings,
    cell: (text) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text),
  });
  const refuse = (row: number, column: string, code: string) =>
    new DomainError('errors.videoSheetRow', { params: { row }, fields: { [`rows.${row}.${column}`]: code } });
  const changes: VideoChange[] = [];
  const seen = new Set<string>();
  for (const { row, values, formula } of rows) {
    if (formula) throw refuse(row, 'video_id', 'errors.spreadsheetFormula');
    const localizations: Localizations = {};
    for (const language of videoLanguages) {
      const title = values[`${language}_title`].trim();
      const description = values[`${language}_description`];
      if (title !== '' || description.trim() !== '') localizations[language] = { title, description };
    }
    const candidate = {
      video_id: values.video_id.trim(),
      title: values.title,
      description: values.description,
      tags: values.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      ...(Object.keys(localizations).length > 0 ? { localizations } : {}),
    };
    const check = videoChangeSchema.safeParse(candidate);
    if (!check.success) {
      const issue = check.error.issues[0]!;
      const path = issue.path.map(String);
      const column = path[0] === 'localizations' ? `${path[1]}_${path[2] ?? 'title'}` : (path[0] ?? 'video_id');
      throw refuse(row, column, issue.message.includes('.') ? issue.message : 'validation.invalid');
    }
    if (seen.has(check.data.video_id)) throw refuse(row, 'video_id', 'validation.duplicateRow');
    seen.add(check.data.video_id);
    changes.push(check.data);
  }
  if (changes.length === 0) throw new DomainError('validation.nothingToChange');
  return changes;
}
