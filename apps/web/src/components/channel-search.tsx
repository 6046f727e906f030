// The channel search shared by the top bar's channel picker and the channel group forms: the user's
// own channels first (filtered as they type), then the other channels they may see, searched on the
// server by name, @handle, id or tag as they type; and how the list, one option and one list heading
// look and what the list says while searching.
import type { ChannelMemberType } from '@chorus/contract';
import type { AutocompleteRenderGroupParams } from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useMemo, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../lib/format.ts';
import { useAccess } from '../lib/session/access-context.tsx';
import { useDebounced } from '../lib/use-debounced.ts';
import { useEndpointQuery, keepPreviousData } from '../lib/endpoint-query.ts';

/** How many channels one search shows; the rest are found by typing more. */
const SEARCH_PAGE_SIZE = 20;
const DEBOUNCE_MS = 250;

export type ChannelOption = {
  kind: 'channel';
  id: string;
  title: string;
  /** "own": the user's own channels (first); "other": the other channels they may see. */
  group: 'own' | 'other';
  memberType: ChannelMemberType | null;
  subscribers: number | null;
  iconUrl: string | null;
  hidden: boolean;
  isNew: boolean;
};
/** The last row when a search found more than it shows. */
export type MoreOption = { kind: 'more'; id: string; group: 'other'; remaining: number };
export type ChannelSearchOption = ChannelOption | MoreOption;

/** An option known only by id and title (a channel already chosen, the current channel). */
export function channelOption(id: string, title: string, group: 'own' | 'other', memberType: ChannelMemberType | null = null): ChannelOption {
  return { kind: 'channel', id, title, group, memberType, subscribers: null, iconUrl: null, hidden: false, isNew: false };
}

export const titleMatches = (option: { id: string; title: string }, needle: string) =>
  !needle || option.title.toLowerCase().includes(needle) || option.id.toLowerCase().includes(needle);

/**
 * The options for what was typed. `enabled`: the server is asked only while the list is open.
 * `ownedOnly`: only channels the user owns (a group administrator shares only those), no search.
 */
export function useChannelSearch(text: string, { enabled, ownedOnly = false }: { enabled: boolean; ownedOnly?: boolean }) {
  const { user } = useAccess();
  const typed = text.trim();
  const q = useDebounced(typed, DEBOUNCE_MS);
  // The server answers with exactly the channels this user may see.
  const search = useEndpointQuery(
    'channelList',
    { query: { q: q || undefined, page_size: SEARCH_PAGE_SIZE } },
    { enabled: enabled && !ownedOnly, placeholderData: keepPreviousData, staleTime: 30_000, retry: false },
  );
  const lists = useMemo(() => {
    const needle = typed.toLowerCase();
    const mine = ownedOnly ? user.channels.filter((c) => c.member_type === 'owner') : user.channels;
    const own = mine.map((c) => channelOption(c.channel_id, c.channel_title, 'own', c.member_type)).filter((o) => titleMatches(o, needle));
    if (ownedOnly) return { own, others: [] as ChannelOption[], more: null };
    const ownIds = new Set(user.channels.map((c) => c.channel_id));
    const found = search.data?.items ?? [];
    // While the answer for what was typed is on its way, the last answer stays, narrowed to what
    // still matches by title or id (tags and handles are known only to the server).
    const fresh = !search.isPlaceholderData && q === typed;
    const others: ChannelOption[] = found
      .filter((c) => !ownIds.has(c.channel_id))
      .map((c) => ({
        ...channelOption(c.channel_id, c.title, 'other'),
        subscribers: c.subscribers,
        iconUrl: c.icon_url,
        hidden: c.hidden ?? false,
        isNew: c.is_new,
      }))
      .filter((o) => fresh || titleMatches(o, needle));
    const remaining = fresh ? (search.data?.total ?? 0) - found.length : 0;
    const more: MoreOption | null = remaining > 0 ? { kind: 'more', id: 'more', group: 'other', remaining } : null;
    return { own, others, more };
  }, [typed, q, ownedOnly, search.data, search.isPlaceholderData, user.channels]);
  return { ...lists, needle: typed.toLowerCase(), isFetching: search.isFetching, isError: search.isError };
}

