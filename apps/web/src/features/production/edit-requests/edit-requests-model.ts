// What the editing requests page (videoEditor, issue 29) shows and lets each person do, as plain
// functions: which request the address opens, the list's overdue marks and channel choices, the
// ask form and its body, the moves, comments and deliveries the contract's policies allow this
// person (the rules the server applies), timecodes, the versions to play and compare, and the
// steps of a resumable upload.
import {
  asksForEdits,
  CHANNEL_ID_PATTERN,
  commentsOnEditRequest,
  deliversEditVersion,
  editRequestCreateSchema,
  editRequestStatuses,
  nextEditStatuses,
  uploadsToEditRequest,
  type EditRequestCreate,
  type EditRequestDetail,
  type EditRequestStatus,
  type EditRequestSummary,
  type EditFilePurpose,
  type Subject,
} from '@chorus/contract';
import type { StatusColors } from '../../../components/status-chip.tsx';
import { fieldErrors } from '../../../components/field-errors.ts';

export type EditVersion = EditRequestDetail['versions_delivered'][number];
export type EditComment = EditVersion['comments'][number];

export const statusColors: StatusColors<EditRequestStatus> = {
  requested: 'warning',
  in_edit: 'info',
  in_review: 'primary',
  changes_requested: 'error',
  approved: 'success',
  published: 'default',
};

/** The request the address opens (`?request=12`, the link the status mail carries); null for the list. */
export function requestIdOf(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2 ** 31 - 1 ? id : null;
}

/** The list's filters from the address (`?channel=…&status=…`): what cannot be read is no filter. */
export function filterOf(search: URLSearchParams): { channelId: string; status: EditRequestStatus | '' } {
  const channel = search.get('channel') ?? '';
  const status = search.get('status') ?? '';
  return {
    channelId: CHANNEL_ID_PATTERN.test(channel) ? channel : '',
    status: (editRequestStatuses as readonly string[]).includes(status) ? (status as EditRequestStatus) : '',
  };
}

/** The address's query for the filters (empty ones left out). */
export function filterSearch(filter: { channelId: string; status: string }): string {
  const search = new URLSearchParams();
  if (filter.channelId) search.set('channel', filter.channelId);
  if (filter.status) search.set('status', filter.status);
  const text = search.toString();
  return text ? `?${text}` : '';
}

const taipeiDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' });
/** Due dates are the network's calendar days (Taipei), as the server's workload counts them. */
export function networkToday(now: Date): string {
  return taipeiDay.format(now);
}

/** Past its due date and not yet published. */
export function isOverdue(request: { due_date: string; status: EditRequestStatus }, today: string): boolean {
  return request.status !== 'published' && request.due_date < today;
}

export type ChannelChoice = { id: string; title: string };

