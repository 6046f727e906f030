// Recipient documents are uploaded on their own (POST /api/v1/accounting/recipient-files) and
// attached when the recipient is saved; one uploaded and never saved into a recipient (the dialog
// closed, the browser gone) would stay forever. Once a day a scheduled job removes the documents that
// no recipient names and that were uploaded more than UNSAVED_DOCUMENT_HOURS ago (time enough to
// finish filling a recipient in), row and stored bytes. One at a time: a document a recipient names
// meanwhile is kept by the foreign key (its removal fails and is skipped).
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/database.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { deleteFiles } from './recipients.repository.ts';
import { fileKinds } from './recipients.service.ts';
import { registerDailyCleanup } from '../../../jobs/index.ts';

export const UNSAVED_DOCUMENTS_QUEUE = 'accounting.unsaved-documents-cleanup';
export const UNSAVED_DOCUMENT_HOURS = 24;
/** Every day at 04:20 UTC (a quiet hour in Taiwan and Japan). */
const CLEANUP_CRON = '20 4 * * *';

/** Removes the unsaved documents uploaded before `now` minus UNSAVED_DOCUMENT_HOURS; answers how many. */
export async function removeUnsavedDocuments(deps: { db: Db; storage: FileStorage }, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNSAVED_DOCUMENT_HOURS * 3600_000);
  const unsaved = await deps.db
    .selectFrom('files as f')
    .select('f.id')
    .where('f.kind', 'in', Object.values(fileKinds))
    .where('f.created_at', '<', before)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('remittance_recipients as r')
            .select('r.id')
            .where((eb) =>
              eb.or([
                eb('r.passbook_file_id', '=', eb.ref('f.id')),
                eb('r.labour_form_file_id', '=', eb.ref('f.id')),
                eb('r.signature_file_id', '=', eb.ref('f.id')),
              ]),
            ),
        ),
      ),
    )
    .execute();
  let removed = 0;
  for (const { id } of unsaved) {
    let keys: string[];
    try {
      keys = await deps.db.transaction().execute((trx) => deleteFiles(trx, [id]));
    } catch {
      continue; // named by a recipient saved meanwhile
    }
    for (const key of keys) await deps.storage.remove(key);
    removed += 1;
  }
  return removed;
}

/** Registers the daily cleanup; each process that works its queue sets up the schedule first. */
export function registerUnsavedDocumentsCleanup({ db, clock, jobs, storage }: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'storage'>): void {
  registerDailyCleanup(jobs, UNSAVED_DOCUMENTS_QUEUE, CLEANUP_CRON, async (job) => {
    const removed = await removeUnsavedDocuments({ db, storage }, clock.now());
    job.log(`recipient documents: ${removed} uploaded over ${UNSAVED_DOCUMENT_HOURS} hours ago and never saved into a recipient removed`);
  });
}
