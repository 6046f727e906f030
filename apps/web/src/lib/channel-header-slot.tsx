// What other features add to a channel's pages, so that the channel pages show it without importing
// those features (app/ fills the slots): beside a channel page's heading (the marketplace's
// favourites star), and below the channel's overview (the linked Instagram and TikTok accounts).
import { createContext, Suspense, useContext, type ComponentType, type Context } from 'react';

export type ChannelHeaderExtra = ComponentType<{ channelId: string }>;

export const ChannelHeaderSlot = createContext<ChannelHeaderExtra | null>(null);
export const ChannelOverviewSlot = createContext<ChannelHeaderExtra | null>(null);

/** A slot's extra, rendered for `channelId`; nothing when app/ provides none. Its code may still be loading: the page shows without it meanwhile. */
function Extras({ slot, channelId }: { slot: Context<ChannelHeaderExtra | null>; channelId: string }) {
  const Extra = useContext(slot);
  return Extra ? (
    <Suspense fallback={null}>
      <Extra channelId={channelId} />
    </Suspense>
  ) : null;
}

export const ChannelHeaderExtras = ({ channelId }: { channelId: string }) => <Extras slot={ChannelHeaderSlot} channelId={channelId} />;
export const ChannelOverviewExtras = ({ channelId }: { channelId: string }) => <Extras slot={ChannelOverviewSlot} channelId={channelId} />;
