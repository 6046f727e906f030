// The cache page's logic, pure (issue 24: page = model + view): checking a typed channel id, the
// channels offered in the channel field, the refresh queue's state filter and search, a queued
// task's error text, and the size of a cached entry.
import { CHANNEL_ID_PATTERN } from '@chorus/contract';
export type TaskState = 'created' | 'retry' | 'active' | 'completed' | 'failed' | 'cancelled';
export const stateFilters = ['all', 'waiting', 'active', 'completed', 'failed'] as const;
export type StateFilter = (typeof stateFilters)[number];

/** The channel id as typed, trimmed, when it can be one (letters, digits, - and _, at most 64); else null. */
export function channelIdOf(typed: string): string | null {
  const id = typed.trim();
  return CHANNEL_ID_PATTERN.test(id) ? id : null;
}

/** An option's label is `title · id`; choosing it puts the id in the field. */
export const idFromLabel = (text: string) => (text.includes(' · ') ? text.split(' · ').pop()! : text);

/** Channel ids the person knows: their own channels (with title), then those of the queue. */
export function channelChoices(
  own: readonly { channel_id: string; channel_title: string }[],
  queued: readonly { channel_id: string }[],
): { id: string; label: string }[] {
  const choices = new Map<string, string>();
  for (const c of own) choices.set(c.channel_id, `${c.channel_title} · ${c.channel_id}`);
  for (const task of queued) if (!choices.has(task.channel_id)) choices.set(task.channel_id, task.channel_id);
  return [...choices].map(([id, label]) => ({ id, label }));
}

/** Waiting covers created and retry; failed covers failed and cancelled. */
export const matchesFilter = (state: TaskState, filter: StateFilter) =>
  filter === 'all' ||
  (filter === 'waiting' ? state === 'created' || state === 'retry' : filter === 'failed' ? state === 'failed' || state === 'cancelled' : state === filter);

/** The tasks of the filter whose channel id or title contains the search (any case). */
export function filterTasks<T extends { state: TaskState; channel_id: string }>(
  tasks: readonly T[],
  filter: StateFilter,
  search: string,
  titles: ReadonlyMap<string, string>,
): T[] {
  const needle = search.trim().toLowerCase();
  return tasks.filter(
    (task) =>
      matchesFilter(task.state, filter) &&
      (!needle || task.channel_id.toLowerCase().includes(needle) || (titles.get(task.channel_id) ?? '').toLowerCase().includes(needle)),
  );
}

/** A failed task keeps the message key of its error (`errors.youtubeNotAuthorized`): that key, else null (the text as is). */
export const errorMessageKey = (error: string): string | null => (/^errors\.[A-Za-z]+$/.test(error) ? `messages:${error}` : null);

/** A size in bytes as a number and its unit: B below 1 KiB, KB below 1 MiB, else MB. */
export function byteSize(bytes: number): { value: number; unit: 'B' | 'KB' | 'MB' } {
  if (bytes < 1024) return { value: bytes, unit: 'B' };
  if (bytes < 1024 * 1024) return { value: bytes / 1024, unit: 'KB' };
  return { value: bytes / 1024 / 1024, unit: 'MB' };
}
