// The batch creator update (spec 4, spec 6 "download and upload batch creator update reports").
//
// Download: an .xlsx of the channels' edited fields (every channel the caller may see, or those
// named), optionally locking their editing in the caller's name first (all or none, as
// EditLocks.acquireEditLock: a channel locked by someone else refuses the download).
//
// Upload: the edited file, read like the batch invitation's (zip guard, formulas refused, at most
// CREATOR_UPDATE_MAX_ROWS rows). Each row is checked on its own: a bad value, a channel the caller
// cannot see, a repeated channel or a channel locked by someone else fails that row, with the
// reason; the good rows are written in one transaction, with the system log event, and the
// caller's own locks on them are released (the upload "finishes" the edit, spec 4).
import {
  CREATOR_UPDATE_COLUMNS,
  CREATOR_UPDATE_MAX_ROWS,
  channelsInReach,
  creatorUpdateRowSchema,
  type CreatorUpdateColumn,
  type CreatorUpdateOutput,
  type CreatorUpdateRow,
} from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import ExcelJS from 'exceljs';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { subjectOf, type Caller } from '../../security/subject.ts';
import { neutralizeCell } from '../../storage/spreadsheet.ts';
import { readUploadedRows, spreadsheetError, type UploadedRow } from '../../storage/spreadsheet-upload.ts';
import { lockHolders, readCreatorFields, writeCreatorFields, type CreatorFields } from './creator-update.repository.ts';
import type { EditLocks } from './edit-lock.service.ts';
import { deleteLocks, findExistingChannelIds } from './ownership.repository.ts';

export const CREATOR_SHEET = 'creators';

type RowResult = CreatorUpdateOutput['rows'][number];
type ParsedRow = UploadedRow<CreatorUpdateColumn>;

export type CreatorUpdateDeps = {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  locks: EditLocks;
  canSee: (caller: Caller, channelId: string) => Promise<boolean>;
  /** The channels changed: their cached copies go (InvalidationBus kind `channel`). */
  changed: (channelIds: readonly string[]) => void;
};

export class CreatorUpdateService {
  private readonly deps: CreatorUpdateDeps;

  constructor(deps: CreatorUpdateDeps) {
    this.deps = deps;
  }

  async download(caller: Caller, query: { lock?: boolean; channel_ids?: string }): Promise<Buffer> {
    const named = query.channel_ids ? [...new Set(query.channel_ids.split(','))] : null;
    if (named && named.length > CREATOR_UPDATE_MAX_ROWS) throw spreadsheetError('errors.spreadsheetTooManyRows');
    const reach = channelsInReach(subjectOf(caller.profile));
    const seesAll = reach.everyChannel && !reach.excludesHidden;
    const rows = await readCreatorFields(this.deps.db, named, CREATOR_UPDATE_MAX_ROWS + 1);
    const visible: CreatorFields[] = [];
    for (const row of rows) if (seesAll || (await this.deps.canSee(caller, row.channel_id))) visible.push(row);
    // A named channel that does not exist, or that the caller may not see, is not quietly left out.
    if (named && visible.length !== named.length) throw new DomainError('errors.notFound');
    if (visible.length > CREATOR_UPDATE_MAX_ROWS) throw spreadsheetError('errors.spreadsheetTooManyRows');
    if (query.lock) {
      await this.deps.locks.acquireEditLock(
        visible.map((c) => c.channel_id),
        caller.userId,
      );
    }
    return creatorWorkbook(visible);
  }

