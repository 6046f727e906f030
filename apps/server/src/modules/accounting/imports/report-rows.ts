// The rows of a CMS revenue report (every layout but the payment summary) read as they arrive and
// written on as the rows revenue_video_months stores, for `COPY … FROM STDIN (FORMAT csv)` into the
// month's fresh table (import-report.ts). One pass in the server, overlapped with PostgreSQL's COPY
// (backpressure through the pipeline), instead of a COPY of every file column into a staging table
// followed by a second pass over a million rows in PostgreSQL: see docs/decisions.md ("Revenue
// upload speed"). Each row is checked as it passes; the first bad one stops the upload with its
// line and reason. The per-channel item sums and the count of unmatched rows are kept on the way,
// exactly (amounts as integers of 10^-12). The reader is plain synchronous code over chunks: it runs
// in a worker thread of the upload read pool (read-rows.ts, ../upload-reads.ts), off the event loop.
import { isUtf8 } from 'node:buffer';
import { DomainError } from '../../../errors/domain-error.ts';
import { purchaseTypeItems, type ColumnRole, type NumericColumn, type NumericKind, type ReportLayout } from './report-layouts.ts';

/** An amount as YouTube writes it: plain decimal, dot, up to 12 places, perhaps negative. */
export const AMOUNT_PATTERN = /^-?([0-9]{1,12}(\.[0-9]{0,12})?|\.[0-9]{1,12})$/;
/** The other numeric columns: a count or measure (plain decimal, up to 18 digits before the point), a rate (perhaps with %). */
const numberPatterns: Record<NumericKind, RegExp> = {
  money: AMOUNT_PATTERN,
  count: /^-?([0-9]{1,18}(\.[0-9]{0,12})?|\.[0-9]{1,12})$/,
  rate: /^-?([0-9]{1,18}(\.[0-9]{0,12})?|\.[0-9]{1,12}) ?%?$/,
};
const numberKinds: NumericKind[] = ['money', 'count', 'rate'];
/** Digits a plain number may have before the point, per kind (0: always read as text). */
const wholeDigits = [12, 18, 0];

/** Channel ids (with or without UC): letters, digits, '-' and '_'. */
export const CHANNEL_PATTERN = /^[0-9A-Za-z_-]{1,64}$/;

/** The columns each output row has, in order (year_month and report_type are the table's defaults). */
export const ROW_COLUMNS = ['channel_id', 'video_id', 'asset_id', 'adjustment_type', 'item', 'title', 'amount'] as const;

export type RowRules = {
  layout: ReportLayout;
  /** Column index per role in the file. */
  found: Partial<Record<ColumnRole, number>>;
  /** Fields per record (the header's). */
  width: number;
  /** Physical lines up to and including the header: a record's line is this plus its place. */
  headerLine: number;
  /** Report channel ids finance filed under a network channel. */
  assignments: ReadonlyMap<string, string>;
  /** The network's channel ids (rows of other channels count as unmatched). */
  network: ReadonlySet<string>;
  /** The file's other numeric columns (not stored, but checked: a non-number refuses the file). */
  numeric?: readonly NumericColumn[];
};

const COMMA = 0x2c;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const SCALE = 12;

const rowError = (code: string, line: number, value?: string | null) =>
  new DomainError(code, { params: { line, ...(value === undefined ? {} : { value: (value ?? '').slice(0, 80) }) } });

/** PostgreSQL's btrim(): spaces only. */
function trimSpaces(text: string): string {
  if (text.length === 0 || (text.charCodeAt(0) !== 32 && text.charCodeAt(text.length - 1) !== 32)) return text;
  return text.replace(/^ +| +$/g, '');
}

/** A CSV field's value: quotes toggle quoting wherever they are (as PostgreSQL reads it), "" inside quotes is one. */
function unquote(raw: string): string {
  if (raw.length >= 2 && raw.charCodeAt(0) === QUOTE && raw.charCodeAt(raw.length - 1) === QUOTE && raw.indexOf('"', 1) === raw.length - 1) {
    return raw.slice(1, -1);
  }
  let out = '';
  let quoted = false;
  for (let k = 0; k < raw.length; k++) {
    const ch = raw[k]!;
    if (ch === '"') {
      if (quoted && raw[k + 1] === '"') {
        out += '"';
        k++;
      } else quoted = !quoted;
    } else out += ch;
  }
  return out;
}

