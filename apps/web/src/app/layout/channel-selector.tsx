import { channelPages, isChannelPage, pagePath, type ChannelMemberType, type PageKey } from '@chorus/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { formatCount } from '../../lib/format.ts';
import { useAccess } from '../../lib/session/access-context.tsx';
import { builtPages } from '../page-registry.ts';
import { useDebounced } from '../../lib/use-debounced.ts';

/** How many channels one search shows; the rest are found by typing more. */
const SEARCH_PAGE_SIZE = 20;
const DEBOUNCE_MS = 250;

type ChannelOption = {
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
type MoreOption = { kind: 'more'; id: string; group: 'other'; remaining: number };
type Option = ChannelOption | MoreOption;

/**
 * The current channel (spec 3 client state); hidden for people without a channel. A searchable
 * list: the user's own channels first (filtered as they type), then the other channels they may
 * see, searched on the server by name, id or tag as they type (network staff, group users, …).
 * On a channel page switching channel keeps the page (or the first channel page the other channel
 * allows) and its period in the address. Keyboard: type, arrows, Enter; Escape closes.
 */
export function ChannelSelector() {
  const { t, i18n } = useTranslation();
  const { user, channel, selectChannel, canSeePageOn } = useAccess();
  const navigate = useNavigate();
  const location = useLocation();
  const onChannelPage = useMatch('/dashboard/ch/:channelId/:page');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  // Asked only while the list is open: the server answers with exactly the channels this user may see.
  const search = useQuery({
    queryKey: ['channels', 'search', q],
    queryFn: () => api('channelList', { query: { q: q || undefined, page_size: SEARCH_PAGE_SIZE } }),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });

  const current = useMemo<ChannelOption | null>(() => {
    if (!channel) return null;
    const own = user.channels.find((c) => c.channel_id === channel.id);
    return {
      kind: 'channel',
      id: channel.id,
      title: channel.name,
      group: own ? 'own' : 'other',
      memberType: own?.member_type ?? null,
      subscribers: null,
      iconUrl: null,
      hidden: false,
      isNew: false,
    };
  }, [channel, user.channels]);

  const options = useMemo<Option[]>(() => {
    if (!current) return [];
    const needle = text.trim().toLowerCase();
    const found = search.data?.items ?? [];
    const own: Option[] = user.channels
      .filter((c) => !needle || c.channel_title.toLowerCase().includes(needle) || c.channel_id.toLowerCase().includes(needle))
      .map((c) => ({
        kind: 'channel',
        id: c.channel_id,
        title: c.channel_title,
        group: 'own',
        memberType: c.member_type,
        subscribers: null,
        iconUrl: null,
        hidden: false,
        isNew: false,
      }));
    const ownIds = new Set(user.channels.map((c) => c.channel_id));
    // While the answer for what was typed is on its way, the last answer stays, narrowed to what
    // still matches by title or id (tags and handles are known only to the server).
    const fresh = !search.isPlaceholderData && q === text.trim();
    const others: Option[] = found
      .filter((c) => !ownIds.has(c.channel_id))
      .filter((c) => fresh || !needle || c.title.toLowerCase().includes(needle) || c.channel_id.toLowerCase().includes(needle))
      .map((c) => ({
        kind: 'channel',
        id: c.channel_id,
        title: c.title,
        group: 'other',
        memberType: null,
        subscribers: c.subscribers,
        iconUrl: c.icon_url,
        hidden: c.hidden ?? false,
        isNew: c.is_new,
      }));
    // The current channel stays choosable while the list has not (yet) found it.
    const currentMissing = current.group === 'other' && !others.some((o) => o.id === current.id) && (!needle || current.title.toLowerCase().includes(needle));
    const remaining = fresh ? (search.data?.total ?? 0) - found.length : 0;
    return [
      ...own,
      ...(currentMissing ? [current] : []),
      ...others,
      ...(remaining > 0 ? [{ kind: 'more' as const, id: 'more', group: 'other' as const, remaining }] : []),
    ];
  }, [current, text, q, search.data, search.isPlaceholderData, user.channels]);

  if (!channel || !current) return null;

  const change = (option: ChannelOption) => {
    selectChannel(option.id, option.title);
    const page = onChannelPage?.params.page as PageKey | undefined;
    if (!page || !isChannelPage(page) || option.id === channel.id) return;
    const target = canSeePageOn(page, option.id) ? page : channelPages.find((p) => builtPages.has(p) && canSeePageOn(p, option.id));
    navigate(target ? `${pagePath(target, option.id)}${location.search}` : '/dashboard');
  };

  const describe = (option: ChannelOption) =>
    [
      option.memberType ? t(`nav:memberTypes.${option.memberType}`) : null,
      option.subscribers !== null ? t('channelPicker.subscribers', { value: formatCount(option.subscribers, i18n.language) }) : null,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Autocomplete<Option, false, true, false>
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setText('');
      }}
      value={current}
      onChange={(_, option) => {
        if (option.kind === 'channel') change(option);
      }}
      // Closed, the field names the current channel; open, it holds what the user types.
      inputValue={open ? text : current.title}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') setText(value);
      }}
      options={options}
      filterOptions={(o) => o}
      groupBy={(o) => o.group}
      getOptionLabel={(o) => (o.kind === 'channel' ? o.title : '')}
      getOptionKey={(o) => o.id}
      getOptionDisabled={(o) => o.kind === 'more'}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disableClearable
      autoHighlight
      loading={search.isFetching}
      loadingText={t('channelPicker.searching')}
      noOptionsText={search.isError ? t('channelPicker.failed') : t('channelPicker.noMatches')}
      sx={{ width: { xs: 180, sm: 260, md: 300 } }}
      slotProps={{ popper: { placement: 'bottom-end', sx: { minWidth: 340 } } }}
      renderGroup={(params) => (
        <li key={params.key}>
          <ListSubheader component="div" sx={{ lineHeight: '32px', fontWeight: 700 }} data-testid={`channel-group-${params.group}`}>
            {t(`channelPicker.groups.${params.group}`)}
          </ListSubheader>
          <Box component="ul" sx={{ p: 0 }}>
            {params.children}
          </Box>
        </li>
      )}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: Key };
        if (option.kind === 'more') {
          return (
            <li key={key} {...rest} data-testid="channel-options-more">
              <Typography variant="caption" color="text.secondary">
                {t('channelPicker.more', { count: option.remaining })}
              </Typography>
            </li>
          );
        }
        const detail = describe(option);
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
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('channel')}
          placeholder={t('channelPicker.placeholder')}
          inputProps={{ ...params.inputProps, 'data-testid': 'channel-select', 'data-channel-id': channel.id }}
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <>
                {open && search.isFetching && <CircularProgress size={16} aria-label={t('channelPicker.searching')} />}
                {params.InputProps.endAdornment}
              </>
            ),
          }}
        />
      )}
    />
  );
}
