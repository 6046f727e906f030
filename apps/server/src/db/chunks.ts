// Rows in runs of at most `size`, for statements that take many rows at once (an insert's parameters
// are limited; a long array is written in several statements).
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
