// Batch invitation (spec 2, 5): a downloadable .xlsx template (columns email, name, account_type,
// channel_id; a second sheet lists the account types the caller may invite), and the upload of a
// filled-in copy. Each row is one invitation, checked and made exactly like a single one: good rows
// are invited, bad rows are reported with the reason, and one bad row never stops the others.
import {
  accountTypes,
  BATCH_INVITE_COLUMNS,
  BATCH_INVITE_MAX_ROWS,
  channelMemberTypeForInvitee,
  inviteDecision,
  inviteMemberInputSchema,
  isManaging,
} from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import ExcelJS from 'exceljs';
import { DomainError } from '../../errors/domain-error.ts';
import { subjectOf, type Caller } from '../../security/subject.ts';
import type { UserProfile } from '../users/index.ts';
import type { Client, InvitationService } from './invitations.service.ts';
import { neutralizeCell } from '../../storage/spreadsheet.ts';
import { readUploadedRows, type UploadedRow } from '../../storage/spreadsheet-upload.ts';

export const INVITE_SHEET = 'invitations';
export const ACCOUNT_TYPES_SHEET = 'account_types';

export type BatchRowResult = {
  row: number;
  email: string;
  account_type: string;
  channel_id: string | null;
  status: 'invited' | 'failed';
  invitation_id: number | null;
  error: string | null;
  message: string | null;
};

/** The template: the invitation columns, and the account types this caller may invite. */
export async function batchInviteTemplate(profile: UserProfile): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Chorus';
  const sheet = workbook.addWorksheet(INVITE_SHEET);
  sheet.columns = BATCH_INVITE_COLUMNS.map((key) => ({ header: key, key, width: key === 'email' ? 36 : 24 }));
  sheet.getRow(1).font = { bold: true };

  const subject = subjectOf(profile);
  const decisions = accountTypes.map((type) => ({ type, decision: inviteDecision(subject, type, null) })).filter((d) => d.decision !== 'denied');
  const list = workbook.addWorksheet(ACCOUNT_TYPES_SHEET);
  list.columns = [
    { header: 'account_type', key: 'account_type', width: 36 },
    { header: 'channel_id', key: 'channel_id', width: 16 },
  ];
  list.getRow(1).font = { bold: true };
  for (const { type, decision } of decisions) {
    // required: invitable only to a channel the caller owns; optional: may also join a channel.
    const channel = decision === 'channelRequired' ? 'required' : isManaging(subject) && channelMemberTypeForInvitee(type) ? 'optional' : '';
    list.addRow({ account_type: neutralizeCell(type), channel_id: neutralizeCell(channel) });
  }
  if (decisions.length > 0) {
    for (let row = 2; row <= BATCH_INVITE_MAX_ROWS + 1; row++) {
      sheet.getCell(row, 3).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`${ACCOUNT_TYPES_SHEET}!$A$2:$A$${decisions.length + 1}`],
      };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type ParsedRow = UploadedRow<(typeof BATCH_INVITE_COLUMNS)[number]>;

/** Opens an uploaded workbook (after the zip checks) and reads its invitation rows. */
export async function readBatchFile(file: Buffer): Promise<ParsedRow[]> {
  return readUploadedRows(file, {
    sheet: INVITE_SHEET,
    columns: BATCH_INVITE_COLUMNS,
    required: ['email', 'account_type'],
    maxRows: BATCH_INVITE_MAX_ROWS,
    cell: (text) => text.trim(),
  });
}

/** Invites row by row; the answer says, for every row, what happened. */
export async function runBatchInvite(
  invitations: InvitationService,
  caller: Caller,
  rows: ParsedRow[],
  language: LocaleCode,
  client: Client,
): Promise<{ total: number; invited: number; failed: number; rows: BatchRowResult[] }> {
  const seen = new Set<string>();
  const results: BatchRowResult[] = [];
  for (const { row, values, formula } of rows) {
    const base = { row, email: values.email, account_type: values.account_type, channel_id: values.channel_id || null };
    const fail = (error: string): BatchRowResult => ({
      ...base,
      status: 'failed',
      invitation_id: null,
      error,
      message: translate(language, 'messages', error),
    });
    if (formula) {
      results.push(fail('errors.spreadsheetFormula'));
      continue;
    }
    const parsed = inviteMemberInputSchema.safeParse({
      email: values.email,
      account_type: values.account_type,
      ...(values.name ? { name: values.name } : {}),
      ...(values.channel_id ? { channel_id: values.channel_id } : {}),
    });
    if (!parsed.success) {
      results.push(fail(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      continue;
    }
    if (seen.has(parsed.data.email)) {
      results.push(fail('errors.duplicateRow'));
      continue;
    }
    seen.add(parsed.data.email);
    try {
      const { invitation } = await invitations.invite(caller, parsed.data, language, client);
      results.push({ ...base, email: parsed.data.email, status: 'invited', invitation_id: invitation.id, error: null, message: null });
    } catch (error) {
      if (error instanceof DomainError) {
        results.push(fail(Object.values(error.fields ?? {})[0] ?? error.code));
      } else {
        console.warn(`[chorus] batch invitation row ${row} failed: ${(error as Error).message}`);
        results.push(fail('errors.exception'));
      }
    }
  }
  const invited = results.filter((r) => r.status === 'invited').length;
  return { total: results.length, invited, failed: results.length - invited, rows: results };
}
