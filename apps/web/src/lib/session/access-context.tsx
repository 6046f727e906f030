// What the signed-in user may see, for the current channel: the same resolution the server uses.
// On a channel page (/dashboard/ch/:channelId/…) the address names the current channel: what the
// page shows and what the user may do follow that channel, also one outside the user's own list
// (network staff see every channel; the API answers 404 for a channel the user may not see).
// People without channels of their own who may see others (staff, viewers, …) get the channel
// with the most subscribers they may see as their current one, so the channel pages appear.
import {
  channelFreeCapabilities,
  isComponentAllowed,
  isPageAllowed,
  isRouteAllowed,
  routes,
  subjectCapabilities,
  subjectFromUserInfo,
  visibleNavigation,
  type ChannelMemberType,
  type ComponentKey,
  type NavGroup,
  type PageKey,
  type ResolvedCapabilities,
  type Route,
  type RouteId,
  type Subject,
  type UserInfo,
} from '@chorus/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMatch } from 'react-router';
import { api } from '../api-client.ts';
import { useEndpointCache, useEndpointQueryFrom } from '../endpoint-query.ts';
import { storeChannel, storedChannel } from '../preferences.ts';

/**
 * Spec 3 client state for the current channel. `type` is "core" for the channel chosen by default.
 * `listed` is false for a channel opened by address that is not in the user's own list (no member
 * type; its name is the id until a page learns the title).
 */
type CurrentChannel = { id: string; name: string; type: 'core' | 'selected'; memberType: ChannelMemberType | null; listed: boolean };

type Access = {
  user: UserInfo;
  /** The user as the contract's policies (<area>/policies.ts) judge them: the same answers as the server's. */
  subject: Subject;
  caps: ResolvedCapabilities;
  channel: CurrentChannel | null;
  /** True while the current channel is still being looked up (a remembered or a default one). */
  channelPending: boolean;
  /** Makes a channel the current one; `title` names one outside the user's own list. */
  selectChannel: (channelId: string, title?: string) => void;
  /** Lets a page that learned a channel's title (from the API) name a channel outside the user's list. */
  nameChannel: (channelId: string, title: string) => void;
  navigation: NavGroup[];
  canSeePage: (page: PageKey) => boolean;
  /** Whether the page would be allowed with `channelId` as the current channel (for switching channels). */
  canSeePageOn: (page: PageKey, channelId: string) => boolean;
  can: (component: ComponentKey) => boolean;
  /**
   * Whether the server would let the user call a route, judged as the server does: a channel-scoped
   * route with the current channel's member type, any other with all of the user's member types.
   * Pages ask it before a call that would otherwise answer 403.
   */
  canCall: (route: RouteId) => boolean;
};

const AccessContext = createContext<Access | null>(null);

type KnownChannel = { channel_id: string; title: string };
/** The channel list's calls of the lookups below (the channel selector fills the first when choosing). */
const visibleChannelCall = (channelId: string) => ({ query: { q: channelId, page_size: 5 } });
/** The shape of the first lookup's answer: the channel, or null where it is not visible. */
const VISIBLE = 'visibleChannel';
const defaultChannelCall = { query: { sort: 'subscribers', page_size: 1 } } as const;

/** The channel, if the user may still see it (the list searches ids too). */
async function findVisibleChannel(channelId: string): Promise<KnownChannel | null> {
  const answer = await api('channelList', visibleChannelCall(channelId));
  return answer.items.find((c) => c.channel_id === channelId) ?? null;
}