/** The channels to filter by: the person's own, and every channel the unfiltered list showed, by title. */
export function channelChoices(own: readonly { channel_id: string; channel_title: string }[], listed: readonly EditRequestSummary[]): ChannelChoice[] {
  const byId = new Map<string, string>();
  for (const c of own) byId.set(c.channel_id, c.channel_title);
  for (const r of listed) if (!byId.has(r.channel_id)) byId.set(r.channel_id, r.channel_title);
  return [...byId].map(([id, title]) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

/** The channels this person may ask an edit for (their owner's or manager's side, as the server judges). */
export function askChannels(subject: Subject, own: readonly { channel_id: string; channel_title: string }[]): ChannelChoice[] {
  return own.filter((c) => asksForEdits(subject, { channel_id: c.channel_id })).map((c) => ({ id: c.channel_id, title: c.channel_title }));
}

export type AskForm = { channelId: string; title: string; brief: string; styleReferences: string; dueDate: string; footageLinks: string };
export const emptyAskForm = (channelId = ''): AskForm => ({ channelId, title: '', brief: '', styleReferences: '', dueDate: '', footageLinks: '' });

/** One link a line (blank lines dropped). */
export const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

export function askBody(form: AskForm): EditRequestCreate {
  return {
    channel_id: form.channelId,
    title: form.title.trim(),
    brief: form.brief.trim(),
    style_references: linesOf(form.styleReferences),
    due_date: form.dueDate,
    footage_links: linesOf(form.footageLinks),
  };
}

/** The form's field errors by the contract's schema (i18n keys); a link list's error goes on its field. */
export function askErrors(form: AskForm): Partial<Record<keyof AskForm, string>> {
  const raw = fieldErrors(editRequestCreateSchema, askBody(form));
  const out: Partial<Record<keyof AskForm, string>> = {};
  for (const [field, key] of Object.entries(raw)) {
    const name = field.split('.')[0];
    const target: keyof AskForm | undefined =
      name === 'channel_id'
        ? 'channelId'
        : name === 'due_date'
          ? 'dueDate'
          : name === 'style_references'
            ? 'styleReferences'
            : name === 'footage_links'
              ? 'footageLinks'
              : name === 'title' || name === 'brief'
                ? name
                : undefined;
    if (target) out[target] ??= name === 'channel_id' ? 'editing:ask.channelRequired' : key;
  }
  return out;
}

/** The facts the contract's request policies judge, from the answer. */
export const factsOf = (r: Pick<EditRequestSummary, 'channel_id' | 'status' | 'editor'>) => ({
  channel_id: r.channel_id,
  status: r.status,
  editor_id: r.editor?.user_id ?? null,
});

/** What this person may do on the request now: the contract's policies, the server's own rules. */
export function abilities(subject: Subject, request: Pick<EditRequestSummary, 'channel_id' | 'status' | 'editor'>) {
  const facts = factsOf(request);
  return {
    moves: nextEditStatuses(subject, facts),
    comment: commentsOnEditRequest(subject, facts),
    deliver: deliversEditVersion(subject, facts),
    uploadFootage: uploadsToEditRequest(subject, facts, 'footage'),
  };
}

/** A move asks for the published video's id (published), or offers a note (every other). */
export const moveNeedsVideoId = (to: EditRequestStatus) => to === 'published';

/** A YouTube video id from what was pasted: the id itself, or a watch, youtu.be or Shorts address. */
export function videoIdFrom(text: string): string {
  const value = text.trim();
  const m = /(?:[?&]v=|youtu\.be\/|\/shorts\/|\/live\/)([A-Za-z0-9_-]{11})/.exec(value);
  return m ? m[1]! : value;
}

/** A timecode as a player shows it: m:ss.s below an hour, h:mm:ss.s from it (tenths only when there are any). */
export function formatTimecode(seconds: number): string {
  const tenths = Math.round(Math.max(0, seconds) * 10);
  const whole = Math.floor(tenths / 10);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const frac = tenths % 10 === 0 ? '' : `.${tenths % 10}`;
  const ss = `${String(s).padStart(2, '0')}${frac}`;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A timecode typed by a person (`1:02.5`, `0:01:02`, `62.5`) in seconds; null when it cannot be read or is past 24 hours. */
export function parseTimecode(text: string): number | null {
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return null;
  if (parts.slice(0, -1).some((p) => p.includes('.'))) return null;
  const seconds = parts.reduce((sum, p) => sum * 60 + Number(p), 0);
  if (parts.length > 1 && parts.slice(1).some((p) => Number(p) >= 60)) return null;
  return seconds <= 86_400 ? Math.round(seconds * 1000) / 1000 : null;
}

/** The address a delivered file (or footage) is read from; the server answers byte ranges, so it plays and seeks. */
export const fileUrl = (requestId: number, fileId: number) => `/api/v1/production/edit-requests/${requestId}/files/${fileId}`;

/** Versions newest first, each with its comments in timecode order. */
export function versionsNewestFirst(detail: Pick<EditRequestDetail, 'versions_delivered'>): EditVersion[] {
  return [...detail.versions_delivered]
    .sort((a, b) => b.version - a.version)
    .map((v) => ({ ...v, comments: [...v.comments].sort((a, b) => a.at_seconds - b.at_seconds || a.comment_id - b.comment_id) }));
}

/** The two versions a comparison opens with: the latest and the one before it; null with fewer than two. */
export function comparePair(versions: readonly EditVersion[]): [number, number] | null {
  const numbers = versions.map((v) => v.version).sort((a, b) => a - b);
  return numbers.length < 2 ? null : [numbers[numbers.length - 2]!, numbers[numbers.length - 1]!];
}

/** A size in the largest unit that keeps it at or above 1 (binary units, as the limit is set). */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** The steps of one resumable upload, as the upload card shows them. */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'tooLarge'; name: string; bytes: number }
  | { phase: 'sending'; name: string; sent: number; total: number }
  | { phase: 'paused'; name: string; sent: number; total: number }
  | { phase: 'done'; name: string }
  | { phase: 'failed'; name: string; message: string };

export type UploadEvent =
  | { type: 'chosen'; name: string; bytes: number; max: number }
  | { type: 'progress'; sent: number; total: number }
  | { type: 'paused' }
  | { type: 'resumed' }
  | { type: 'done' }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'chosen':
      // The limit is judged before a byte is sent (the server refuses it too).
      return event.bytes > event.max
        ? { phase: 'tooLarge', name: event.name, bytes: event.bytes }
        : { phase: 'sending', name: event.name, sent: 0, total: event.bytes };
    case 'progress':
      return state.phase === 'sending' ? { ...state, sent: event.sent, total: event.total } : state;
    case 'paused':
      return state.phase === 'sending' ? { ...state, phase: 'paused' } : state;
    case 'resumed':
      return state.phase === 'paused' ? { ...state, phase: 'sending' } : state;
    case 'done':
      return 'name' in state ? { phase: 'done', name: state.name } : state;
    case 'failed':
      return 'name' in state ? { phase: 'failed', name: state.name, message: event.message } : state;
    case 'reset':
      return { phase: 'idle' };
  }
}

/** Whole percent of the bytes sent (0 for an empty file until it is done). */
export const percentOf = (sent: number, total: number) => (total > 0 ? Math.floor((sent / total) * 100) : 0);

export type UploadPurpose = EditFilePurpose;
