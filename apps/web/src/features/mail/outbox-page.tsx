// The mail outbox (admins): messages written to DATA_DIR/outbox when no SMTP server is configured.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../components/icons.tsx';
import { DashboardPage } from '../../components/page-header.tsx';
import { useToast } from '../../components/toasts.tsx';
import { download } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { LinkedText } from './linked-text.tsx';
import { useEndpointQuery } from '../../lib/endpoint-query.ts';

export function OutboxPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const outbox = useEndpointQuery('outboxList', undefined, { refetchInterval: 5000 });

  return (
    <DashboardPage maxWidth={960} page="outbox" subtitle={t('outbox.help')}>
      {outbox.isLoading && <CircularProgress />}
      {outbox.isError && <Alert severity="error">{outbox.error.message}</Alert>}
      {outbox.data?.messages.length === 0 && <Alert severity="info">{t('outbox.empty')}</Alert>}
      <Stack spacing={2}>
        {outbox.data?.messages.map((message) => (
          <Card key={message.id} variant="outlined" data-testid="outbox-message">
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {message.subject}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('outbox.to', { to: message.to })} · {formatDateTime(message.created_at, i18n.language)}
                  </Typography>
                </Box>
                <Tooltip title={t('outbox.download')}>
                  <IconButton
                    aria-label={t('outbox.download')}
                    onClick={() =>
                      download('outboxDownload', { params: { id: message.id } }, `${message.id}.eml`).catch((e: Error) => toast(e.message, 'error'))
                    }
                  >
                    <DownloadIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
              <Box
                component="pre"
                sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', bgcolor: 'action.hover', p: 2, borderRadius: 1, mt: 2, mb: 0 }}
                data-testid="outbox-text"
              >
                <LinkedText text={message.text} />
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </DashboardPage>
  );
}
