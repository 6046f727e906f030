import type { Prospect, Prospects } from '@chorus/contract';
import { describe, expect, it } from 'vitest';
import { nextStages, prospectsOf, savedChannels, stageDates } from './prospects-model.ts';

const prospect = (id: number, listId: number, status: Prospect['status'], dates: Prospect['dates'] = {}): Prospect => ({
  id,
  list_id: listId,
  channel_id: `UC${id}`,
  title: `Channel ${id}`,
  in_network: false,
  status,
  owner: null,
  notes: '',
  dates,
  invitation_id: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});

describe('the pipeline', () => {
  it('moves to any other stage, and never from signed', () => {
    expect(nextStages('contacted')).toEqual(['found', 'replied', 'negotiating', 'signed', 'declined']);
    expect(nextStages('declined')).toEqual(['found', 'contacted', 'replied', 'negotiating', 'signed']);
    expect(nextStages('signed')).toEqual([]);
  });
  it('lists the dates of the stages reached in pipeline order', () => {
    expect(stageDates({ dates: { replied: '2026-11-03', found: '2026-11-01', contacted: '2026-11-02' } })).toEqual([
      ['found', '2026-11-01'],
      ['contacted', '2026-11-02'],
      ['replied', '2026-11-03'],
    ]);
  });
  it('shows one list or all, one stage or any, and knows which channels are saved', () => {
    const data: Prospects = { lists: [], items: [prospect(1, 10, 'found'), prospect(2, 11, 'signed'), prospect(3, 10, 'signed')] };
    expect(prospectsOf(data, 10, '').map((p) => p.id)).toEqual([1, 3]);
    expect(prospectsOf(data, null, 'signed').map((p) => p.id)).toEqual([2, 3]);
    expect(prospectsOf(undefined, null, '')).toEqual([]);
    expect([...savedChannels(data)]).toEqual(['UC1', 'UC2', 'UC3']);
  });
});
