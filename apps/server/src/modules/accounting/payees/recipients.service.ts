// Remittance recipients (spec 3, 5; issue 10): add, edit, batch set, delete, and their documents.
// - Finance (updateAccounting; admin and super staff too) sees and changes every recipient.
// - A channel's owner sees the recipient of their channels, documents included, and the account
//   number masked (spec 9); for everyone else a recipient does not exist (404).
// - A channel has at most one recipient: naming a channel another recipient serves moves it here,
//   unless that would leave the other recipient with no channel (spec 5: at least one), which is refused.
// - Every change is written to the system log in its transaction; replaced documents are removed
//   from storage once the change is committed.
import { randomUUID } from 'node:crypto';
import {
  canManageRecipients,
  canSeeRecipient,
  maskAccountNumber,
  recipientFileSlots,
  type Recipient,
  type RecipientFileSlot,
  type RecipientFileUpload,
  type RecipientInput,
  type Subject,
} from '@chorus/contract';
import type { AuditLog } from '../../../audit/audit-log.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { DomainError, invalidInput, notFound } from '../../../errors/domain-error.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import type { CheckedDocument } from './recipient-document.ts';
import {
  assignChannels,
  countChannels,
  deleteFiles,
  deleteRecipient,
  findExistingChannels,
  findFiles,
  findRecipient,
  findRecipientChannels,
  countRecipients,
  findRecipients,
  findRecipientsUsingFiles,
  insertFile,
  insertRecipient,
  lockChannelRecipients,
  replaceChannels,
  touchRecipients,
  updateRecipient,
  type FileRow,
  type RecipientRow,
  type RecipientValues,
} from './recipients.repository.ts';
import type { ActingCaller } from '../../../security/subject.ts';

export type PayeesCaller = ActingCaller;

/** The `files.kind` of each document slot. */
export const fileKinds: Record<RecipientFileSlot, string> = {
  passbook: 'recipient_passbook',
  labour_form: 'recipient_labour_form',
  signature: 'recipient_signature',
};
const fileColumn = { passbook: 'passbook_file_id', labour_form: 'labour_form_file_id', signature: 'signature_file_id' } as const;

export type RecipientsDeps = { db: Db; clock: Clock; audit: AuditLog; storage: FileStorage };

export class RecipientsService {
  private readonly deps: RecipientsDeps;

  constructor(deps: RecipientsDeps) {
    this.deps = deps;
  }

  /** The newest first: the first 1,000, or with `page` or `page_size` that page (50 unless said) and how many match. */
  async list(
    caller: PayeesCaller,
    filter: { q?: string; channel_id?: string; page?: number; page_size?: number },
  ): Promise<{ recipients: Recipient[]; total?: number }> {
    const paged = filter.page !== undefined || filter.page_size !== undefined;
    const onlyChannels = canManageRecipients(caller.subject) ? null : caller.subject.channels.filter((c) => c.member_type === 'owner').map((c) => c.channel_id);
    if (onlyChannels?.length === 0) return paged ? { recipients: [], total: 0 } : { recipients: [] };
    const match = { onlyChannels, q: filter.q, channelId: filter.channel_id };
    if (!paged) return { recipients: await this.present(this.deps.db, await findRecipients(this.deps.db, match), caller.subject, false) };
    const size = filter.page_size ?? 50;
    const [rows, total] = await Promise.all([
      findRecipients(this.deps.db, match, { offset: ((filter.page ?? 1) - 1) * size, limit: size }),
      countRecipients(this.deps.db, match),
    ]);
    return { recipients: await this.present(this.deps.db, rows, caller.subject, false), total };
  }

  async get(caller: PayeesCaller, id: number): Promise<Recipient> {
    const row = await this.visible(caller, id);
    return (await this.present(this.deps.db, [row], caller.subject, true))[0]!;
  }

  /** The document's row and bytes, for finance and the owners of the recipient's channels. */
  async file(caller: PayeesCaller, id: number, slot: RecipientFileSlot): Promise<{ file: FileRow; data: Buffer }> {
    const row = await this.visible(caller, id);
    const fileId = row[fileColumn[slot]];
    const [file] = fileId ? await findFiles(this.deps.db, [fileId]) : [];
    const data = file ? await this.deps.storage.get(file.storage_key) : null;
    if (!file || !data) throw notFound();
    return { file, data };
  }

