import { describe, expect, it } from 'vitest';
import { doneRun, kyoto, osaka, preview, runningRun, tokyo, undoneRun, undoRun, videos } from './video-data-fixtures.ts';
import {
  activeRun,
  bulkChanges,
  canUndo,
  editProblem,
  emptyBulkEdit,
  fieldLabel,
  filterVideos,
  parseTags,
  previewCost,
  previewGroups,
  runCounts,
  runFields,
  toggled,
  toggledAll,
  valueText,
  type BulkEdit,
} from './video-data-model.ts';

const edit = (patch: Partial<BulkEdit>): BulkEdit => ({ ...emptyBulkEdit, ...patch });
const all = new Set(videos.map((v) => v.video_id));

describe('the bulk edit', () => {
  it.each([
    [edit({ find: '' }), 2, 'problems.noFind'],
    [edit({ find: 'x', fields: [] }), 2, 'problems.noFields'],
    [edit({ find: 'x' }), 0, 'problems.noSelection'],
    [edit({ kind: 'addTags', tags: ' , ' }), 1, 'problems.noTags'],
    [edit({ kind: 'localize', titleTemplate: '  ' }), 1, 'problems.noTitle'],
    [edit({ find: 'x' }), 1, null],
    [edit({ kind: 'removeTags', tags: 'vlog' }), 1, null],
  ])('%o with %i chosen: %s', (form, selected, problem) => {
    expect(editProblem(form, selected)).toBe(problem);
  });

  it('reads tags separated by any comma', () => {
    expect(parseTags('travel, 旅行，日本、 ,Japan ')).toEqual(['travel', '旅行', '日本', 'Japan']);
  });

  it('finds and replaces in the chosen videos only, in the chosen fields', () => {
    const chosen = new Set(['vidTokyo001', 'vidOsaka002']);
    expect(bulkChanges(videos, chosen, edit({ find: 'Subscribe', replace: 'Follow us', fields: ['description'] }))).toEqual([
      { video_id: 'vidOsaka002', description: 'Street food. Follow us!' },
      { video_id: 'vidTokyo001', description: 'A day in Tokyo. Follow us!' },
    ]);
    // Kyoto is not chosen; matching case by default.
    expect(bulkChanges(videos, chosen, edit({ find: 'tokyo', replace: '東京', fields: ['title', 'tags'] }))).toEqual([]);
    expect(bulkChanges(videos, chosen, edit({ find: 'tokyo', replace: '東京', fields: ['title', 'tags'], matchCase: false }))).toEqual([
      { video_id: 'vidTokyo001', title: '東京 vlog day 1', tags: ['vlog', '東京'] },
    ]);
  });

  it('adds and removes tags without case, leaving videos that would not change', () => {
    expect(bulkChanges(videos, all, edit({ kind: 'addTags', tags: 'VLOG, travel' }))).toEqual([
      { video_id: 'vidKyoto003', tags: ['Kyoto', 'temple', 'VLOG', 'travel'] },
      { video_id: 'vidOsaka002', tags: ['food', 'VLOG', 'travel'] },
      { video_id: 'vidTokyo001', tags: ['vlog', 'Tokyo', 'travel'] },
    ]);
    expect(bulkChanges(videos, all, edit({ kind: 'removeTags', tags: 'kyoto' }))).toEqual([{ video_id: 'vidKyoto003', tags: ['temple'] }]);
  });

  it('sets a localization from templates of the video’s own title and description', () => {
    const form = edit({ kind: 'localize', language: 'en', titleTemplate: '[EN] {title}', descriptionTemplate: '{description}' });
    expect(bulkChanges([tokyo, kyoto], new Set([tokyo.video_id, kyoto.video_id]), form)).toEqual([
      { video_id: 'vidTokyo001', localizations: { en: { title: '[EN] Tokyo vlog day 1', description: 'A day in Tokyo. Subscribe!' } } },
      { video_id: 'vidKyoto003', localizations: { en: { title: '[EN] Kyoto temples', description: '' } } },
    ]);
    // Already that: nothing to send.
    expect(bulkChanges([kyoto], new Set([kyoto.video_id]), { ...form, titleTemplate: '{title}', descriptionTemplate: 'Autumn.' })).toEqual([]);
  });
});

describe('the preview', () => {
  it('groups the changes per video with each field’s before and after as text', () => {
    expect(previewGroups(preview, videos)).toEqual([
      {
        video_id: 'vidTokyo001',
        title: 'Tokyo vlog day 1',
        thumbnail_url: null,
        rows: [
          { field: 'description', before: 'A day in Tokyo. Subscribe!', after: 'A day in Tokyo. Follow us!' },
          { field: 'tags', before: 'vlog, Tokyo', after: 'vlog, Tokyo, travel' },
        ],
      },
      { video_id: 'vidOsaka002', title: 'Osaka food tour', thumbnail_url: null, rows: [{ field: 'localizations.en', before: null, after: 'Osaka food' }] },
    ]);
    expect(previewCost(preview)).toEqual({ videos: 2, units: 100, perVideo: 50 });
  });

  it.each([
    [null, null],
    ['text', 'text'],
    [['a', 'b'], 'a, b'],
    [{ title: 'T', description: 'D' }, 'T — D'],
  ] as const)('shows %o as %o', (value, text) => {
    expect(valueText(value as never)).toBe(text);
  });

  it('names fields, localizations by their language', () => {
    expect(fieldLabel('tags')).toEqual({ key: 'fields.tags' });
    expect(fieldLabel('localizations.zh-TW')).toEqual({ key: 'fields.localization', language: 'zh-TW' });
  });
});

describe('the list and the choice', () => {
  it('filters by title, tag or exact id, without case', () => {
    expect(filterVideos(videos, 'TEMPLE').map((v) => v.video_id)).toEqual(['vidKyoto003']);
    expect(filterVideos(videos, 'vidosaka002')).toEqual([osaka]);
    expect(filterVideos(videos, ' ')).toEqual(videos);
  });

  it('ticks one, then all shown, then none of those shown', () => {
    expect([...toggled(new Set(['a']), 'a')]).toEqual([]);
    expect([...toggled(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    const some = toggledAll(new Set(['other', 'vidKyoto003']), [kyoto, osaka]);
    expect([...some].sort()).toEqual(['other', 'vidKyoto003', 'vidOsaka002']);
    expect([...toggledAll(some, [kyoto, osaka])]).toEqual(['other']);
  });
});

describe('the runs', () => {
  it('counts the results and names the fields changed', () => {
    expect(runCounts(doneRun)).toEqual({ applied: 1, failed: 1, not_sent: 0, pending: 0 });
    expect(runFields(doneRun)).toEqual(['title', 'localizations.en']);
  });

  it('undoes a run that ended, applied something and was not undone', () => {
    expect(canUndo(doneRun)).toBe(true);
    expect(canUndo(undoneRun)).toBe(false);
    expect(canUndo(runningRun)).toBe(false);
    expect(canUndo({ ...doneRun, results: [doneRun.results[1]!] })).toBe(false);
    expect(canUndo(undoRun)).toBe(true);
  });

  it('finds the run under way', () => {
    expect(activeRun([doneRun, runningRun])).toBe(runningRun);
    expect(activeRun([doneRun, undoneRun])).toBeNull();
  });
});
