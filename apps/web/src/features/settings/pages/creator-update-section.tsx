// The batch creator update (spec 4, spec 6 "download and upload batch creator update reports"), for
// those the contract's policies allow (managing roles and bulk editors): download the .xlsx of the
// channels' edited fields, optionally locking their editing in one's name, then upload the edited
// file and read what happened to each row. Rows refused (a bad value, a channel locked by someone
// else) are listed with the reason; the good rows have been applied.
import { canDownloadCreatorUpdate, canUploadCreatorUpdate, CREATOR_UPDATE_MAX_ROWS, type EndpointOutput } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, UploadFileIcon } from '../../../components/icons.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { api, download } from '../../../lib/api-client.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';

type Result = EndpointOutput<'creatorUpdateUpload'>;

/** Channel ids typed apart by commas, spaces or lines; none: every channel one may see. */
const idsOf = (text: string) => [...new Set(text.split(/[\s,，、]+/).filter(Boolean))];

export function CreatorUpdateSection() {
  const { subject } = useAccess();
  const mayDownload = canDownloadCreatorUpdate(subject);
  const mayUpload = canUploadCreatorUpdate(subject);
  if (!mayDownload && !mayUpload) return null;
  return <CreatorUpdate mayDownload={mayDownload} mayUpload={mayUpload} />;
}

function CreatorUpdate({ mayDownload, mayUpload }: { mayDownload: boolean; mayUpload: boolean }) {
  const { t } = useTranslation();
  const [channelIds, setChannelIds] = useState('');
  const [lock, setLock] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'download' | 'upload' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [downloaded, setDownloaded] = useState<'locked' | 'unlocked' | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const run = async (kind: 'download' | 'upload', work: () => Promise<void>) => {
    setBusy(kind);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('messages:errors.generic'));
    } finally {
      setBusy(null);
    }
  };

  const fetchReport = () =>
    run('download', async () => {
      setDownloaded(null);
      const ids = idsOf(channelIds);
      await download(
        'creatorUpdateDownload',
        { query: { lock: lock ? 'true' : 'false', ...(ids.length > 0 ? { channel_ids: ids.join(',') } : {}) } },
        'creator-update.xlsx',
      );
      setDownloaded(lock ? 'locked' : 'unlocked');
    });

  const send = () =>
    run('upload', async () => {
      if (!file) return;
      setResult(null);
      const form = new FormData();
      form.append('file', file);
      setResult(await api('creatorUpdateUpload', { form }));
      setFile(null);
      if (input.current) input.current.value = '';
    });

  const refused = result?.rows.filter((r) => r.status === 'failed') ?? [];

  return (
    <SectionCard
      title={t('settings:creatorUpdate.title')}
      subtitle={t('settings:creatorUpdate.help', { max: CREATOR_UPDATE_MAX_ROWS })}
      testId="creator-update"
    >
      <Stack spacing={3}>
        {failure && (
          <Alert severity="error" data-testid="creator-update-error">
            {failure}
          </Alert>
        )}
        {mayDownload && (
          <Stack spacing={1.5}>
            <Typography variant="subtitle2" component="h3">
              {t('settings:creatorUpdate.step1')}
            </Typography>
            <TextField
              label={t('settings:creatorUpdate.channelIds')}
              helperText={t('settings:creatorUpdate.channelIdsHelp')}
              value={channelIds}
              onChange={(e) => setChannelIds(e.target.value)}
              multiline
              minRows={1}
              size="small"
              slotProps={{ htmlInput: { 'data-testid': 'creator-update-channels' } }}
            />
            <FormControlLabel
              control={<Checkbox checked={lock} onChange={(e) => setLock(e.target.checked)} data-testid="creator-update-lock" />}
              label={t('settings:creatorUpdate.lock')}
            />
            <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() => void fetchReport()}
                disabled={busy !== null}
                data-testid="creator-update-download"
              >
                {t('settings:creatorUpdate.download')}
              </Button>
              {downloaded && (
                <Typography variant="body2" color="text.secondary" data-testid="creator-update-downloaded">
                  {t(`settings:creatorUpdate.downloaded.${downloaded}`)}
                </Typography>
              )}
            </Stack>
          </Stack>
        )}
        {mayUpload && (
          <Stack spacing={1.5}>
            <Typography variant="subtitle2" component="h3">
              {t('settings:creatorUpdate.step2')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('settings:creatorUpdate.step2Help')}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy !== null}>
                {t('settings:creatorUpdate.chooseFile')}
              </Button>
              <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {file ? file.name : t('settings:creatorUpdate.noFile')}
              </Typography>
              <input
                ref={input}
                type="file"
                hidden
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                data-testid="creator-update-file"
              />
              <Button
                variant="contained"
                startIcon={<UploadFileIcon />}
                onClick={() => void send()}
                disabled={!file || busy !== null}
                data-testid="creator-update-upload"
              >
                {t('settings:creatorUpdate.upload')}
              </Button>
            </Stack>
          </Stack>
        )}
        {busy && <LinearProgress />}
        {result && (
          <Stack spacing={1.5} data-testid="creator-update-result">
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Chip label={t('settings:creatorUpdate.total', { count: result.total })} />
              <Chip color="success" label={t('settings:creatorUpdate.updated', { count: result.updated })} data-testid="creator-update-updated" />
              <Chip
                color={result.failed > 0 ? 'error' : 'default'}
                label={t('settings:creatorUpdate.failed', { count: result.failed })}
                data-testid="creator-update-failed"
              />
            </Stack>
            {refused.length > 0 && (
              <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Table size="small" stickyHeader>
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ fontWeight: 600 }}>{t('settings:creatorUpdate.row')}</TableCell>
                      <TableCell sx={{ fontWeight: 600 }}>{t('settings:creatorUpdate.channel')}</TableCell>
                      <TableCell sx={{ fontWeight: 600 }}>{t('settings:creatorUpdate.column')}</TableCell>
                      <TableCell sx={{ fontWeight: 600 }}>{t('settings:creatorUpdate.reason')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {refused.map((r) => (
                      <TableRow key={r.row} data-testid="creator-update-row">
                        <TableCell>{r.row}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.channel_id || '—'}</TableCell>
                        <TableCell sx={{ fontFamily: 'monospace' }}>{r.field ?? '—'}</TableCell>
                        <TableCell sx={{ color: 'error.main' }} data-testid="creator-update-reason">
                          {r.message ?? r.error ?? t('messages:errors.generic')}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