  /** Stores a checked document; saving a recipient that names it attaches it. */
  async upload(caller: PayeesCaller, slot: RecipientFileSlot, document: CheckedDocument): Promise<RecipientFileUpload> {
    const id = randomUUID();
    const file: FileRow = { id, kind: fileKinds[slot], mime_type: document.mime, byte_size: document.data.length, storage_key: `recipient-files/${id}` };
    await this.deps.storage.put(file.storage_key, document.data);
    await insertFile(this.deps.db, file, caller.userId);
    return { file_id: id, slot, mime_type: file.mime_type, byte_size: file.byte_size };
  }

  async create(caller: PayeesCaller, input: RecipientInput): Promise<Recipient> {
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const values = await this.checkedValues(trx, input, null);
      const now = this.deps.clock.now();
      const recipientId = await insertRecipient(trx, values, caller.userId, now);
      const moved = await this.takeChannels(trx, recipientId, input.channel_ids);
      await assignChannels(trx, recipientId, input.channel_ids);
      await touchRecipients(trx, moved, now);
      await this.record(trx, caller, 'accounting.recipient_create', recipientId, { kind: input.kind, channel_ids: input.channel_ids, moved_from: moved });
      return recipientId;
    });
    return this.get(caller, id);
  }

  async update(caller: PayeesCaller, id: number, input: RecipientInput): Promise<Recipient> {
    const unused = await this.deps.db.transaction().execute(async (trx) => {
      const before = await findRecipient(trx, id, true);
      if (!before) throw notFound();
      const values = await this.checkedValues(trx, input, id);
      const now = this.deps.clock.now();
      const moved = await this.takeChannels(trx, id, input.channel_ids);
      await updateRecipient(trx, id, values, now);
      await replaceChannels(trx, id, input.channel_ids);
      await touchRecipients(trx, moved, now);
      const replaced = recipientFileSlots.map((s) => before[fileColumn[s]]).filter((f): f is string => f !== null && !Object.values(values).includes(f));
      await this.record(trx, caller, 'accounting.recipient_update', id, {
        kind: input.kind,
        channel_ids: input.channel_ids,
        moved_from: moved,
        // Which fields changed, never their values: bank data stays out of the log.
        changed: (['kind', 'account_name', 'bank_code', 'account_number', ...Object.values(fileColumn)] as const).filter((k) => before[k] !== values[k]),
      });
      return deleteFiles(trx, replaced);
    });
    await this.removeBlobs(unused);
    return this.get(caller, id);
  }

  /** Batch set (spec 2): this recipient becomes the recipient of every named channel. */
  async setChannels(caller: PayeesCaller, id: number, channelIds: readonly string[]): Promise<Recipient> {
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await findRecipient(trx, id, true))) throw notFound();
      await this.checkChannels(trx, channelIds);
      const moved = await this.takeChannels(trx, id, channelIds);
      await assignChannels(trx, id, channelIds);
      await touchRecipients(trx, [id, ...moved], this.deps.clock.now());
      await this.record(trx, caller, 'accounting.recipients_batch_set', id, { channel_ids: channelIds, moved_from: moved });
    });
    return this.get(caller, id);
  }

  async remove(caller: PayeesCaller, id: number): Promise<void> {
    const unused = await this.deps.db.transaction().execute(async (trx) => {
      const row = await findRecipient(trx, id, true);
      if (!row) throw notFound();
      const channels = (await findRecipientChannels(trx, [id])).map((c) => c.channel_id);
      await deleteRecipient(trx, id);
      await this.record(trx, caller, 'accounting.recipient_delete', id, { channel_ids: channels });
      return deleteFiles(
        trx,
        recipientFileSlots.map((s) => row[fileColumn[s]]).filter((f): f is string => f !== null),
      );
    });
    await this.removeBlobs(unused);
  }

  /** The recipient when the caller may see it; else it does not exist for them. */
  private async visible(caller: PayeesCaller, id: number): Promise<RecipientRow> {
    const row = await findRecipient(this.deps.db, id);
    if (!row) throw notFound();
    const channelIds = (await findRecipientChannels(this.deps.db, [id])).map((c) => c.channel_id);
    if (!canSeeRecipient(caller.subject, { channelIds })) throw notFound();
    return row;
  }

  /** The row's values once the channels exist and the documents are of the right kind and nobody else's. */
  private async checkedValues(trx: Db, input: RecipientInput, recipientId: number | null): Promise<RecipientValues> {
    await this.checkChannels(trx, input.channel_ids);
    const named = { passbook: input.passbook_file_id, labour_form: input.labour_form_file_id ?? null, signature: input.signature_file_id ?? null };
    const ids = Object.values(named).filter((f): f is string => f !== null);
    const files = new Map((await findFiles(trx, ids)).map((f) => [f.id, f]));
    const taken = new Set(await findRecipientsUsingFiles(trx, ids, recipientId));
    const fields: Record<string, string> = {};
    for (const slot of recipientFileSlots) {
      const fileId = named[slot];
      if (fileId && files.get(fileId)?.kind !== fileKinds[slot]) fields[fileColumn[slot]] = 'validation.recipientFileMissing';
    }
    if (taken.size > 0) for (const slot of recipientFileSlots) if (named[slot]) fields[fileColumn[slot]] ??= 'validation.recipientFileMissing';
    if (Object.keys(fields).length > 0) throw invalidInput(fields);
    return {
      kind: input.kind,
      account_name: input.account_name,
      bank_code: input.bank_code,
      account_number: input.account_number,
      passbook_file_id: named.passbook,
      labour_form_file_id: named.labour_form,
      signature_file_id: named.signature,
    };
  }

  private async checkChannels(trx: Db, channelIds: readonly string[]): Promise<void> {
    const existing = new Set(await findExistingChannels(trx, channelIds));
    const missing = channelIds.filter((c) => !existing.has(c));
    if (missing.length > 0)
      throw new DomainError('errors.noChannelMatches', { fields: { channel_ids: 'validation.noSuchChannel' }, params: { entries: missing.join(', ') } });
  }

  /**
   * Locks the channels' current links; answers the other recipients they move from. Refused when a
   * move would leave another recipient with no channel (spec 5).
   */
  private async takeChannels(trx: Db, recipientId: number, channelIds: readonly string[]): Promise<number[]> {
    const current = await lockChannelRecipients(trx, channelIds);
    const losing = new Map<number, string[]>();
    for (const link of current)
      if (link.recipient_id !== recipientId) losing.set(link.recipient_id, [...(losing.get(link.recipient_id) ?? []), link.channel_id]);
    for (const [other, channels] of [...losing].sort(([a], [b]) => a - b)) {
      // Locked before counting: two writers taking channels from the same recipient count in turn.
      await findRecipient(trx, other, true);
      if ((await countChannels(trx, other)) <= channels.length) {
        throw new DomainError('errors.recipientLastChannel', { params: { entries: channels.join(', ') } });
      }
    }
    return [...losing.keys()];
  }

  private async present(db: Db, rows: RecipientRow[], subject: Subject, detail: boolean): Promise<Recipient[]> {
    const ids = rows.map((r) => r.id);
    const channels = await findRecipientChannels(db, ids);
    const fileIds = rows.flatMap((r) => recipientFileSlots.map((s) => r[fileColumn[s]])).filter((f): f is string => f !== null);
    const files = new Map((await findFiles(db, fileIds)).map((f) => [f.id, f]));
    const fileOf = (id: string | null) => {
      const f = id ? files.get(id) : undefined;
      return f ? { mime_type: f.mime_type, byte_size: f.byte_size } : null;
    };
    // The whole number and the document ids: for editing, so only in the detail and only for those who edit.
    const fullNumber = detail && canManageRecipients(subject);
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      account_name: r.account_name,
      bank_code: r.bank_code,
      account_number_masked: maskAccountNumber(r.account_number),
      account_number: fullNumber ? r.account_number : null,
      channels: channels.filter((c) => c.recipient_id === r.id).map((c) => ({ channel_id: c.channel_id, title: c.title })),
      files: { passbook: fileOf(r.passbook_file_id), labour_form: fileOf(r.labour_form_file_id), signature: fileOf(r.signature_file_id) },
      file_ids: fullNumber ? { passbook: r.passbook_file_id, labour_form: r.labour_form_file_id, signature: r.signature_file_id } : null,
      updated_at: r.updated_at.toISOString(),
    }));
  }

  private async record(trx: Db, caller: PayeesCaller, action: Parameters<AuditLog['record']>[0]['action'], id: number, details: Record<string, unknown>) {
    await this.deps.audit.record(
      { actor: { userId: caller.userId, realUserId: caller.realUserId }, ip: caller.ip, action, target: { type: 'remittance_recipient', id }, details },
      trx,
    );
  }

  private async removeBlobs(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.deps.storage.remove(key);
  }
}
