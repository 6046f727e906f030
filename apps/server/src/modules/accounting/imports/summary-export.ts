// The CMS summaries as files (spec 2 "CMS channel and CMS video monthly revenue summaries", issue 10
// "with CSV and xlsx export"; issue 23: headings in the caller's language with the currency, amounts
// as USD number cells in the xlsx and exact decimal strings in the CSV). One column per field of the
// API's rows, in their order.
import { cmsChannelRowSchema, cmsVideoRowSchema } from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import type { ExportCell, ExportSheet } from '../../../storage/table-export.ts';

const textColumns = new Set(['channel_id', 'channel_title', 'video_id', 'title', 'matched']);
const channelColumns = Object.keys(cmsChannelRowSchema.shape);
const videoColumns = Object.keys(cmsVideoRowSchema.shape);

function cmsSheet(name: string, keys: readonly string[], rows: readonly Record<string, ExportCell>[], language: LocaleCode): ExportSheet {
  return {
    name,
    columns: keys.map((key) => ({ key, label: translate(language, 'exports', `cms.${key}`), kind: textColumns.has(key) ? 'text' : 'USD' })),
    rows,
  };
}

export const cmsChannelsSheet = (month: string, rows: readonly Record<string, ExportCell>[], language: LocaleCode) =>
  cmsSheet(`cms-channels-${month}`, channelColumns, rows, language);
export const cmsVideosSheet = (month: string, rows: readonly Record<string, ExportCell>[], language: LocaleCode) =>
  cmsSheet(`cms-videos-${month}`, videoColumns, rows, language);
