// What the signed-in user may see, for the current channel: the same resolution the server uses.
// On a channel page (/dashboard/ch/:channelId/…) the address names the current channel: what the
// page shows and what the user may do follow that channel, also one outside the user's own list
// (network staff see every channel; the API answers 404 for a channel the user may not see).
import {
  channelMemberTypeOf,
  isComponentAllowed,
  isPageAllowed,
  resolveCapabilities,
  visibleNavigation,
  type ChannelMemberType,
  type ComponentKey,
  type NavGroup,
  type PageKey,
  type ResolvedCapabilities,
  type UserInfo,
} from '@chorus/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useMatch } from 'react-router';
import { storeChannel, storedChannel } from '../preferences.ts';

/**
 * Spec 3 client state for the current channel. `type` is "core" for the channel chosen by default.
 * `listed` is false for a channel opened by address that is not in the user's own list (no member
 * type; its name is the id until a page learns the title).
 */
export type CurrentChannel = { id: string; name: string; type: 'core' | 'selected'; memberType: ChannelMemberType | null; listed: boolean };

type Access = {
  user: UserInfo;
  caps: ResolvedCapabilities;
  channel: CurrentChannel | null;
  selectChannel: (channelId: string) => void;
  /** Lets a page that learned a channel's title (from the API) name a channel outside the user's list. */
  nameChannel: (channelId: string, title: string) => void;
  navigation: NavGroup[];
  canSeePage: (page: PageKey) => boolean;
  /** Whether the page would be allowed with `channelId` as the current channel (for switching channels). */
  canSeePageOn: (page: PageKey, channelId: string) => boolean;
  can: (component: ComponentKey) => boolean;
};

const AccessContext = createContext<Access | null>(null);

export function AccessProvider({ user, builtPages, children }: { user: UserInfo; builtPages: ReadonlySet<PageKey>; children: ReactNode }) {
  const [chosen, setChosen] = useState<string | null>(() => storedChannel(user.id));
  const [titles, setTitles] = useState<Record<string, string>>({});
  const routeChannelId = useMatch('/dashboard/ch/:channelId/*')?.params.channelId ?? null;

  // Spec 4: with no current channel and at least one channel, the first is chosen as the core one.
  // A channel page's address wins over the stored choice.
  const channel = useMemo<CurrentChannel | null>(() => {
    const wanted = routeChannelId ?? chosen;
    const entry = user.channels.find((c) => c.channel_id === wanted);
    if (entry) return { id: entry.channel_id, name: entry.channel_title, type: 'selected', memberType: entry.member_type, listed: true };
    if (routeChannelId) return { id: routeChannelId, name: titles[routeChannelId] ?? routeChannelId, type: 'selected', memberType: null, listed: false };
    const first = user.channels[0];
    return first ? { id: first.channel_id, name: first.channel_title, type: 'core', memberType: first.member_type, listed: true } : null;
  }, [user.channels, chosen, routeChannelId, titles]);

  // Opening one of one's channels by address makes it the remembered choice.
  useEffect(() => {
    if (routeChannelId && routeChannelId !== chosen && user.channels.some((c) => c.channel_id === routeChannelId)) {
      storeChannel(user.id, routeChannelId);
      setChosen(routeChannelId);
    }
  }, [routeChannelId, chosen, user.channels, user.id]);

  const capsOn = useCallback(
    (channelId: string | null) =>
      resolveCapabilities({
        accountType: user.account_type,
        channelMemberType: channelMemberTypeOf(user.channels, channelId),
        adsMemberType: user.ads_member_type,
        specific: user.specific_capabilities,
        permissions: user.permissions,
      }),
    [user],
  );
  const caps = useMemo(() => capsOn(channel?.id ?? null), [capsOn, channel?.id]);

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

  const nameChannel = useCallback((channelId: string, title: string) => {
    setTitles((known) => (known[channelId] === title ? known : { ...known, [channelId]: title }));
  }, []);

  const value = useMemo<Access>(
    () => ({
      user,
      caps,
      channel,
      selectChannel,
      nameChannel,
      navigation,
      canSeePage: (page) => isPageAllowed(caps, page),
      canSeePageOn: (page, channelId) => isPageAllowed(capsOn(channelId), page),
      can: (component) => isComponentAllowed(caps, component),
    }),
    [user, caps, capsOn, channel, selectChannel, nameChannel, navigation],
  );
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}

export function useAccess(): Access {
  const access = useContext(AccessContext);
  if (!access) throw new Error('useAccess outside AccessProvider');
  return access;
}
