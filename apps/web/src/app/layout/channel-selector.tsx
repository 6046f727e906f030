import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../lib/session/access-context.tsx';

/** The current channel (spec 3 client state); hidden for people without channels. */
export function ChannelSelector() {
  const { t } = useTranslation();
  const { user, channel, selectChannel } = useAccess();
  if (user.channels.length === 0 || !channel) return null;
  return (
    <TextField
      select
      size="small"
      label={t('channel')}
      value={channel.id}
      onChange={(e) => selectChannel(e.target.value)}
      sx={{ minWidth: 220, maxWidth: 320 }}
      slotProps={{ htmlInput: { 'data-testid': 'channel-select' } }}
    >
      {user.channels.map((c) => (
        <MenuItem key={c.channel_id} value={c.channel_id}>
          {c.channel_title} · {t(`nav:memberTypes.${c.member_type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
