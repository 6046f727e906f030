// The batch creator update (spec 4, spec 6 "download and upload batch creator update reports"), for
// those the contract's policies allow (managing roles and bulk editors): download the .xlsx of the
// channels' edited fields, optionally locking their editing in one's name, then upload the edited
// file and read what happened to each row. Rows refused (a bad value, a channel locked by someone
// else) are listed with the reason; the good rows have been applied.
import { canDownloadCreatorUpdate, canUploadCreatorUpdate, CREATOR_UPDATE_MAX_ROWS, type EndpointOutput } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, UploadFileIcon } from '../../../components/icons.tsx';
import { RowResultCounts, RowResultsTable, type RowResultColumn } from '../../../components/row-results.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { XlsxFilePicker } from '../../../components/xlsx-file-picker.tsx';
import { api, download } from '../../../lib/api-client.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';
import { useAction } from '../../../lib/use-action.ts';

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
  const { busy, failure, run } = useAction();
  const [downloaded, setDownloaded] = useState<'locked' | 'unlocked' | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const fetchReport = () =>
    run(async () => {
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
    run(async () => {
      if (!file) return;
      setResult(null);
      const form = new FormData();
      form.append('file', file);
      setResult(await api('creatorUpdateUpload', { form }));
      setFile(null);
    });

  const refused = result?.rows.filter((r) => r.status === 'failed') ?? [];
  const refusedColumns: RowResultColumn<Result['rows'][number]>[] = [
    { label: t('settings:creatorUpdate.row'), cell: (r) => r.row },
    { label: t('settings:creatorUpdate.channel'), cell: (r) => r.channel_id || '—', sx: { overflowWrap: 'anywhere' } },
    { label: t('settings:creatorUpdate.column'), cell: (r) => r.field ?? '—', sx: { fontFamily: 'monospace' } },
    {
      label: t('settings:creatorUpdate.reason'),
      cell: (r) => <span data-testid="creator-update-reason">{r.message ?? r.error ?? t('messages:errors.generic')}</span>,
      sx: { color: 'error.main' },
    },
  ];

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
          <StepBlock title={t('settings:creatorUpdate.step1')}>
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
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void fetchReport()} disabled={busy} data-testid="creator-update-download">
                {t('settings:creatorUpdate.download')}
              </Button>
              {downloaded && (
                <Typography variant="body2" color="text.secondary" data-testid="creator-update-downloaded">
                  {t(`settings:creatorUpdate.downloaded.${downloaded}`)}
                </Typography>
              )}
            </Stack>
          </StepBlock>
        )}
        {mayUpload && (
          <StepBlock title={t('settings:creatorUpdate.step2')}>
            <Typography variant="body2" color="text.secondary">
              {t('settings:creatorUpdate.step2Help')}
            </Typography>
            <XlsxFilePicker file={file} onChange={setFile} texts="settings:creatorUpdate" disabled={busy} testId="creator-update-file">
              <Button
                variant="contained"
                startIcon={<UploadFileIcon />}
                onClick={() => void send()}
                disabled={!file || busy}
                data-testid="creator-update-upload"
              >
                {t('settings:creatorUpdate.upload')}
              </Button>
            </XlsxFilePicker>
          </StepBlock>
        )}
        {busy && <LinearProgress />}
        {result && (
          <Stack spacing={1.5} data-testid="creator-update-result">
            <RowResultCounts result={result} succeeded="updated" texts="settings:creatorUpdate" testIdPrefix="creator-update" />
            {refused.length > 0 && <RowResultsTable rows={refused} rowTestId="creator-update-row" maxHeight={360} columns={refusedColumns} />}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

function StepBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
