// The channel searches' one condition: part of a title, id, @handle or tag, ignoring case, on the
// lower-cased `search_text` of `channels as c` (migration 0013). Below the modules, for the channel
// list and the accounting channel picker alike.
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** `text` as a LIKE pattern matching it anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The channel (`channels as c`) has `text` in its title, id, @handle or a tag, in any case. */
export function channelTextMatches(text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`c.search_text like lower(${containsPattern(text)})`;
}
