// The video data manager's bulk edits as pure functions (issue 29): find and replace, add or remove
// tags, set localizations, each turning the channel's current videos into a changes list (the
// batch body's `changes`); the preview of a changes list against the current values (every field
// that changes, before and after, and the quota the run costs); the video as it is after a change
// (what videos.update is sent); and the changes that undo a run.
import {
  VIDEO_UPDATE_UNITS,
  videoLanguages,
  type Localization,
  type Localizations,
  type VideoBatchPreview,
  type VideoChange,
  type VideoField,
  type VideoFieldChange,
  type VideoLanguage,
} from './videos.schemas.ts';

/** What a bulk edit reads and changes of a video. `description` null: not known. */
export type EditableVideo = { video_id: string; title: string; description: string | null; tags: readonly string[]; localizations: Localizations };

export type TextField = 'title' | 'description' | 'tags';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces every occurrence of `find` in the chosen fields (in each tag for tags); videos where nothing matches are left out. */
export function findReplace(
  videos: readonly EditableVideo[],
  options: { find: string; replace: string; fields: readonly TextField[]; matchCase?: boolean },
): VideoChange[] {
  if (options.find === '') return [];
  const pattern = new RegExp(escapeRegExp(options.find), options.matchCase === false ? 'gi' : 'g');
  const swap = (text: string) => text.replace(pattern, () => options.replace);
  const changes: VideoChange[] = [];
  for (const video of videos) {
    const change: VideoChange = { video_id: video.video_id };
    if (options.fields.includes('title') && swap(video.title) !== video.title) change.title = swap(video.title);
    if (options.fields.includes('description') && video.description !== null && swap(video.description) !== video.description)
      change.description = swap(video.description);
    if (options.fields.includes('tags')) {
      const tags = dedupe(video.tags.map(swap).filter((t) => t.trim() !== ''));
      if (!sameList(tags, video.tags)) change.tags = tags;
    }
    if (Object.keys(change).length > 1) changes.push(change);
  }
  return changes;
}

/** Adds the tags a video does not have yet (compared without case, as YouTube does), after its own. */
export function addTags(videos: readonly EditableVideo[], tags: readonly string[]): VideoChange[] {
  const wanted = dedupe(tags.map((t) => t.trim()).filter(Boolean));
  return videos.flatMap((video) => {
    const have = new Set(video.tags.map((t) => t.toLowerCase()));
    const added = wanted.filter((t) => !have.has(t.toLowerCase()));
    return added.length === 0 ? [] : [{ video_id: video.video_id, tags: [...video.tags, ...added] }];
  });
}

/** Removes the given tags (without case) from the videos that have any of them. */
export function removeTags(videos: readonly EditableVideo[], tags: readonly string[]): VideoChange[] {
  const gone = new Set(tags.map((t) => t.trim().toLowerCase()));
  return videos.flatMap((video) => {
    const kept = video.tags.filter((t) => !gone.has(t.toLowerCase()));
    return kept.length === video.tags.length ? [] : [{ video_id: video.video_id, tags: kept }];
  });
}

/** Sets localizations per video (the other languages are kept); a video whose localizations would not change is left out. */
export function setLocalizations(videos: readonly EditableVideo[], byVideo: Readonly<Record<string, Localizations>>): VideoChange[] {
  return videos.flatMap((video) => {
    const wanted = byVideo[video.video_id];
    if (!wanted) return [];
    const set: Localizations = {};
    for (const language of videoLanguages) {
      const next = wanted[language];
      if (next && !sameLocalization(video.localizations[language] ?? null, next)) set[language] = next;
    }
    return Object.keys(set).length === 0 ? [] : [{ video_id: video.video_id, localizations: set }];
  });
}

/** Every field a change alters on the video, with its value before and after; unchanged fields are left out. */
export function fieldChanges(video: EditableVideo, change: VideoChange): VideoFieldChange[] {
  const rows: VideoFieldChange[] = [];
  const id = video.video_id;
  if (change.title !== undefined && change.title !== video.title) rows.push({ video_id: id, field: 'title', before: video.title, after: change.title });
  if (change.description !== undefined && change.description !== video.description)
    rows.push({ video_id: id, field: 'description', before: video.description, after: change.description });
  if (change.tags !== undefined && !sameList(change.tags, video.tags)) rows.push({ video_id: id, field: 'tags', before: [...video.tags], after: change.tags });
  for (const language of videoLanguages) {
    const next = change.localizations?.[language];
    if (next === undefined) continue;
    const before = video.localizations[language] ?? null;
    if (!sameLocalization(before, next)) rows.push({ video_id: id, field: localizationField(language), before, after: next });
  }
  return rows;
}

/** The preview of a changes list: the field changes of each video in the list's order, and 50 units per video that changes. */
export function previewBatch(current: ReadonlyMap<string, EditableVideo>, changes: readonly VideoChange[]): VideoBatchPreview {
  const rows: VideoFieldChange[] = [];
  let videos = 0;
  for (const change of changes) {
    const video = current.get(change.video_id);
    if (!video) continue;
    const fields = fieldChanges(video, change);
    if (fields.length > 0) videos += 1;
    rows.push(...fields);
  }
  return { changes: rows, quota_units: videos * VIDEO_UPDATE_UNITS };
}

/** The video with its field changes applied (the values videos.update is sent). */
export function applyFieldChanges(video: EditableVideo, rows: readonly VideoFieldChange[]): EditableVideo {
  const next: EditableVideo = { ...video, localizations: { ...video.localizations } };
  for (const row of rows) {
    if (row.field === 'title') next.title = row.after as string;
    else if (row.field === 'description') next.description = row.after as string;
    else if (row.field === 'tags') next.tags = row.after as string[];
    else {
      const language = languageOf(row.field);
      if (row.after === null) delete next.localizations[language];
      else next.localizations[language] = row.after as Localization;
    }
  }
  return next;
}

/** The changes that put back the previous values of the given field changes (an undo run's input). */
export function undoChanges(rows: readonly VideoFieldChange[]): VideoChange[] {
  const byVideo = new Map<string, VideoChange>();
  for (const row of rows) {
    const change = byVideo.get(row.video_id) ?? { video_id: row.video_id };
    byVideo.set(row.video_id, change);
    if (row.field === 'title') change.title = row.before as string;
    else if (row.field === 'description') change.description = (row.before as string | null) ?? '';
    else if (row.field === 'tags') change.tags = row.before as string[];
    else change.localizations = { ...change.localizations, [languageOf(row.field)]: row.before as Localization | null };
  }
  return [...byVideo.values()];
}

export const localizationField = (language: VideoLanguage): VideoField => `localizations.${language}`;
const languageOf = (field: VideoField): VideoLanguage => field.slice('localizations.'.length) as VideoLanguage;

function sameLocalization(a: Localization | null, b: Localization | null): boolean {
  if (a === null || b === null) return a === b;
  return a.title === b.title && a.description === b.description;
}
function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
function dedupe(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
