// @vitest-environment jsdom
// The access context's current channel keeps its identity while it stays the same channel (issue 24):
// every reader of the context draws again when it changes, so a new object for the same channel
// redrew the whole dashboard, unsliced, while a page was being put on screen.
import type { UserInfo } from '@chorus/contract';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../../test/render-view.tsx';
import { AccessProvider, useAccess } from './access-context.tsx';

const OWN = 'UCown0000000000000000001';
const OTHER = 'UCother00000000000000001';

const user = {
  id: 41,
  account_type: 'user',
  channels: [{ channel_id: OWN, channel_title: 'Mei Kitchen', member_type: 'owner' }],
  owner_advertisers: [],
  advertiser_clinet: [],
  advertiser_member: [],
  ads_member_type: null,
  specific_capabilities: null,
  permissions: [],
  has_cms_permissions: false,
  in_channel_group: false,
  switched_by: null,
} as unknown as UserInfo;

/** Renders the provider on `path` and records every value its readers were drawn with. */
async function renderAccess(path: string) {
  const seen: ReturnType<typeof useAccess>[] = [];
  function Reader() {
    seen.push(useAccess());
    return null;
  }
  await renderView(
    <AccessProvider user={user} builtPages={new Set()}>
      <Reader />
    </AccessProvider>,
    { path, queries: true },
  );
  return { seen, last: () => seen.at(-1)! };
}

describe('AccessProvider: the current channel', () => {
  it('opened by address, one of the own channels is remembered without drawing the readers again', async () => {
    localStorage.clear();
    const { seen, last } = await renderAccess(`/dashboard/ch/${OWN}/overview`);
    expect(last().channel).toMatchObject({ id: OWN, name: 'Mei Kitchen', listed: true });
    // The address made it the remembered choice (an effect after the first draw)…
    expect(localStorage.length).toBeGreaterThan(0);
    // …and the readers saw one value: the same channel, the same object.
    expect(new Set(seen.map((access) => access.channel)).size).toBe(1);
    expect(new Set(seen).size).toBe(1);
  });

  it('outside the own list, the channel is renamed when a page learns its title, and stays put for titles of others', async () => {
    localStorage.clear();
    const { seen, last } = await renderAccess(`/dashboard/ch/${OTHER}/overview`);
    expect(last().channel).toMatchObject({ id: OTHER, name: OTHER, listed: false });

    act(() => last().nameChannel(OTHER, 'Tokyo Walks'));
    const named = last();
    expect(named.channel).toMatchObject({ id: OTHER, name: 'Tokyo Walks' });

    const drawn = seen.length;
    act(() => named.nameChannel('UCsomeoneelse000000000001', 'Someone Else'));
    expect(last().channel).toBe(named.channel);
    expect(last()).toBe(named);
    expect(seen.length).toBe(drawn);
  });
});
