// What the signed-in user may see, for the current channel: the same resolution the server uses.
import {
  channelMemberTypeOf,
  isComponentAllowed,
  isPageAllowed,
  resolveCapabilities,
  visibleNavigation,
  type ChannelEntry,
  type ComponentKey,
  type NavGroup,
  type PageKey,
  type ResolvedCapabilities,
  type UserInfo,
} from '@chorus/contract';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { storeChannel, storedChannel } from '../preferences.ts';

/** Spec 3 client state for the current channel. `type` is "core" for the channel chosen by default. */
export type CurrentChannel = { id: string; name: string; type: 'core' | 'selected'; memberType: ChannelEntry['member_type'] };

type Access = {
  user: UserInfo;
  caps: ResolvedCapabilities;
  channel: CurrentChannel | null;
  selectChannel: (channelId: string) => void;
  navigation: NavGroup[];
  canSeePage: (page: PageKey) => boolean;
  can: (component: ComponentKey) => boolean;
};

const AccessContext = createContext<Access | null>(null);

export function AccessProvider({ user, builtPages, children }: { user: UserInfo; builtPages: ReadonlySet<PageKey>; children: ReactNode }) {
  const [chosen, setChosen] = useState<string | null>(() => storedChannel(user.id));

  // Spec 4: with no current channel and at least one channel, the first is chosen as the core one.
  const channel = useMemo<CurrentChannel | null>(() => {
    const entry = user.channels.find((c) => c.channel_id === chosen);
    if (entry) return { id: entry.channel_id, name: entry.channel_title, type: 'selected', memberType: entry.member_type };
    const first = user.channels[0];
    return first ? { id: first.channel_id, name: first.channel_title, type: 'core', memberType: first.member_type } : null;
  }, [user.channels, chosen]);

  const caps = useMemo(
    () =>
      resolveCapabilities({
        accountType: user.account_type,
        channelMemberType: channelMemberTypeOf(user.channels, channel?.id ?? null),
        adsMemberType: user.ads_member_type,
        specific: user.specific_capabilities,
        permissions: user.permissions,
      }),
    [user, channel?.id],
  );

  const navigation = useMemo(
    () => visibleNavigation(caps, { builtPages, currentChannelId: channel?.id ?? null, hasCmsPermissions: user.has_cms_permissions }),
    [caps, builtPages, channel?.id, user.has_cms_permissions],
  );

  const selectChannel = useCallback(
    (channelId: string) => {
      storeChannel(user.id, channelId);
      setChosen(channelId);
    },
    [user.id],
  );

  const value = useMemo<Access>(
    () => ({
      user,
      caps,
      channel,
      selectChannel,
      navigation,
      canSeePage: (page) => isPageAllowed(caps, page),
      can: (component) => isComponentAllowed(caps, component),
    }),
    [user, caps, channel, selectChannel, navigation],
  );
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}

export function useAccess(): Access {
  const access = useContext(AccessContext);
  if (!access) throw new Error('useAccess outside AccessProvider');
  return access;
}
