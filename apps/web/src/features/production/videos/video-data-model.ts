// The video data manager page's pure parts (issue 29, videoData): which videos are shown and chosen,
// the bulk edit a person fills in turned into the batch's changes (the contract's own find and
// replace, tag and localization functions, the same the server's bench uses), the preview grouped
// per video with every field's before and after as text, and what each run in the history says.
import {
  addTags,
  findReplace,
  removeTags,
  setLocalizations,
  VIDEO_UPDATE_UNITS,
  type EditableVideo,
  type Localizations,
  type ProductionVideo,
  type TextField,
  type VideoBatchPreview,
  type VideoChange,
  type VideoField,
  type VideoFieldValue,
  type VideoLanguage,
  type VideoRun,
} from '@chorus/contract';

export const bulkKinds = ['replace', 'addTags', 'removeTags', 'localize'] as const;
export type BulkKind = (typeof bulkKinds)[number];

/** The bulk edit form. `localize`: a title and description per video, `{title}` and `{description}` standing for the video's own. */
export type BulkEdit = {
  kind: BulkKind;
  find: string;
  replace: string;
  fields: TextField[];
  matchCase: boolean;
  tags: string;
  language: VideoLanguage;
  titleTemplate: string;
  descriptionTemplate: string;
};

export const emptyBulkEdit: BulkEdit = {
  kind: 'replace',
  find: '',
  replace: '',
  fields: ['title'],
  matchCase: true,
  tags: '',
  language: 'en',
  titleTemplate: '',
  descriptionTemplate: '{description}',
};

/** Tags as typed: separated by commas (ASCII, full-width or ideographic), trimmed, empty ones left out. */
export function parseTags(text: string): string[] {
  return text
    .split(/[,，、]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

export const editableOf = (video: ProductionVideo): EditableVideo => ({
  video_id: video.video_id,
  title: video.title,
  description: video.description,
  tags: video.tags,
  localizations: video.localizations,
});

/** Why the form cannot be previewed yet (a message key of the page's namespace), or null. */
export function editProblem(edit: BulkEdit, selected: number): string | null {
  if (selected === 0) return 'problems.noSelection';
  if (edit.kind === 'replace') {
    if (edit.find === '') return 'problems.noFind';
    if (edit.fields.length === 0) return 'problems.noFields';
  }
  if ((edit.kind === 'addTags' || edit.kind === 'removeTags') && parseTags(edit.tags).length === 0) return 'problems.noTags';
  if (edit.kind === 'localize' && edit.titleTemplate.trim() === '') return 'problems.noTitle';
  return null;
}

const fill = (template: string, video: ProductionVideo) => template.replaceAll('{title}', video.title).replaceAll('{description}', video.description ?? '');

/** The batch's changes the bulk edit makes on the chosen videos (in the list's order); videos it does not change are left out. */
export function bulkChanges(videos: readonly ProductionVideo[], selected: ReadonlySet<string>, edit: BulkEdit): VideoChange[] {
  const chosen = videos.filter((v) => selected.has(v.video_id));
  const editable = chosen.map(editableOf);
  switch (edit.kind) {
    case 'replace':
      return findReplace(editable, { find: edit.find, replace: edit.replace, fields: edit.fields, matchCase: edit.matchCase });
    case 'addTags':
      return addTags(editable, parseTags(edit.tags));
    case 'removeTags':
      return removeTags(editable, parseTags(edit.tags));
    case 'localize': {
      const byVideo: Record<string, Localizations> = {};
      for (const video of chosen)
        byVideo[video.video_id] = { [edit.language]: { title: fill(edit.titleTemplate, video).trim(), description: fill(edit.descriptionTemplate, video) } };
      return setLocalizations(editable, byVideo);
    }
  }
}

/** A field's value as one line of text: tags joined, a localization as its title and description; null is no value. */
export function valueText(value: VideoFieldValue): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(', ');
  return value.description ? `${value.title} — ${value.description}` : value.title;
}

/** The message key naming a field (title, description, tags, a localization by language). */
export function fieldLabel(field: VideoField | string): { key: string; language?: string } {
  if (field.startsWith('localizations.')) return { key: 'fields.localization', language: field.slice('localizations.'.length) };
  return { key: `fields.${field}` };
}

export type PreviewRow = { field: VideoField; before: string | null; after: string | null };
export type PreviewGroup = { video_id: string; title: string; thumbnail_url: string | null; rows: PreviewRow[] };

/** The preview per video, in the preview's order, each field's before and after as text. */
export function previewGroups(preview: VideoBatchPreview, videos: readonly ProductionVideo[]): PreviewGroup[] {
  const byId = new Map(videos.map((v) => [v.video_id, v]));
  const groups = new Map<string, PreviewGroup>();
  for (const change of preview.changes) {
    let group = groups.get(change.video_id);
    if (!group) {
      const video = byId.get(change.video_id);
      group = { video_id: change.video_id, title: video?.title ?? change.video_id, thumbnail_url: video?.thumbnail_url ?? null, rows: [] };
      groups.set(change.video_id, group);
    }
    group.rows.push({ field: change.field, before: valueText(change.before), after: valueText(change.after) });
  }
  return [...groups.values()];
}

/** Videos the preview changes and the units it costs (YouTube: 50 per videos.update). */
export function previewCost(preview: VideoBatchPreview): { videos: number; units: number; perVideo: number } {
  return { videos: preview.quota_units / VIDEO_UPDATE_UNITS, units: preview.quota_units, perVideo: VIDEO_UPDATE_UNITS };
}

/** The videos shown: those whose title, tags or id hold the search text (without case). */
export function filterVideos(videos: readonly ProductionVideo[], search: string): ProductionVideo[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...videos];
  return videos.filter(
    (v) => v.title.toLowerCase().includes(needle) || v.video_id.toLowerCase() === needle || v.tags.some((t) => t.toLowerCase().includes(needle)),
  );
}

/** The choice after ticking one video. */
export function toggled(selected: ReadonlySet<string>, videoId: string): Set<string> {
  const next = new Set(selected);
  if (next.has(videoId)) next.delete(videoId);
  else next.add(videoId);
  return next;
}

/** The choice after the header box: every shown video when not all of them are chosen, else none of them (others stay). */
export function toggledAll(selected: ReadonlySet<string>, shown: readonly ProductionVideo[]): Set<string> {
  const next = new Set(selected);
  const all = shown.length > 0 && shown.every((v) => selected.has(v.video_id));
  for (const v of shown) {
    if (all) next.delete(v.video_id);
    else next.add(v.video_id);
  }
  return next;
}

export type RunCounts = { applied: number; failed: number; not_sent: number; pending: number };

export function runCounts(run: VideoRun): RunCounts {
  const counts: RunCounts = { applied: 0, failed: 0, not_sent: 0, pending: 0 };
  for (const r of run.results) counts[r.state] += 1;
  return counts;
}

/** Whether the run can be undone (the server's rule): it has ended, has not been undone, and applied something. */
export function canUndo(run: VideoRun): boolean {
  return run.state !== 'queued' && run.state !== 'running' && run.undone_by === null && run.results.some((r) => r.state === 'applied');
}

/** The run still being applied (one per channel at a time), if any. */
export function activeRun(runs: readonly VideoRun[]): VideoRun | null {
  return runs.find((r) => r.state === 'queued' || r.state === 'running') ?? null;
}

/** The fields a run changed, named once each, in the order met (for its one-line summary). */
export function runFields(run: VideoRun): VideoField[] {
  return [...new Set(run.results.flatMap((r) => r.changes.map((c) => c.field)))];
}
