// The server names refused entries by position (`channel_ids.3`, `users.0.email`): per list, the
// message of each refused index.
export function indexedErrors(fields: Record<string, string>, list: string): Record<number, string> {
  const found: Record<number, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const match = new RegExp(`^${list}\\.(\\d+)`).exec(field);
    if (match) found[Number(match[1])] ??= message;
  }
  return found;
}
