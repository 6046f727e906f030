// The full-page error card (spec 2 and 4): the message, a way back in, and a last resort.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { clearBrowserData } from '../lib/preferences.ts';
import { api } from '../lib/api-client.ts';

export function ErrorCard({ message }: { message?: string }) {
  const { t } = useTranslation();
  const relogin = async () => {
    await api('logout', { body: {} }).catch(() => {});
    window.location.assign('/login');
  };
  const clearAndReload = () => {
    clearBrowserData();
    window.location.assign('/');
  };
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ maxWidth: 480, width: '100%' }} role="alert">
        <CardContent>
          <Typography variant="h5" gutterBottom>
            {t('errorCard.title')}
          </Typography>
          <Typography sx={{ mb: 3 }}>{message || t('messages:errors.generic')}</Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={relogin}>
              {t('errorCard.relogin')}
            </Button>
            <Button onClick={clearAndReload}>{t('errorCard.clearData')}</Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