/** A field's shape, from parseRecord: no quote at all, wholly quoted once ("…", "" inside), or other. */
const PLAIN = 0;
const WHOLLY_QUOTED = 1;
const MIXED = 2;

/** An amount (checked by AMOUNT_PATTERN) as an integer of 10^-12. */
export function scaledAmount(amount: string): bigint {
  const negative = amount.charCodeAt(0) === 45;
  const body = negative ? amount.slice(1) : amount;
  const dot = body.indexOf('.');
  const whole = dot < 0 ? body : body.slice(0, dot);
  const fraction = dot < 0 ? '' : body.slice(dot + 1);
  const value = BigInt((whole || '0') + fraction.padEnd(SCALE, '0'));
  return negative ? -value : value;
}

/** An integer of 10^-12 as an exact decimal string. */
export function decimalOf(scaled: bigint): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(SCALE + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -SCALE)}.${digits.slice(-SCALE)}`;
}

const UNIT = 1e12;
/** Past this, the whole part is moved into the bigint (every Number here stays an exact integer). */
const FLUSH = 2 ** 52;

/**
 * An exact running sum of amounts of at most 12 places and 12 digits before the point: whole units
 * and 10^-12 parts added as Numbers (exact integers), moved into a bigint before they could lose a
 * digit. Much cheaper per row than a bigint each.
 */
class ExactSum {
  private big = 0n;
  private whole = 0;
  private part = 0;

  add(amount: string): void {
    const negative = amount.charCodeAt(0) === 45;
    const start = negative ? 1 : 0;
    const dot = amount.indexOf('.');
    const end = dot < 0 ? amount.length : dot;
    const whole = end > start ? Number(amount.slice(start, end)) : 0;
    let part = 0;
    if (dot >= 0 && dot + 1 < amount.length) {
      const digits = amount.slice(dot + 1);
      part = Number(digits) * 10 ** (SCALE - digits.length);
    }
    this.addParts(negative, whole, part);
  }

  /** Adds ±(whole + part × 10^-12). */
  addParts(negative: boolean, whole: number, part: number): void {
    if (negative) {
      this.whole -= whole;
      this.part -= part;
    } else {
      this.whole += whole;
      this.part += part;
    }
    if (this.part >= UNIT) {
      this.part -= UNIT;
      this.whole += 1;
    } else if (this.part <= -UNIT) {
      this.part += UNIT;
      this.whole -= 1;
    }
    if (this.whole > FLUSH || this.whole < -FLUSH) {
      this.big += BigInt(this.whole) * 1_000_000_000_000n;
      this.whole = 0;
    }
  }

  /** The sum in 10^-12. */
  scaled(): bigint {
    return this.big + BigInt(this.whole) * 1_000_000_000_000n + BigInt(this.part);
  }
}

/** Channels kept per file (their sums in memory); past this the caller sums in SQL. */
export const MAX_CHANNELS = 50_000;

type ChannelEntry = { id: string; prefix: string; matched: boolean; sums: Map<string, ExactSum> };

const negated = (amount: string) => (amount.charCodeAt(0) === 45 ? amount.slice(1) : `-${amount}`);

type Fields = { starts: Int32Array; ends: Int32Array; kinds: Uint8Array; count: number };

/**
 * One record from `p`: its fields' byte ranges in `f`; answers where the next record begins, -1
 * when the record is not whole in `buf` yet (not final), or -2 for a quote never closed. Fields past
 * the arrays' room are counted, not kept (the record is then refused for its width).
 */
function parseRecord(buf: Buffer, p: number, final: boolean, f: Fields): number {
  const len = buf.length;
  const room = f.starts.length;
  let i = p;
  let start = p;
  let kind = PLAIN;
  let count = 0;
  for (;;) {
    // The common bytes (letters, digits, '.', '-', UTF-8) are all above ','.
    let b = 0;
    while (i < len) {
      b = buf[i]!;
      if (b <= COMMA && (b === COMMA || b === LF || b === CR || b === QUOTE)) break;
      i++;
    }
    if (i >= len) {
      if (!final) return -1;
      if (count < room) {
        f.starts[count] = start;
        f.ends[count] = len;
        f.kinds[count] = kind;
      }
      f.count = count + 1;
      return len;
    }
    if (b === QUOTE) {
      const opensField = i === start && kind === PLAIN;
      let j = buf.indexOf(QUOTE, i + 1);
      for (;;) {
        if (j < 0) return final ? -2 : -1;
        if (j + 1 >= len && !final) return -1;
        if (buf[j + 1] === QUOTE) j = buf.indexOf(QUOTE, j + 2);
        else break;
      }
      i = j + 1;
      const next = i < len ? buf[i]! : COMMA;
      kind = opensField && (next === COMMA || next === LF || next === CR) ? WHOLLY_QUOTED : MIXED;
      continue;
    }
    if (count < room) {
      f.starts[count] = start;
      f.ends[count] = i;
      f.kinds[count] = kind;
    }
    count++;
    if (b === COMMA) {
      start = i + 1;
      kind = PLAIN;
      i++;
      continue;
    }
    f.count = count;
    if (b === CR) {
      if (i + 1 >= len && !final) return -1;
      return buf[i + 1] === LF ? i + 2 : i + 1;
    }
    return i + 1;
  }
}

/** Room in the output buffer before it is handed on. */
const OUT_BYTES = 256 * 1024;

/**
 * The longest record (line) read, in bytes: a CMS report's rows are a few hundred bytes. A longer
 * one is refused with its line as soon as it passes this, so an unfinished record is never held
 * (and scanned again as each chunk arrives) past it: the reading cost stays linear in the file.
 */
export const MAX_RECORD_BYTES = 1024 * 1024;

export class ReportRows {
  /** Rows written on (stored). */
  rows = 0;
  /** Of those, rows whose channel is not in the network. */
  unmatched = 0;

  private readonly rules: RowRules;
  private pending: Buffer = Buffer.alloc(0);
  /** Data records read so far (blank lines included: they count for line numbers). */
  private record = 0;
  /** Empty lines not yet known to be the file's trailing ones: the first one's record number. */
  private blankFrom = 0;
  private readonly fields: Fields;
  private readonly index: Record<ColumnRole, number>;
  /** Per channel cell as written: the channel it is stored under, whether it is the network's, its sums per item. */
  private readonly channels = new Map<string, ChannelEntry>();
  /** More channels than MAX_CHANNELS: the sums and the unmatched count are left to the caller (SQL over the stored rows). */
  overflow = false;
  private out: Buffer = Buffer.allocUnsafe(OUT_BYTES);
  private at = 0;
  /** The numeric columns checked per row: their index and kind (index in numberKinds). */
  private readonly numericIndex: Int32Array;
  private readonly numericKind: Uint8Array;

  /** Where the stored rows' bytes go, a buffer at a time (each handed over is not touched again). */
  private readonly sink: (bytes: Buffer) => void;

  constructor(rules: RowRules, sink: (bytes: Buffer) => void) {
    this.rules = rules;
    this.sink = sink;
    const room = rules.width + 1;
    this.fields = { starts: new Int32Array(room), ends: new Int32Array(room), kinds: new Uint8Array(room), count: 0 };
    const at = (role: ColumnRole) => rules.found[role] ?? -1;
    this.index = {
      channel: at('channel'),
      amount: at('amount'),
      video: at('video'),
      asset: at('asset'),
      title: at('title'),
      adjustment: at('adjustment'),
      purchase: at('purchase'),
      revenueType: at('revenueType'),
    };
    const numeric = rules.numeric ?? [];
    this.numericIndex = Int32Array.from(numeric.map((c) => c.index));
    this.numericKind = Uint8Array.from(numeric.map((c) => numberKinds.indexOf(c.kind)));
  }

  /** Per channel and item (`channel\u0000item`), the sum of the rows' amounts in 10^-12 (empty on overflow). */
  get sums(): Map<string, bigint> {
    const sums = new Map<string, bigint>();
    for (const entry of this.channels.values()) {
      for (const [item, sum] of entry.sums) {
        const key = `${entry.id}\u0000${item}`;
        sums.set(key, (sums.get(key) ?? 0n) + sum.scaled());
      }
    }
    return sums;
  }

  /** The file's next bytes: their whole records checked and written on; throws a DomainError for the first bad one. */
  write(chunk: Buffer): void {
    this.consume(this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk, false);
  }

  /** The file has ended: its last record, and the rows not yet handed over. */
  end(): void {
    if (this.pending.length > 0) this.consume(this.pending, true);
    if (this.at > 0) this.sink(this.out.subarray(0, this.at));
    this.at = 0;
  }

  private consume(buf: Buffer, final: boolean): void {
    // Encoding: PostgreSQL stores UTF-8 without NUL. Checked for the whole records at once; only when
    // that fails is each record checked, to name the first bad one's line.
    const lastBreak = final ? buf.length - 1 : Math.max(buf.lastIndexOf(LF), buf.lastIndexOf(CR));
    const region = buf.subarray(0, lastBreak + 1);
    const eachRecord = !isUtf8(region) || region.indexOf(0) >= 0;
    const f = this.fields;
    const width = this.rules.width;
    let p = 0;
    while (p < buf.length) {
      const next = parseRecord(buf, p, final, f);
      if (next === -1) {
        // The record is not whole yet: past the limit, it is refused now rather than kept growing.
        if (buf.length - p > MAX_RECORD_BYTES) throw this.tooLong(this.record + 1);
        break;
      }
      this.record++;
      const line = this.rules.headerLine + this.record;
      if ((next < 0 ? buf.length : next) - p > MAX_RECORD_BYTES) throw this.tooLong(this.record);
      if (eachRecord) {
        const bytes = buf.subarray(p, next < 0 ? buf.length : next);
        if (!isUtf8(bytes) || bytes.indexOf(0) >= 0) throw rowError('errors.revenueRowEncoding', line);
      }
      if (next === -2) throw rowError('errors.revenueRowShape', line);
      const recordBytes = next - p;
      p = next;
      if (f.count === 1 && f.starts[0] === f.ends[0]) {
        // An empty line: fine at the file's end, a short row anywhere else.
        if (this.blankFrom === 0) this.blankFrom = this.record;
        continue;
      }
      if (this.blankFrom !== 0) throw rowError('errors.revenueRowShape', this.rules.headerLine + this.blankFrom);
      if (f.count !== width) throw rowError('errors.revenueRowShape', line);
      // A stored row is never longer than its record plus the quotes, "None", the item and a sign.
      if (this.at + recordBytes + 96 > this.out.length) this.flushOut(recordBytes + 96);
      this.row(buf, line);
    }
    this.pending = p >= buf.length ? Buffer.alloc(0) : Buffer.from(buf.subarray(p));
  }

  private tooLong(record: number): DomainError {
    return new DomainError('errors.revenueRowTooLong', { params: { line: this.rules.headerLine + record, limit: `${MAX_RECORD_BYTES / 1024 / 1024} MB` } });
  }

  private flushOut(need: number): void {
    if (this.at > 0) this.sink(this.out.subarray(0, this.at));
    this.out = Buffer.allocUnsafe(Math.max(OUT_BYTES, need));
    this.at = 0;
  }

  /** A field's value, trimmed; null when empty (PostgreSQL's nullif(btrim(…), '')). */
  private cell(buf: Buffer, index: number, encoding: 'utf8' | 'latin1' = 'utf8'): string | null {
    if (index < 0) return null;
    const f = this.fields;
    const start = f.starts[index]!;
    const end = f.ends[index]!;
    if (start === end) return null;
    const raw = buf.toString(encoding, start, end);
    const value = trimSpaces(f.kinds[index] === PLAIN ? raw : unquote(raw));
    return value === '' ? null : value;
  }

  /** Writes an ASCII string. */
  private ascii(text: string): void {
    // Short strings: a loop costs less than a call into the runtime.
    const out = this.out;
    let at = this.at;
    for (let k = 0; k < text.length; k++) out[at++] = text.charCodeAt(k);
    this.at = at;
  }

  /** Copies bytes: a loop for short ranges, Buffer.copy for long ones. */
  private bytes(buf: Buffer, start: number, end: number): void {
    if (end - start > 48) {
      this.at += buf.copy(this.out, this.at, start, end);
      return;
    }
    const out = this.out;
    let at = this.at;
    for (let k = start; k < end; k++) out[at++] = buf[k]!;
    this.at = at;
  }

  /**
   * Writes a text field quoted for COPY, coalesced to `fallback` when empty: its bytes as they are
   * when they need no change (no quote at all, or wholly quoted once; no space to trim), else its value.
   */
  private text(buf: Buffer, index: number, fallback: string): void {
    const out = this.out;
    if (index >= 0) {
      const f = this.fields;
      const kind = f.kinds[index]!;
      let start = f.starts[index]!;
      let end = f.ends[index]!;
      if (kind === WHOLLY_QUOTED) {
        start++;
        end--;
      }
      if (kind !== MIXED && (start === end || (buf[start] !== 32 && buf[end - 1] !== 32))) {
        if (start < end) {
          out[this.at++] = QUOTE;
          this.bytes(buf, start, end);
          out[this.at++] = QUOTE;
          return;
        }
      } else {
        const value = this.cell(buf, index);
        if (value !== null) {
          this.at += out.write(value.includes('"') ? `"${value.replaceAll('"', '""')}"` : `"${value}"`, this.at, 'utf8');
          return;
        }
      }
    }
    this.ascii(`"${fallback}"`);
  }

  /** The channel cell's entry, made (checked, normalised) the first time it is seen. */
  private channelOf(channel: string, buf: Buffer, line: number): ChannelEntry {
    let entry = this.channels.get(channel);
    if (entry) return entry;
    if (!CHANNEL_PATTERN.test(channel)) throw rowError('errors.revenueRowChannelInvalid', line, this.cell(buf, this.index.channel));
    // Channel ids without UC get it (0.5); an id finance assigned to a network channel goes there.
    const source = channel.startsWith('UC') ? channel : `UC${channel}`;
    const id = this.rules.assignments.get(source) ?? source;
    entry = { id, prefix: `${id},`, matched: this.rules.network.has(id), sums: new Map() };
    if (this.channels.size >= MAX_CHANNELS) {
      // A file of that many channels: its sums are not kept here, so memory stays flat.
      this.overflow = true;
      for (const known of this.channels.values()) known.sums.clear();
      this.channels.clear();
    }
    this.channels.set(channel, entry);
    return entry;
  }

  /**
   * The amount read from its bytes when it is plain (no quotes, no spaces): sign, whole part and
   * 10^-12 parts, and where its digits are; null when it is not, or is not a valid amount (the
   * caller then reads it as text, to refuse it with its value).
   */
  private plainAmount(buf: Buffer): boolean {
    const index = this.index.amount;
    const f = this.fields;
    if (index < 0 || f.kinds[index] !== PLAIN) return false;
    let k = f.starts[index]!;
    const end = f.ends[index]!;
    if (k === end) return false;
    const negative = buf[k] === 45;
    if (negative) k++;
    let whole = 0;
    let wholeDigits = 0;
    while (k < end && buf[k]! >= 48 && buf[k]! <= 57) {
      whole = whole * 10 + (buf[k]! - 48);
      wholeDigits++;
      k++;
    }
    let part = 0;
    let partDigits = 0;
    if (k < end && buf[k] === 46) {
      k++;
      while (k < end && buf[k]! >= 48 && buf[k]! <= 57) {
        part = part * 10 + (buf[k]! - 48);
        partDigits++;
        k++;
      }
      if (partDigits === 0 && wholeDigits === 0) return false;
    } else if (wholeDigits === 0) return false;
    if (k !== end || wholeDigits > 12 || partDigits > SCALE) return false;
    this.amountNegative = negative;
    this.amountWhole = whole;
    this.amountPart = part * 10 ** (SCALE - partDigits);
    return true;
  }

  /** Whether field `index` is empty or a number of its kind: read from its bytes when plain, else as text. */
  private isNumber(buf: Buffer, index: number, kind: number): boolean {
    const f = this.fields;
    let k = f.starts[index]!;
    const end = f.ends[index]!;
    if (k === end) return true;
    const most = wholeDigits[kind]!;
    if (f.kinds[index] === PLAIN && most > 0) {
      if (buf[k] === 45) k++;
      let whole = 0;
      while (k < end && buf[k]! >= 48 && buf[k]! <= 57) {
        whole++;
        k++;
      }
      let part = 0;
      if (k < end && buf[k] === 46) {
        k++;
        while (k < end && buf[k]! >= 48 && buf[k]! <= 57) {
          part++;
          k++;
        }
      }
      if (k === end && whole + part > 0 && whole <= most && part <= SCALE) return true;
    }
    const value = this.cell(buf, index, 'latin1');
    return value === null || numberPatterns[numberKinds[kind]!].test(value);
  }

  /** Refuses the row when one of the other numeric columns holds something that is not a number. */
  private checkNumbers(buf: Buffer, line: number): void {
    const indexes = this.numericIndex;
    for (let n = 0; n < indexes.length; n++) {
      const index = indexes[n]!;
      if (this.isNumber(buf, index, this.numericKind[n]!)) continue;
      const column = this.rules.numeric![n]!.name;
      throw new DomainError('errors.revenueRowNumberInvalid', { params: { line, column, value: (this.cell(buf, index) ?? '').slice(0, 80) } });
    }
  }

  private amountNegative = false;
  private amountWhole = 0;
  private amountPart = 0;

  /** One record checked and written as its stored row (nothing when the record is wholly blank). */
  private row(buf: Buffer, line: number): void {
    const { layout } = this.rules;
    const at = this.index;
    const f = this.fields;
    const plain = this.plainAmount(buf);
    const amount = plain ? '' : this.cell(buf, at.amount, 'latin1');
    const channel = this.cell(buf, at.channel, 'latin1');
    // Wholly blank rows (a spreadsheet's trailing ",,,,") carry nothing and are skipped.
    if (channel === null && !plain && amount === null) return;
    if (channel === null) throw rowError('errors.revenueRowChannelMissing', line, null);
    const entry = this.channelOf(channel, buf, line);
    if (!plain && amount !== null && !AMOUNT_PATTERN.test(amount)) throw rowError('errors.revenueRowAmountInvalid', line, this.cell(buf, at.amount));
    if (this.numericIndex.length > 0) this.checkNumbers(buf, line);

    // The adjustment type: empty or "None" (most rows) is read from its bytes.
    let adjustment: string | null = null;
    let none = true;
    if (at.adjustment >= 0) {
      const start = f.starts[at.adjustment]!;
      const end = f.ends[at.adjustment]!;
      const isNone =
        f.kinds[at.adjustment] === PLAIN &&
        end - start === 4 &&
        (buf[start]! | 0x20) === 0x6e &&
        (buf[start + 1]! | 0x20) === 0x6f &&
        (buf[start + 2]! | 0x20) === 0x6e &&
        (buf[start + 3]! | 0x20) === 0x65;
      if (!isNone && start !== end) {
        adjustment = this.cell(buf, at.adjustment);
        none = adjustment === null || adjustment.toLowerCase() === 'none';
      } else if (isNone) adjustment = 'None';
    }
    let item: string;
    if (layout.item === 'byAdjustment') item = none ? 'ad_revenue' : 'adjustments';
    else if (layout.item === 'byPurchaseType') {
      const purchase = this.cell(buf, at.purchase);
      item = (purchase !== null && purchaseTypeItems.find(([pattern]) => pattern.test(purchase))?.[1]) || 'transaction_other';
    } else item = layout.item;
    const negate = layout.sign === 'taxRefund' || (layout.sign === 'yppCredit' && adjustment !== null && /credit/i.test(adjustment));

    this.rows++;
    if (!entry.matched) this.unmatched++;
    if (!this.overflow) {
      let sum = entry.sums.get(item);
      if (!sum) entry.sums.set(item, (sum = new ExactSum()));
      if (plain) sum.addParts(this.amountNegative !== negate, this.amountWhole, this.amountPart);
      else sum.add(negate ? negated(amount ?? '0') : (amount ?? '0'));
    }

    // channel_id, video_id, asset_id, adjustment_type, item, title, amount (ROW_COLUMNS).
    this.ascii(entry.prefix);
    this.text(buf, at.video, '');
    this.out[this.at++] = COMMA;
    this.text(buf, at.asset, '');
    this.out[this.at++] = COMMA;
    this.text(buf, at.adjustment, 'None');
    this.out[this.at++] = COMMA;
    this.ascii(item);
    this.out[this.at++] = COMMA;
    this.text(buf, at.title, '');
    this.out[this.at++] = COMMA;
    if (plain) {
      let start = f.starts[at.amount]!;
      if (negate) {
        if (this.amountNegative) start++;
        else this.out[this.at++] = 45;
      }
      this.bytes(buf, start, f.ends[at.amount]!);
    } else this.ascii(negate ? negated(amount ?? '0') : (amount ?? '0'));
    this.out[this.at++] = LF;
  }
}
