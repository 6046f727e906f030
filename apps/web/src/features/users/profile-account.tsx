// The profile's side: the account (role, login, last sign-in, member since) and, for people who
// work on channels, the channels they work on with their relationship.
import type { UserInfo } from '@chorus/contract';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card.tsx';
import { formatDateTime } from '../../lib/format.ts';

export function ProfileAccount({ user, onChannels }: { user: UserInfo; onChannels: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <SectionCard title={t('profile.account')}>
        <Stack spacing={1.5}>
          <Detail label={t('profile.role')}>
            <Chip size="small" color="primary" variant="outlined" label={t(`nav:roles.${user.account_type}`)} data-testid="profile-role" />
          </Detail>
          {user.account && <Detail label={t('profile.loginAccount')}>{user.account}</Detail>}
          <Detail label={t('profile.lastLogin')}>{user.last_login_at ? formatDateTime(user.last_login_at, i18n.language) : '—'}</Detail>
          <Detail label={t('profile.memberSince')}>{formatDateTime(user.created_at, i18n.language)}</Detail>
        </Stack>
      </SectionCard>
      {onChannels && (
        <SectionCard title={t('profile.channels')} testId="profile-channels">
          {user.channels.length === 0 ? (
            <Typography color="text.secondary">{t('profile.noChannels')}</Typography>
          ) : (
            <List dense disablePadding>
              {user.channels.map((c) => (
                <ListItem key={c.channel_id} disableGutters secondaryAction={<Chip size="small" label={t(`nav:memberTypes.${c.member_type}`)} />}>
                  <ListItemText primary={c.channel_title} secondary={c.channel_id} />
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      )}
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}
