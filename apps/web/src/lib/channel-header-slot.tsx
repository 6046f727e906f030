// What other features add to a channel page's heading (the favourites star of the marketplace), so
// that the channel pages show it without importing those features: app/ fills the slot.
import { createContext, Suspense, useContext, type ComponentType } from 'react';

export type ChannelHeaderExtra = ComponentType<{ channelId: string }>;

export const ChannelHeaderSlot = createContext<ChannelHeaderExtra | null>(null);

/** The heading's extra, rendered for `channelId`; nothing when app/ provides none. */
export function ChannelHeaderExtras({ channelId }: { channelId: string }) {
  const Extra = useContext(ChannelHeaderSlot);
  // Its code may still be loading: the heading shows without it meanwhile.
  return Extra ? (
    <Suspense fallback={null}>
      <Extra channelId={channelId} />
    </Suspense>
  ) : null;
}