export function AccessProvider({ user, builtPages, children }: { user: UserInfo; builtPages: ReadonlySet<PageKey>; children: ReactNode }) {
  const [chosen, setChosen] = useState<string | null>(() => storedChannel(user.id));
  const [titles, setTitles] = useState<Record<string, string>>({});
  const routeChannelId = useMatch('/dashboard/ch/:channelId/*')?.params.channelId ?? null;
  const cache = useEndpointCache();

  // A remembered choice outside the user's own list (chosen in the channel selector): kept while
  // the user may still see it, named by the channel list.
  const remembered = !routeChannelId && chosen && !user.channels.some((c) => c.channel_id === chosen) ? chosen : null;
  const rememberedLookup = useEndpointQueryFrom(
    'channelList',
    visibleChannelCall(remembered ?? ''),
    { shape: VISIBLE, fetch: () => findVisibleChannel(remembered!) },
    {
      enabled: remembered !== null,
      staleTime: 5 * 60_000,
      retry: false,
    },
  );
  const rememberedChannel = remembered ? rememberedLookup.data : undefined;
  // Nothing of one's own and nothing (still) chosen: the most-subscribed channel one may see, if any.
  const needsDefault = user.channels.length === 0 && !routeChannelId && (remembered === null || rememberedChannel === null || rememberedLookup.isError);
  const defaultLookup = useEndpointQueryFrom(
    'channelList',
    defaultChannelCall,
    { shape: 'firstChannel', fetch: async (): Promise<KnownChannel | null> => (await api('channelList', defaultChannelCall)).items[0] ?? null },
    {
      enabled: needsDefault,
      staleTime: 5 * 60_000,
      retry: false,
    },
  );
  const channelPending = (remembered !== null && rememberedLookup.isPending) || (needsDefault && defaultLookup.isPending);

  // Spec 4: with no current channel and at least one channel, the first is chosen as the core one.
  // A channel page's address wins over the stored choice.
  const found = useMemo<CurrentChannel | null>(() => {
    const wanted = routeChannelId ?? chosen;
    const entry = user.channels.find((c) => c.channel_id === wanted);
    if (entry) return { id: entry.channel_id, name: entry.channel_title, type: 'selected', memberType: entry.member_type, listed: true };
    if (routeChannelId) return { id: routeChannelId, name: titles[routeChannelId] ?? routeChannelId, type: 'selected', memberType: null, listed: false };
    // While its lookup runs, the remembered channel stands (by its id, or the title learned when chosen).
    if (remembered && rememberedChannel !== null && !rememberedLookup.isError) {
      return { id: remembered, name: rememberedChannel?.title ?? titles[remembered] ?? remembered, type: 'selected', memberType: null, listed: false };
    }
    const first = user.channels[0];
    if (first) return { id: first.channel_id, name: first.channel_title, type: 'core', memberType: first.member_type, listed: true };
    const fallback = needsDefault ? defaultLookup.data : null;
    return fallback ? { id: fallback.channel_id, name: fallback.title, type: 'core', memberType: null, listed: false } : null;
  }, [user.channels, chosen, routeChannelId, titles, remembered, rememberedChannel, rememberedLookup.isError, needsDefault, defaultLookup.data]);
  // The same channel stays the same object (issue 24): the choice remembered from the address and a
  // title learned by a page recompute it, and a new object would make every reader of the access
  // context (the whole dashboard) draw again, at once and unsliced, while a page is being drawn.
  const { id, name, type, memberType, listed } = found ?? {};
  const channel = useMemo<CurrentChannel | null>(
    () => (id === undefined ? null : { id, name: name!, type: type!, memberType: memberType ?? null, listed: listed! }),
    [id, name, type, memberType, listed],
  );

  // Opening one of one's channels by address makes it the remembered choice. Only when the address
  // changes: a choice made in the selector comes a moment before the address it leads to, and must
  // not be undone by the address it leaves.
  const lastRouteChannel = useRef<string | null>(null);
  useEffect(() => {
    if (routeChannelId === lastRouteChannel.current) return;
    lastRouteChannel.current = routeChannelId;
    if (routeChannelId && routeChannelId !== chosen && user.channels.some((c) => c.channel_id === routeChannelId)) {
      storeChannel(user.id, routeChannelId);
      setChosen(routeChannelId);
    }
  }, [routeChannelId, chosen, user.channels, user.id]);

  const subject = useMemo(() => subjectFromUserInfo(user), [user]);
  // On a channel: the member type there (none: the guest sub-key); the subject keeps each answer.
  const capsOn = useCallback(
    (channelId: string | null) => (channelId === null ? channelFreeCapabilities(subject) : subjectCapabilities(subject, channelId)),
    [subject],
  );
  const caps = useMemo(() => capsOn(channel?.id ?? null), [capsOn, channel?.id]);
  const offChannel = subjectCapabilities(subject);

  const navigation = useMemo(
    () => visibleNavigation(caps, { builtPages, currentChannelId: channel?.id ?? null, hasCmsPermissions: user.has_cms_permissions }),
    [caps, builtPages, channel?.id, user.has_cms_permissions],
  );

  const nameChannel = useCallback((channelId: string, title: string) => {
    setTitles((known) => (known[channelId] === title ? known : { ...known, [channelId]: title }));
  }, []);

  const selectChannel = useCallback(
    (channelId: string, title?: string) => {
      if (title !== undefined) {
        nameChannel(channelId, title);
        // Chosen from the list just now: no need to look it up again.
        const known: KnownChannel = { channel_id: channelId, title };
        cache.store('channelList', visibleChannelCall(channelId), known, VISIBLE);
      }
      storeChannel(user.id, channelId);
      setChosen(channelId);
    },
    [user.id, nameChannel, cache],
  );

  const value = useMemo<Access>(
    () => ({
      user,
      subject,
      caps,
      channel,
      channelPending,
      selectChannel,
      nameChannel,
      navigation,
      canSeePage: (page) => isPageAllowed(caps, page),
      canSeePageOn: (page, channelId) => isPageAllowed(capsOn(channelId), page),
      can: (component) => isComponentAllowed(caps, component),
      canCall: (id) => {
        const route: Route = routes[id];
        return isRouteAllowed(route.channelScoped ? caps : offChannel, route.permission);
      },
    }),
    [user, subject, caps, capsOn, offChannel, channel, channelPending, selectChannel, nameChannel, navigation],
  );
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}

export function useAccess(): Access {
  const access = useContext(AccessContext);
  if (!access) throw new Error('useAccess outside AccessProvider');
  return access;
}
