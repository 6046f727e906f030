// The rows of a CMS revenue report (every layout but the payment summary) read as they arrive and
// written on as the rows revenue_video_months stores, for `COPY … FROM STDIN (FORMAT csv)` into the
// month's fresh table (import-report.ts). One pass in the server, overlapped with PostgreSQL's COPY
// (backpressure through the pipeline), instead of a COPY of every file column into a staging table
// followed by a second pass over a million rows in PostgreSQL: see docs/decisions.md ("Revenue
// upload speed"). Each row is checked as it passes; the first bad one stops the upload with its
// line and reason. The per-channel item sums and the count of unmatched rows are kept on the way,
// exactly (amounts as integers of 10^-12).
import { isUtf8 } from 'node:buffer';
import { Transform, type TransformCallback } from 'node:stream';
import { DomainError } from '../../../errors/domain-error.ts';
import { purchaseTypeItems, type ColumnRole, type ReportLayout } from './report-layouts.ts';

/** An amount as YouTube writes it: plain decimal, dot, up to 12 places, perhaps negative. */
export const AMOUNT_PATTERN = /^-?([0-9]{1,12}(\.[0-9]{0,12})?|\.[0-9]{1,12})$/;
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
};

const COMMA = 0x2c;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const SCALE = 12;
const OUT_CHARS = 64 * 1024;

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

/** "Quoted" for COPY: an empty string stays distinct from NULL, commas and breaks stay inside. */
const quoted = (text: string) => (text.includes('"') ? `"${text.replaceAll('"', '""')}"` : `"${text}"`);

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

type Fields = { starts: number[]; ends: number[]; quotes: boolean[]; count: number };

/**
 * One record from `p`: its fields' byte ranges in `f`; answers where the next record begins, -1
 * when the record is not whole in `buf` yet (not final), or -2 for a quote never closed.
 */
function parseRecord(buf: Buffer, p: number, final: boolean, f: Fields): number {
  const len = buf.length;
  let i = p;
  let start = p;
  let hasQuote = false;
  f.count = 0;
  const push = (end: number) => {
    f.starts[f.count] = start;
    f.ends[f.count] = end;
    f.quotes[f.count] = hasQuote;
    f.count++;
  };
  for (;;) {
    if (i >= len) {
      if (!final) return -1;
      push(len);
      return len;
    }
    const b = buf[i]!;
    if (b === QUOTE) {
      let j = buf.indexOf(QUOTE, i + 1);
      for (;;) {
        if (j < 0) return final ? -2 : -1;
        if (j + 1 >= len && !final) return -1;
        if (buf[j + 1] === QUOTE) j = buf.indexOf(QUOTE, j + 2);
        else break;
      }
      hasQuote = true;
      i = j + 1;
      continue;
    }
    if (b === COMMA) {
      push(i);
      start = i + 1;
      hasQuote = false;
      i++;
      continue;
    }
    if (b === LF || b === CR) {
      push(i);
      if (b === CR) {
        if (i + 1 >= len && !final) return -1;
        return buf[i + 1] === LF ? i + 2 : i + 1;
      }
      return i + 1;
    }
    i++;
  }
}

export class ReportRows extends Transform {
  /** Rows written on (stored). */
  rows = 0;
  /** Of those, rows whose channel is not in the network. */
  unmatched = 0;
  /** Per channel and item (`channel\u0000item`), the sum of the rows' amounts in 10^-12. */
  readonly sums = new Map<string, bigint>();

  private readonly rules: RowRules;
  private pending: Buffer = Buffer.alloc(0);
  /** Data records read so far (blank lines included: they count for line numbers). */
  private record = 0;
  /** Empty lines not yet known to be the file's trailing ones: the first one's record number. */
  private blankFrom = 0;
  private readonly fields: Fields = { starts: [], ends: [], quotes: [], count: 0 };
  private readonly index: Record<ColumnRole, number>;

