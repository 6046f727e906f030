// The values of a course export's cells: dates as the platforms write them and money with its
// symbols and thousands separators. A cell that cannot be read exactly is refused (null), never guessed.
import { isDecimalString, normalize } from '@chorus/contract';

const MONTHS: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const validDay = (y: number, m: number, d: number) => {
  if (y < 2000 || y > 2099 || m < 1 || m > 12 || d < 1) return false;
  // Within 2000–2099 every fourth year is a leap year (2000 included).
  return d <= (m === 2 && y % 4 === 0 ? 29 : DAYS[m - 1]!);
};
const yearMonth = (y: number, m: number) => `${y}${String(m).padStart(2, '0')}`;

/**
 * The year-month (YYYYMM) of a date cell, in the time the platform wrote it (each platform writes its
 * own reporting time: Teachable and Kajabi UTC, Hahow Taiwan time), so the months agree with the
 * platform's own monthly figures. Read: 2026-05-15, 2026/5/15, 2026-05-15T14:32:00Z, 2026-05-15 14:32:00 UTC,
 * 5/15/2026 (month first, as the US platforms write it), May 15, 2026 and Friday, May 15, 2026 2:32 PM.
 */
export function monthOfDate(cell: string): string | null {
  const text = cell.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[T\s])/.exec(text);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return validDay(y, mo, d) ? yearMonth(y, mo) : null;
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:$|\s)/.exec(text);
  if (m) {
    const [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return validDay(y, mo, d) ? yearMonth(y, mo) : null;
  }
  m = /^(?:[A-Za-z]+,\s*)?([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})(?:$|[\s,])/.exec(text);
  if (m) {
    const mo = MONTHS[m[1]!.toLowerCase()];
    const [d, y] = [Number(m[2]), Number(m[3])];
    return mo !== undefined && validDay(y, mo, d) ? yearMonth(y, mo) : null;
  }
  return null;
}

/**
 * The month of a date cell, remembered per distinct day: an export's dates fall on a few dozen days,
 * so the day's text (`YYYY-MM-DD` or `YYYY/MM/DD`, before its time) is read once and each later row
 * is a lookup. Any other spelling is read by monthOfDate every time.
 */
export function monthReader(): (cell: string) => string | null {
  const days = new Map<string, string | null>();
  return (cell) => {
    const c = cell.charCodeAt(10);
    // "2026-05-15", then nothing, a space or a T: the same cells the first pattern of monthOfDate reads.
    if (cell.length >= 10 && (cell.length === 10 || c === 32 || c === 84) && (cell[4] === '-' || cell[4] === '/') && cell[7] === cell[4]) {
      const day = cell.length === 10 ? cell : cell.slice(0, 10);
      let month = days.get(day);
      if (month === undefined) days.set(day, (month = monthOfDate(day)));
      return month;
    }
    return monthOfDate(cell);
  };
}

/**
 * An amount in whole cents when the cell is a plain amount ("49.5", "$1200", "US$49.00", "NT$2680":
 * up to 12 digits and 2 places, perhaps after a dollar sign), read from its characters without a
 * pattern or a string made; -1 for anything else (amountOf then reads it, or refuses it).
 */
export function plainCents(cell: string): number {
  let i = 0;
  const n = cell.length;
  if (cell.charCodeAt(0) === 36) i = 1;
  else if ((cell.startsWith('US$') || cell.startsWith('NT$')) && n > 3) i = 3;
  const start = i;
  let whole = 0;
  while (i < n) {
    const d = cell.charCodeAt(i) - 48;
    if (d < 0 || d > 9) break;
    whole = whole * 10 + d;
    i++;
  }
  const digits = i - start;
  if (digits < 1 || digits > 12) return -1;
  if (i === n) return whole * 100;
  if (cell.charCodeAt(i) !== 46) return -1;
  const places = n - i - 1;
  if (places < 1 || places > 2) return -1;
  const d1 = cell.charCodeAt(i + 1) - 48;
  const d2 = places === 2 ? cell.charCodeAt(i + 2) - 48 : 0;
  if (d1 < 0 || d1 > 9 || d2 < 0 || d2 > 9) return -1;
  return whole * 100 + d1 * 10 + d2;
}

/**
 * An amount as an exact decimal string, unsigned: "$1,234.50", "NT$1,200", "US$ 49", "1 200", "-49.00"
 * and "(49.00)" (both read as 49.00: the caller knows a refund from its column or type). At most 12
 * integer digits and 2 places; anything else is null.
 */
export function amountOf(cell: string): string | null {
  // Most cells are a plain amount, perhaps after a dollar sign: read at once.
  const plain = /^(?:\$|US\$|NT\$)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cell);
  if (plain) {
    // As normalize writes it, without a decimal library per cell: no leading or trailing zeros.
    const whole = plain[1]!.replace(/^0+(?=\d)/, '');
    const fraction = (plain[2] ?? '').replace(/0+$/, '');
    return fraction ? `${whole}.${fraction}` : whole;
  }
  let text = cell
    .normalize('NFKC')
    .trim()
    .replace(/^\((.*)\)$/, '$1')
    .replace(/^-/, '')
    .replace(/^(?:NT\$|US\$|USD|TWD|NTD|\$)\s*/i, '')
    .replace(/\s*(?:USD|TWD|NTD|元)$/i, '')
    .trim();
  text = text.replace(/^-/, '');
  if (/^\d{1,3}([, ]\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/[, ]/g, '');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text) || !isDecimalString(text)) return null;
  return normalize(text);
}

/** An empty cell or a zero amount: nothing refunded. */
export const isBlank = (cell: string | undefined) => cell === undefined || cell.trim() === '';
