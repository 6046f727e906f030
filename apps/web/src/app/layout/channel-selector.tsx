import { channelPages, isChannelPage, pagePath, type PageKey } from '@chorus/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { useAccess } from '../../lib/session/access-context.tsx';
import { builtPages } from '../page-registry.tsx';

/**
 * The current channel (spec 3 client state); hidden for people without channels. On a channel page
 * switching channel keeps the page (or the first channel page the other channel allows) and its
 * period in the address.
 */
export function ChannelSelector() {
  const { t } = useTranslation();
  const { user, channel, selectChannel, canSeePageOn } = useAccess();
  const navigate = useNavigate();
  const location = useLocation();
  const onChannelPage = useMatch('/dashboard/ch/:channelId/:page');
  if (!channel) return null;

  const change = (channelId: string) => {
    selectChannel(channelId);
    const page = onChannelPage?.params.page as PageKey | undefined;
    if (!page || !isChannelPage(page) || channelId === channel.id) return;
    const target = canSeePageOn(page, channelId) ? page : channelPages.find((p) => builtPages.has(p) && canSeePageOn(p, channelId));
    navigate(target ? `${pagePath(target, channelId)}${location.search}` : '/dashboard');
  };

  return (
    <TextField
      select
      size="small"
      label={t('channel')}
      value={channel.id}
      onChange={(e) => change(e.target.value)}
      sx={{ minWidth: 220, maxWidth: 320 }}
      slotProps={{ htmlInput: { 'data-testid': 'channel-select' } }}
    >
      {!channel.listed && (
        <MenuItem value={channel.id} data-testid={`channel-option-${channel.id}`}>
          {channel.name}
        </MenuItem>
      )}
      {user.channels.map((c) => (
        <MenuItem key={c.channel_id} value={c.channel_id} data-testid={`channel-option-${c.channel_id}`}>
          {c.channel_title} · {t(`nav:memberTypes.${c.member_type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
