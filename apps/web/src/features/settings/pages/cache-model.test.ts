import { describe, expect, it } from 'vitest';
import {
  byteSize,
  channelChoices,
  channelIdOf,
  errorMessageKey,
  filterTasks,
  idFromLabel,
  matchesFilter,
  type StateFilter,
  type TaskState,
} from './cache-model.ts';

describe('channelIdOf', () => {
  it.each([
    ['UC1234567890', 'UC1234567890'],
    ['  UC_abc-9  ', 'UC_abc-9'],
    ['a'.repeat(64), 'a'.repeat(64)],
    ['a'.repeat(65), null],
    ['', null],
    ['   ', null],
    ['UC 123', null],
    ['UC/123', null],
    ['頻道', null],
  ])('%j gives %j', (typed, expected) => {
    expect(channelIdOf(typed)).toBe(expected);
  });
});

describe('the channel field', () => {
  it.each([
    ['Cooking Studio · UC1', 'UC1'],
    ['A · B · UC2', 'UC2'],
    ['UC3', 'UC3'],
  ])('%j puts %j in the field', (text, expected) => {
    expect(idFromLabel(text)).toBe(expected);
  });
  it('offers the person own channels with their titles first, then the other channels of the queue once', () => {
    expect(channelChoices([{ channel_id: 'UC1', channel_title: 'Cooking' }], [{ channel_id: 'UC9' }, { channel_id: 'UC1' }, { channel_id: 'UC9' }])).toEqual([
      { id: 'UC1', label: 'Cooking · UC1' },
      { id: 'UC9', label: 'UC9' },
    ]);
  });
});

describe('the queue filter', () => {
  const states: TaskState[] = ['created', 'retry', 'active', 'completed', 'failed', 'cancelled'];
  it.each([
    ['all', ['created', 'retry', 'active', 'completed', 'failed', 'cancelled']],
    ['waiting', ['created', 'retry']],
    ['active', ['active']],
    ['completed', ['completed']],
    ['failed', ['failed', 'cancelled']],
  ] as [StateFilter, TaskState[]][])('%s shows %j', (filter, expected) => {
    expect(states.filter((s) => matchesFilter(s, filter))).toEqual(expected);
  });

  const tasks = [
    { id: 1, state: 'completed' as const, channel_id: 'UCalpha' },
    { id: 2, state: 'failed' as const, channel_id: 'UCbeta' },
    { id: 3, state: 'created' as const, channel_id: 'UCgamma' },
  ];
  const titles = new Map([['UCgamma', 'Cooking Studio']]);
  it.each([
    ['all', '', [1, 2, 3]],
    ['all', 'BETA', [2]],
    ['all', '  cooking ', [3]],
    ['waiting', 'cooking', [3]],
    ['failed', 'cooking', []],
    ['completed', 'uc', [1]],
  ] as [StateFilter, string, number[]][])('filter %s, search %j: tasks %j', (filter, search, expected) => {
    expect(filterTasks(tasks, filter, search, titles).map((t) => t.id)).toEqual(expected);
  });
});

describe('texts', () => {
  it.each([
    ['errors.youtubeNotAuthorized', 'messages:errors.youtubeNotAuthorized'],
    ['errors.quota exceeded', null],
    ['socket hang up', null],
  ])('error %j is read from %j', (error, expected) => {
    expect(errorMessageKey(error)).toBe(expected);
  });
  it.each([
    [0, { value: 0, unit: 'B' }],
    [1023, { value: 1023, unit: 'B' }],
    [1024, { value: 1, unit: 'KB' }],
    [1536, { value: 1.5, unit: 'KB' }],
    [1048576, { value: 1, unit: 'MB' }],
    [3145728, { value: 3, unit: 'MB' }],
  ])('%d bytes is %j', (bytes, expected) => {
    expect(byteSize(bytes)).toEqual(expected);
  });
});