/** One row of the list: avatar, title, member type and subscribers, new and hidden marks. */
export function ChannelOptionItem({ props, option }: { props: HTMLAttributes<HTMLLIElement> & { key?: Key }; option: ChannelSearchOption }) {
  const { t, i18n } = useTranslation();
  const { key, ...rest } = props;
  if (option.kind === 'more') {
    return (
      <li key={key} {...rest} data-testid="channel-options-more">
        <Typography variant="caption" color="text.secondary">
          {t('channelPicker.more', { count: option.remaining })}
        </Typography>
      </li>
    );
  }
  const detail = [
    option.memberType ? t(`nav:memberTypes.${option.memberType}`) : null,
    option.subscribers !== null ? t('channelPicker.subscribers', { value: formatCount(option.subscribers, i18n.language) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li key={key} {...rest} data-testid={`channel-option-${option.id}`}>
      <Avatar src={option.iconUrl ?? undefined} alt="" sx={{ width: 28, height: 28, mr: 1.5, fontSize: 13, bgcolor: 'primary.main' }}>
        {option.title.slice(0, 1)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {option.title}
        </Typography>
        {detail && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {detail}
          </Typography>
        )}
      </Box>
      {option.isNew && <Chip size="small" color="primary" variant="outlined" label={t('channelPicker.new')} sx={{ ml: 1, height: 20 }} />}
      {option.hidden && (
        <Chip size="small" variant="outlined" label={t('channelPicker.hidden')} sx={{ ml: 1, height: 20 }} data-testid={`channel-hidden-${option.id}`} />
      )}
    </li>
  );
}

/** The heading of "my channels" and "other channels you can view". */
export function ChannelGroupHeading({ group, children }: { group: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li>
      <ListSubheader component="div" sx={{ lineHeight: '32px', fontWeight: 700 }} data-testid={`channel-group-${group}`}>
        {t(`channelPicker.groups.${group}`)}
      </ListSubheader>
      <Box component="ul" sx={{ p: 0 }}>
        {children}
      </Box>
    </li>
  );
}

/**
 * The Autocomplete settings both pickers share: the options come filtered (by the search), grouped
 * under their headings, the "more" row cannot be picked, and the list says when it is searching,
 * found nothing or failed.
 */
export function useChannelListProps(search: { isFetching: boolean; isError: boolean }) {
  const { t } = useTranslation();
  return {
    filterOptions: (options: ChannelSearchOption[]) => options,
    groupBy: (option: ChannelSearchOption) => option.group,
    getOptionDisabled: (option: ChannelSearchOption) => option.kind === 'more',
    isOptionEqualToValue: (a: ChannelSearchOption, b: ChannelSearchOption) => a.id === b.id,
    loading: search.isFetching,
    loadingText: t('channelPicker.searching'),
    noOptionsText: search.isError ? t('channelPicker.failed') : t('channelPicker.noMatches'),
    renderGroup: (params: AutocompleteRenderGroupParams) => (
      <ChannelGroupHeading key={params.key} group={params.group}>
        {params.children}
      </ChannelGroupHeading>
    ),
    renderOption: (props: HTMLAttributes<HTMLLIElement> & { key: Key }, option: ChannelSearchOption) => (
      <ChannelOptionItem key={option.id} props={props} option={option} />
    ),
  };
}

/** The end of the search field: a spinner while the list is open and searching, then the field's own buttons. */
export function ChannelSearchAdornment({ searching, children }: { searching: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {searching && <CircularProgress size={16} aria-label={t('channelPicker.searching')} />}
      {children}
    </>
  );
}
