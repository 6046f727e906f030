// A channel that does not exist or that the user may not see (the API answers 404 for both, so
// nobody learns which channels exist): a clear card with a way back to one's own channel.
import { pagePath, type ChannelPage } from '@chorus/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { InfoIcon } from '../../../components/icons.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';

export function ChannelNotFound({ channelId, page }: { channelId: string; page: ChannelPage }) {
  const { t } = useTranslation();
  const { user } = useAccess();
  const own = user.channels.find((c) => c.channel_id !== channelId);
  return (
    <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: 6 }} role="alert" data-testid="channel-not-found">
      <CardContent sx={{ p: 4, textAlign: 'center' }}>
        <InfoIcon sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
        <Typography variant="h5" component="h2" gutterBottom>
          {t('analytics:notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('analytics:notFound.body')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3, fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {channelId}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
          {own && (
            <Button component={RouterLink} to={pagePath(page, own.channel_id)} variant="contained" data-testid="channel-not-found-own">
              {t('analytics:notFound.toOwn', { name: own.channel_title })}
            </Button>
          )}
          <Button component={RouterLink} to="/dashboard/info" variant={own ? 'text' : 'contained'}>
            {t('analytics:notFound.toProfile')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