  async upload(caller: Caller, file: Buffer, language: LocaleCode, ip: string | null): Promise<CreatorUpdateOutput> {
    const parsed = await readCreatorFile(file);
    const results = new Map<number, RowResult>();
    const fail = (row: number, channelId: string, error: string, field: string | null = null) =>
      results.set(row, { row, channel_id: channelId, status: 'failed', field, error, message: translate(language, 'messages', error) });

    const good: { row: number; value: CreatorUpdateRow }[] = [];
    const seen = new Set<string>();
    for (const { row, values, formula } of parsed) {
      const channelId = values.channel_id.trim();
      if (formula) {
        fail(row, channelId, 'errors.spreadsheetFormula');
        continue;
      }
      const check = creatorUpdateRowSchema.safeParse(values);
      if (!check.success) {
        const issue = check.error.issues[0];
        fail(row, channelId, issue?.message.includes('.') ? issue.message : 'validation.invalid', issue?.path[0]?.toString() ?? null);
        continue;
      }
      if (seen.has(check.data.channel_id)) {
        fail(row, channelId, 'validation.duplicateRow', 'channel_id');
        continue;
      }
      seen.add(check.data.channel_id);
      if (!(await this.deps.canSee(caller, check.data.channel_id))) {
        fail(row, channelId, 'validation.noSuchChannel', 'channel_id');
        continue;
      }
      good.push({ row, value: check.data });
    }

    const updated = await this.deps.db.transaction().execute(async (trx) => {
      const ids = good.map((g) => g.value.channel_id);
      const existing = await findExistingChannelIds(trx, ids, { forUpdate: true });
      const holders = await lockHolders(trx, ids);
      const written: string[] = [];
      for (const { row, value } of good) {
        if (!existing.has(value.channel_id)) fail(row, value.channel_id, 'validation.noSuchChannel', 'channel_id');
        else if ((holders.get(value.channel_id) ?? caller.userId) !== caller.userId) fail(row, value.channel_id, 'errors.channelLocked');
        else {
          await writeCreatorFields(trx, value);
          written.push(value.channel_id);
          results.set(row, { row, channel_id: value.channel_id, status: 'updated', field: null, error: null, message: null });
        }
      }
      if (written.length === 0) return written;
      const released = await deleteLocks(trx, written, caller.userId);
      await this.deps.audit.record(
        {
          actor: { userId: caller.userId, realUserId: caller.realUserId },
          ip,
          action: 'channel.batch_update',
          target: { type: 'channel', id: written.length === 1 ? written[0]! : `${written.length}` },
          details: { channel_ids: written, locks_released: released.length },
        },
        trx,
      );
      return written;
    });
    if (updated.length > 0) this.deps.changed(updated);

    const rows = [...results.values()].sort((a, b) => a.row - b.row);
    return { total: rows.length, updated: updated.length, failed: rows.length - updated.length, rows };
  }
}

/** The report: one row per channel, prices as text so that they stay exact. */
async function creatorWorkbook(channels: readonly CreatorFields[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Chorus';
  const sheet = workbook.addWorksheet(CREATOR_SHEET);
  sheet.columns = CREATOR_UPDATE_COLUMNS.map((key) => ({ header: key, key, width: key === 'title' || key === 'hidden_reason' ? 32 : 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 1 }];
  for (const c of channels) {
    const values: Record<CreatorUpdateColumn, string> = {
      channel_id: c.channel_id,
      title: c.title,
      language: c.language,
      tags: c.tags.join(', '),
      audience_country: c.audience_country ?? '',
      audience_age: c.audience_age ?? '',
      midroll_price_usd: c.midroll_price ?? '',
      midroll_price_min_usd: c.midroll_price_min ?? '',
      midroll_price_max_usd: c.midroll_price_max ?? '',
      sponsored_price_usd: c.sponsored_price ?? '',
      sponsored_price_min_usd: c.sponsored_price_min ?? '',
      sponsored_price_max_usd: c.sponsored_price_max ?? '',
      hidden: c.hidden ? 'true' : 'false',
      hidden_scope: c.hidden ? (c.hidden_scope ?? 'all') : '',
      hidden_reason: c.hidden ? (c.hidden_reason ?? '') : '',
    };
    sheet.addRow(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, neutralizeCell(value)])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Opens an uploaded report (after the zip checks) and reads its rows as text. */
export async function readCreatorFile(file: Buffer): Promise<ParsedRow[]> {
  return readUploadedRows(file, {
    sheet: CREATOR_SHEET,
    columns: CREATOR_UPDATE_COLUMNS,
    // Every edited column must be there: a missing one would otherwise empty that field everywhere.
    required: CREATOR_UPDATE_COLUMNS.filter((key) => key !== 'title'),
    maxRows: CREATOR_UPDATE_MAX_ROWS,
    // What the report neutralised (a quote before a formula's first character) reads back as written.
    cell: (text) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text),
  });
}
