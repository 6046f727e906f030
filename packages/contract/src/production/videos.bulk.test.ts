import { describe, expect, it } from 'vitest';
import { addTags, applyFieldChanges, findReplace, previewBatch, removeTags, setLocalizations, undoChanges, type EditableVideo } from './videos.bulk.ts';
import { videoBatchBodySchema } from './videos.schemas.ts';

const a: EditableVideo = {
  video_id: 'vidA',
  title: 'Tokyo Vlog day 1',
  description: 'A day in tokyo.',
  tags: ['vlog', 'Tokyo'],
  localizations: { ja: { title: '東京 1日目', description: '東京の一日。' } },
};
const b: EditableVideo = { video_id: 'vidB', title: 'Osaka food', description: 'Street food.', tags: [], localizations: {} };
const current = new Map([a, b].map((v) => [v.video_id, v]));

describe('find and replace', () => {
  it('replaces in the chosen fields and leaves out videos where nothing matches', () => {
    expect(findReplace([a, b], { find: 'Tokyo', replace: '東京', fields: ['title', 'tags'] })).toEqual([
      { video_id: 'vidA', title: '東京 Vlog day 1', tags: ['vlog', '東京'] },
    ]);
  });
  it('ignores case when asked, and treats the search text literally', () => {
    expect(findReplace([a], { find: 'tokyo', replace: 'Kyoto', fields: ['description', 'title'], matchCase: false })).toEqual([
      { video_id: 'vidA', title: 'Kyoto Vlog day 1', description: 'A day in Kyoto.' },
    ]);
    expect(findReplace([a], { find: '.', replace: '!', fields: ['title'] })).toEqual([]);
    expect(findReplace([a], { find: '', replace: 'x', fields: ['title'] })).toEqual([]);
  });
});

describe('tags', () => {
  it('adds only the tags a video lacks (without case), after its own', () => {
    expect(addTags([a, b], ['tokyo', 'travel'])).toEqual([
      { video_id: 'vidA', tags: ['vlog', 'Tokyo', 'travel'] },
      { video_id: 'vidB', tags: ['tokyo', 'travel'] },
    ]);
  });
  it('removes tags without case; videos without them are left out', () => {
    expect(removeTags([a, b], ['TOKYO'])).toEqual([{ video_id: 'vidA', tags: ['vlog'] }]);
  });
});

describe('localizations', () => {
  it('sets the given languages and leaves out what would not change', () => {
    const ja = { title: '東京 1日目', description: '東京の一日。' };
    const en = { title: 'Tokyo day 1', description: 'A day in Tokyo.' };
    expect(setLocalizations([a, b], { vidA: { ja, en }, vidB: {} })).toEqual([{ video_id: 'vidA', localizations: { en } }]);
  });
});

describe('preview', () => {
  it('lists every field that changes with before and after, and 50 units per video that changes', () => {
    const preview = previewBatch(current, [
      { video_id: 'vidA', title: 'Tokyo Vlog day 1', tags: ['vlog'], localizations: { 'zh-TW': { title: '東京第一天', description: '' } } },
      { video_id: 'vidB', title: 'Osaka food' },
      { video_id: 'unknown', title: 'x' },
    ]);
    expect(preview).toEqual({
      changes: [
        { video_id: 'vidA', field: 'tags', before: ['vlog', 'Tokyo'], after: ['vlog'] },
        { video_id: 'vidA', field: 'localizations.zh-TW', before: null, after: { title: '東京第一天', description: '' } },
      ],
      quota_units: 50,
    });
  });

  it('undo changes put back every previous value, a localization that was added removed', () => {
    const preview = previewBatch(current, [
      { video_id: 'vidA', title: 'New', description: 'New text', tags: [], localizations: { en: { title: 'E', description: 'D' }, ja: null } },
    ]);
    const after = applyFieldChanges(a, preview.changes);
    expect(after).toEqual({ video_id: 'vidA', title: 'New', description: 'New text', tags: [], localizations: { en: { title: 'E', description: 'D' } } });
    const undo = undoChanges(preview.changes);
    const restored = applyFieldChanges(after, previewBatch(new Map([['vidA', after]]), undo).changes);
    expect(restored).toEqual(a);
  });
});

describe('the batch body (YouTube limits)', () => {
  const body = (change: object) => ({ channel_id: 'UCx', dry_run: true, changes: [{ video_id: 'vidA', ...change }] });
  it('accepts a title of 100 characters and tags of 500 characters in all', () => {
    expect(videoBatchBodySchema.safeParse(body({ title: 'あ'.repeat(100), tags: ['a'.repeat(249), 'b'.repeat(250)] })).success).toBe(true);
  });
  it.each([
    [{ title: 'x'.repeat(101) }, 'validation.videoTitleTooLong'],
    [{ title: '  ' }, 'validation.videoTitleRequired'],
    [{ title: 'a <b>' }, 'validation.videoTextAngle'],
    [{ description: 'é'.repeat(2501) }, 'validation.videoDescriptionTooLong'],
    [{ tags: ['a'.repeat(250), 'b'.repeat(250)] }, 'validation.videoTagsTooLong'],
    [{ tags: ['two words', 'c'.repeat(489)] }, 'validation.videoTagsTooLong'],
  ])('refuses %j with %s', (change, message) => {
    const result = videoBatchBodySchema.safeParse(body(change));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
  it('refuses a language the manager does not edit', () => {
    const result = videoBatchBodySchema.safeParse(body({ localizations: { fr: { title: 'x', description: '' } } }));
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['fr'] });
  });
  it('refuses the same video twice and an empty list', () => {
    const twice = { channel_id: 'UCx', dry_run: true, changes: [{ video_id: 'v1' }, { video_id: 'v1' }] };
    expect(videoBatchBodySchema.safeParse(twice).error?.issues[0]?.message).toBe('validation.duplicateVideoIds');
    expect(videoBatchBodySchema.safeParse({ channel_id: 'UCx', dry_run: false, changes: [] }).error?.issues[0]?.message).toBe('validation.nothingToChange');
  });
});