  constructor(rules: RowRules) {
    super({ readableHighWaterMark: 256 * 1024 });
    this.rules = rules;
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
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.consume(this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk, false);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (this.pending.length > 0) this.consume(this.pending, true);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  private consume(buf: Buffer, final: boolean): void {
    // Encoding: PostgreSQL stores UTF-8 without NUL. Checked for the whole records at once; only when
    // that fails is each record checked, to name the first bad one's line.
    const lastBreak = final ? buf.length - 1 : Math.max(buf.lastIndexOf(LF), buf.lastIndexOf(CR));
    const region = buf.subarray(0, lastBreak + 1);
    const eachRecord = !isUtf8(region) || region.indexOf(0) >= 0;
    const f = this.fields;
    let out = '';
    let p = 0;
    while (p < buf.length) {
      const next = parseRecord(buf, p, final, f);
      if (next === -1) break;
      this.record++;
      const line = this.rules.headerLine + this.record;
      if (eachRecord) {
        const bytes = buf.subarray(p, next < 0 ? buf.length : next);
        if (!isUtf8(bytes) || bytes.indexOf(0) >= 0) throw rowError('errors.revenueRowEncoding', line);
      }
      if (next === -2) throw rowError('errors.revenueRowShape', line);
      p = next;
      if (f.count === 1 && f.starts[0] === f.ends[0]) {
        // An empty line: fine at the file's end, a short row anywhere else.
        if (this.blankFrom === 0) this.blankFrom = this.record;
        continue;
      }
      if (this.blankFrom !== 0) throw rowError('errors.revenueRowShape', this.rules.headerLine + this.blankFrom);
      if (f.count !== this.rules.width) throw rowError('errors.revenueRowShape', line);
      out += this.row(buf, line);
      if (out.length >= OUT_CHARS) {
        this.push(out);
        out = '';
      }
    }
    if (out.length > 0) this.push(out);
    this.pending = p >= buf.length ? Buffer.alloc(0) : Buffer.from(buf.subarray(p));
  }

  /** A field's value, trimmed; null when empty (PostgreSQL's nullif(btrim(…), '')). */
  private cell(buf: Buffer, index: number): string | null {
    if (index < 0) return null;
    const f = this.fields;
    const raw = buf.toString('utf8', f.starts[index]!, f.ends[index]!);
    const value = trimSpaces(f.quotes[index] ? unquote(raw) : raw);
    return value === '' ? null : value;
  }

  /** One record checked and turned into its stored row (empty when the record is wholly blank). */
  private row(buf: Buffer, line: number): string {
    const { layout, assignments, network } = this.rules;
    const at = this.index;
    const channel = this.cell(buf, at.channel);
    const amount = this.cell(buf, at.amount);
    // Wholly blank rows (a spreadsheet's trailing ",,,,") carry nothing and are skipped.
    if (channel === null && amount === null) return '';
    if (channel === null) throw rowError('errors.revenueRowChannelMissing', line, channel);
    if (!CHANNEL_PATTERN.test(channel)) throw rowError('errors.revenueRowChannelInvalid', line, channel);
    if (amount !== null && !AMOUNT_PATTERN.test(amount)) throw rowError('errors.revenueRowAmountInvalid', line, amount);
    const adjustment = this.cell(buf, at.adjustment);
    // Channel ids without UC get it (0.5); an id finance assigned to a network channel goes there.
    const source = channel.startsWith('UC') ? channel : `UC${channel}`;
    const channelId = assignments.get(source) ?? source;
    let item: string;
    if (layout.item === 'byAdjustment') item = (adjustment ?? 'None').toLowerCase() === 'none' ? 'ad_revenue' : 'adjustments';
    else if (layout.item === 'byPurchaseType') {
      const purchase = this.cell(buf, at.purchase);
      item = (purchase !== null && purchaseTypeItems.find(([pattern]) => pattern.test(purchase))?.[1]) || 'transaction_other';
    } else item = layout.item;
    let signed = amount ?? '0';
    const negate =
      layout.sign === 'taxRefund' || (layout.sign === 'yppCredit' && adjustment !== null && /credit/i.test(adjustment));
    if (negate) signed = signed.charCodeAt(0) === 45 ? signed.slice(1) : `-${signed}`;

    const key = `${channelId}\u0000${item}`;
    this.sums.set(key, (this.sums.get(key) ?? 0n) + scaledAmount(signed));
    this.rows++;
    if (!network.has(channelId)) this.unmatched++;
    const video = this.cell(buf, at.video) ?? '';
    const asset = this.cell(buf, at.asset) ?? '';
    const title = this.cell(buf, at.title) ?? '';
    return `${channelId},${quoted(video)},${quoted(asset)},${quoted(adjustment ?? 'None')},${item},${quoted(title)},${signed}\n`;
  }
}
