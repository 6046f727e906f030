import { channelPages, isChannelPage, pagePath, type PageKey } from '@chorus/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatch, useNavigate } from 'react-router';
import {
  ChannelSearchAdornment,
  channelOption,
  titleMatches,
  useChannelListProps,
  useChannelSearch,
  type ChannelOption,
  type ChannelSearchOption as Option,
} from '../../components/channel-search.tsx';
import { useAccess } from '../../lib/session/access-context.tsx';
import { builtPages } from '../page-registry.ts';

/**
 * The current channel (spec 3 client state); hidden for people without a channel. A searchable
 * list: the user's own channels first (filtered as they type), then the other channels they may
 * see, searched on the server by name, @handle, id or tag as they type (network staff, group users, …).
 * On a channel page switching channel keeps the page (or the first channel page the other channel
 * allows) and its period in the address. Keyboard: type, arrows, Enter; Escape closes.
 */
export function ChannelSelector() {
  const { user, channel, selectChannel, canSeePageOn } = useAccess();
  const navigate = useNavigate();
  const location = useLocation();
  const onChannelPage = useMatch('/dashboard/ch/:channelId/:page');

  const current = useMemo<ChannelOption | null>(() => {
    if (!channel) return null;
    const own = user.channels.find((c) => c.channel_id === channel.id);
    return channelOption(channel.id, channel.name, own ? 'own' : 'other', own?.member_type ?? null);
  }, [channel, user.channels]);

  const change = (option: ChannelOption) => {
    if (!channel) return;
    selectChannel(option.id, option.title);
    const page = onChannelPage?.params.page as PageKey | undefined;
    if (!page || !isChannelPage(page) || option.id === channel.id) return;
    const target = canSeePageOn(page, option.id) ? page : channelPages.find((p) => builtPages.has(p) && canSeePageOn(p, option.id));
    navigate(target ? `${pagePath(target, option.id)}${location.search}` : '/dashboard');
  };
  // The field is drawn again only when the current channel changes, not on every change of the
  // address or the access context (issue 24): MUI's Autocomplete measures its anchor's width on
  // each render, which forced a layout of the whole page while a page was being put on screen.
  // Kept current after each commit, not during render: a render React throws away must not leave
  // its handler behind.
  const latestChange = useRef(change);
  useLayoutEffect(() => {
    latestChange.current = change;
  });
  const onPick = useCallback((option: ChannelOption) => latestChange.current(option), []);

  if (!current) return null;
  return <ChannelField current={current} onPick={onPick} />;
}

const ChannelField = memo(function ChannelField({ current, onPick }: { current: ChannelOption; onPick: (option: ChannelOption) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useChannelSearch(text, { enabled: open });
  const { own, others, more, needle } = search;
  const listProps = useChannelListProps(search);

  const options = useMemo<Option[]>(() => {
    // The current channel stays choosable while the list has not (yet) found it.
    const currentMissing = current.group === 'other' && !others.some((o) => o.id === current.id) && titleMatches({ id: '', title: current.title }, needle);
    return [...own, ...(currentMissing ? [current] : []), ...others, ...(more ? [more] : [])];
  }, [current, own, others, more, needle]);

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
        if (option.kind === 'channel') onPick(option);
      }}
      // Closed, the field names the current channel; open, it holds what the user types.
      inputValue={open ? text : current.title}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') setText(value);
      }}
      options={options}
      {...listProps}
      getOptionLabel={(o) => (o.kind === 'channel' ? o.title : '')}
      getOptionKey={(o) => o.id}
      disableClearable
      autoHighlight
      // On a phone it gives way to the language and account icons rather than push them off the bar.
      sx={{ width: { sm: 260, md: 300 }, flex: { xs: '0 1 180px', sm: 'none' }, minWidth: 0 }}
      slotProps={{ popper: { placement: 'bottom-end', sx: { minWidth: 340 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('channel')}
          placeholder={t('channelPicker.placeholder')}
          inputProps={{ ...params.inputProps, 'data-testid': 'channel-select', 'data-channel-id': current.id }}
          InputProps={{
            ...params.InputProps,
            endAdornment: <ChannelSearchAdornment searching={open && search.isFetching}>{params.InputProps.endAdornment}</ChannelSearchAdornment>,
          }}
        />
      )}
    />
  );
});
