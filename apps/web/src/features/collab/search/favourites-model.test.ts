import type { FavouriteListSummary } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { createListBody, dialogReady, dialogStartName, dialogTexts, shownListId, splitLists, toggled } from './favourites-model.ts';

const list = (id: number, team: FavouriteListSummary['team'] = null): FavouriteListSummary => ({
  id,
  name: `List ${id}`,
  team,
  channel_ids: [],
  updated_at: '2026-11-30T02:00:00.000Z',
});
const acme = { id: 5, name: 'Acme' };

describe('shownListId', () => {
  it.each([
    [null, undefined, null],
    [null, [], null],
    [null, [{ id: 3 }, { id: 4 }], 3],
    [4, [{ id: 3 }, { id: 4 }], 4],
    [9, undefined, 9],
  ])('chosen %j of %j shows %j', (chosen, lists, expected) => {
    expect(shownListId(chosen, lists)).toBe(expected);
  });
});

describe('splitLists', () => {
  it('keeps own and team lists apart in order', () => {
    const { personal, shared } = splitLists([list(1), list(2, acme), list(3), list(4, acme)]);
    expect(personal.map((l) => l.id)).toEqual([1, 3]);
    expect(shared.map((l) => l.id)).toEqual([2, 4]);
  });
  it('has none before the answer', () => {
    expect(splitLists(undefined)).toEqual({ personal: [], shared: [] });
  });
});

describe('toggled', () => {
  it.each([
    [[], 'UC1', ['UC1']],
    [['UC1'], 'UC2', ['UC1', 'UC2']],
    [['UC1', 'UC2'], 'UC1', ['UC2']],
  ])('%j toggling %j gives %j', (before, id, after) => {
    const start = new Set(before);
    expect([...toggled(start, id)]).toEqual(after);
    expect([...start]).toEqual(before);
  });
});

describe('the list dialog', () => {
  it.each([
    [{ kind: 'create' } as const, '', 'creators:favourites.newList', {}, null, 'creators:favourites.create'],
    [{ kind: 'rename', list: list(1) } as const, 'List 1', 'creators:favourites.rename', {}, null, 'creators:search.save'],
    [
      { kind: 'delete', list: list(1) } as const,
      '',
      'creators:favourites.deleteTitle',
      { name: 'List 1' },
      'creators:favourites.deleteBody',
      'creators:favourites.delete',
    ],
    [
      { kind: 'delete', list: list(2, acme) } as const,
      '',
      'creators:favourites.deleteTitle',
      { name: 'List 2' },
      'creators:favourites.deleteTeamBody',
      'creators:favourites.delete',
    ],
  ])('%j', (dialog, start, title, titleValues, body, confirm) => {
    expect(dialogStartName(dialog)).toBe(start);
    expect(dialogTexts(dialog)).toEqual({ title, titleValues, body, confirm });
  });

  it.each([
    ['create', '', false],
    ['create', '   ', false],
    ['create', 'Cooking', true],
    ['rename', ' x ', true],
    ['delete', '', true],
  ] as const)('%s with %j is ready: %j', (kind, name, ready) => {
    const dialog = kind === 'create' ? ({ kind } as const) : ({ kind, list: list(1) } as const);
    expect(dialogReady(dialog, name)).toBe(ready);
  });

  it.each([
    ['Cooking', '', { name: 'Cooking', advertiser_id: null }],
    ['Cooking', '5', { name: 'Cooking', advertiser_id: 5 }],
  ])('creates %j shared with %j', (name, team, body) => {
    expect(createListBody(name, team)).toEqual(body);
  });
});
