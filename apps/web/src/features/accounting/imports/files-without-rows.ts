// Which of the files just sent to finance's "this month really has no rows?" question belong: those
// whose result is errors.revenueFileEmpty, to be sent again with the confirmation.
import { REVENUE_FILE_EMPTY, type UploadFileResult } from '@chorus/contract';

/** The files sent whose result asks for the empty-month confirmation (an archive's entry: the archive itself). */
export function filesWithoutRows(sent: readonly File[], results: readonly UploadFileResult[]): File[] {
  const empty = results.filter((r) => r.code === REVENUE_FILE_EMPTY).map((r) => r.file_name);
  if (empty.length === 0) return [];
  const named = sent.filter((file) => empty.includes(file.name));
  const archives = named.length < empty.length ? sent.filter((file) => /\.(zip|gz)$/i.test(file.name) && !named.includes(file)) : [];
  return [...named, ...archives];
}
