// Batch invitation (spec 2, 5): download the template (.xlsx with the roles this person may invite),
// fill it in, upload it, and read the result row by row with the reason of every refusal.
import { BATCH_INVITE_COLUMNS, BATCH_INVITE_MAX_ROWS, type EndpointOutput } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../components/icons.tsx';
import { RowResultCounts, RowResultsTable } from '../../../components/row-results.tsx';
import { XlsxFilePicker } from '../../../components/xlsx-file-picker.tsx';
import { api, download } from '../../../lib/api-client.ts';
import { useRefreshAccess } from '../api/access-queries.ts';
import { useAction } from '../../../lib/use-action.ts';

type Result = EndpointOutput<'batchInviteMember'>;

export function BatchInviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshAccess();
  const [file, setFile] = useState<File | null>(null);
  const { busy, failure, reset, run } = useAction();
  const [result, setResult] = useState<Result | null>(null);
  const [onlyFailed, setOnlyFailed] = useState(false);

  const close = () => {
    if (busy) return;
    setFile(null);
    reset();
    setResult(null);
    setOnlyFailed(false);
    onClose();
  };

  const template = () => run(() => download('batchInviteExample', {}, 'batch-invite-template.xlsx'));

  const upload = async () => {
    if (!file) return;
    await run(async () => {
      const form = new FormData();
      form.append('file', file);
      const answer = await api('batchInviteMember', { form });
      setResult(answer);
      setOnlyFailed(answer.failed > 0);
      await refresh();
    });
  };

  const rows = result ? result.rows.filter((r) => !onlyFailed || r.status === 'failed') : [];

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth data-testid="batch-dialog">
      <DialogTitle>{t('access:batch.title')}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="batch-error">
            {failure}
          </Alert>
        )}
        {!result ? (
          <Stepper orientation="vertical" nonLinear activeStep={-1} sx={{ '& .MuiStepContent-root': { borderColor: 'divider' } }}>
            <Step expanded active>
              <StepLabel>{t('access:batch.step1')}</StepLabel>
              <StepContent>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {t('access:batch.step1Help', { columns: BATCH_INVITE_COLUMNS.join(', '), max: BATCH_INVITE_MAX_ROWS })}
                </Typography>
                <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void template()} data-testid="batch-template">
                  {t('access:batch.download')}
                </Button>
              </StepContent>
            </Step>
            <Step expanded active>
              <StepLabel>{t('access:batch.step2')}</StepLabel>
              <StepContent>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {t('access:batch.step2Help')}
                </Typography>
                <XlsxFilePicker file={file} onChange={setFile} texts="access:batch" testId="batch-file" nameTestId="batch-file-name" />
              </StepContent>
            </Step>
          </Stepper>
        ) : (
          <Stack spacing={2} data-testid="batch-result">
            <RowResultCounts result={result} succeeded="invited" texts="access:batch" testIdPrefix="batch">
              <Box sx={{ flex: 1 }} />
              <FormControlLabel
                control={<Switch checked={onlyFailed} onChange={(e) => setOnlyFailed(e.target.checked)} />}
                label={t('access:batch.onlyFailed')}
              />
            </RowResultCounts>
            <RowResultsTable
              rows={rows}
              rowTestId="batch-row"
              maxHeight={420}
              columns={[
                { label: t('access:batch.row'), cell: (r) => r.row },
                { label: t('access:email'), cell: (r) => r.email || '—', sx: { wordBreak: 'break-all' } },
                {
                  label: t('access:accountType'),
                  cell: (r) => (r.account_type ? t(`nav:roles.${r.account_type}`, { defaultValue: r.account_type }) : '—'),
                },
                { label: t('channel'), cell: (r) => r.channel_id ?? '—' },
                {
                  label: t('access:batch.outcome'),
                  cell: (r) =>
                    r.status === 'invited' ? (
                      <Chip size="small" color="success" variant="outlined" label={t('access:batch.rowInvited')} />
                    ) : (
                      <Typography variant="body2" color="error" data-testid="batch-row-reason">
                        {r.message ?? r.error ?? t('messages:errors.generic')}
                      </Typography>
                    ),
                },
              ]}
            />
          </Stack>
        )}
        {busy && <LinearProgress sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        {result ? (
          <>
            <Button
              onClick={() => {
                setResult(null);
                setFile(null);
              }}
            >
              {t('access:batch.another')}
            </Button>
            <Button variant="contained" onClick={close} data-testid="batch-close">
              {t('access:done')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button variant="contained" onClick={() => void upload()} disabled={!file || busy} data-testid="batch-upload">
              {t('access:batch.upload')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
