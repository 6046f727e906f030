import { describe, expect, it } from 'vitest';
import { packageOf, subject } from './package-fixture.ts';
import { channelIdsOf, selectedOf, submitMove, targetDrafts, ticked, titleOf } from './wizard-model.ts';

const owner = subject({ id: 2, accountType: 'advertiser', teams: { owner: [3], client: [], member: [] }, adsMemberType: 'adsOwner' });
const client = subject({ id: 4, accountType: 'advertiser', teams: { owner: [], client: [3], member: [] }, adsMemberType: 'adsClient' });
const cook = { channel_id: 'UC_cook', channel_title: 'Cooking Studio' };
const tea = { channel_id: 'UC_tea', channel_title: 'Tea Time' };

describe('the wizard model', () => {
  it('reads well-formed channel ids from the address, each once', () => {
    expect(channelIdsOf(' UC_a ,UC-b,,bad id,UC_a,x/y')).toEqual(['UC_a', 'UC-b']);
    expect(channelIdsOf(null)).toEqual([]);
    expect(channelIdsOf(Array.from({ length: 120 }, (_, i) => `c${i}`).join(','))).toHaveLength(100);
  });

  it('ticks every channel until one is unticked', () => {
    expect(selectedOf([cook, tea], null)).toEqual([cook, tea]);
    expect(selectedOf([cook, tea], new Set(['UC_tea']))).toEqual([tea]);
    expect([...ticked([cook, tea], 'UC_cook', false)]).toEqual(['UC_tea']);
    expect([...ticked([tea], 'UC_cook', true)]).toEqual(['UC_tea', 'UC_cook']);
  });

  it('offers the drafts the caller may edit, naming the selected channels already inside (spec 8)', () => {
    const drafts = [packageOf({ id: 7, channel_ids: ['UC_cook'] }), packageOf({ id: 8, channel_ids: [] })];
    expect(targetDrafts(owner, drafts, [cook, tea]).map((d) => [d.pkg.id, d.inside])).toEqual([
      [7, [cook]],
      [8, []],
    ]);
    expect(targetDrafts(client, drafts, [cook])).toEqual([]);
  });

  it("ends with the caller's first move: the owner submits a draft", () => {
    expect(submitMove(owner, packageOf())).toBe('applying');
    expect(submitMove(client, packageOf())).toBeUndefined();
  });

  it('names a channel by its title, else its id', () => {
    expect(titleOf([cook], 'UC_cook')).toBe('Cooking Studio');
    expect(titleOf([cook], 'UC_x')).toBe('UC_x');
  });
});
