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
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../components/icons.tsx';
import { api, download } from '../../../lib/api-client.ts';
import { useRefreshAccess } from '../api/access-queries.ts';

type Result = EndpointOutput<'batchInviteMember'>;

export function BatchInviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshAccess();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [onlyFailed, setOnlyFailed] = useState(false);

  const close = () => {
    if (busy) return;
    setFile(null);
    if (input.current) input.current.value = '';
    setFailure(null);
    setResult(null);
    setOnlyFailed(false);
    onClose();
  };

  const template = async () => {
    setFailure(null);
    try {
      await download('batchInviteExample', {}, 'batch-invite-template.xlsx');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('messages:errors.generic'));
    }
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const answer = await api('batchInviteMember', { form });
      setResult(answer);
      setOnlyFailed(answer.failed > 0);
      await refresh();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('messages:errors.generic'));
    } finally {
      setBusy(false);
    }
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
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Button variant="outlined" onClick={() => input.current?.click()}>
                    {t('access:batch.chooseFile')}
                  </Button>
                  <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} data-testid="batch-file-name">
                    {file ? file.name : t('access:batch.noFile')}
                  </Typography>
                  <input
                    ref={input}
                    type="file"
                    hidden
                    accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                    data-testid="batch-file"
                  />
                </Stack>
              </StepContent>
            </Step>
          </Stepper>
        ) : (
          <Box data-testid="batch-result">
            <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Chip label={t('access:batch.total', { count: result.total })} />
              <Chip color="success" label={t('access:batch.invited', { count: result.invited })} data-testid="batch-invited" />
              <Chip color={result.failed > 0 ? 'error' : 'default'} label={t('access:batch.failed', { count: result.failed })} data-testid="batch-failed" />
              <Box sx={{ flex: 1 }} />
              <FormControlLabel
                control={<Switch checked={onlyFailed} onChange={(e) => setOnlyFailed(e.target.checked)} />}
                label={t('access:batch.onlyFailed')}
              />
            </Stack>
            <TableContainer sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small" stickyHeader>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ fontWeight: 600 }}>{t('access:batch.row')}</TableCell>
                    <TableCell sx={{ fontWeight: 600 }}>{t('access:email')}</TableCell>
                    <TableCell sx={{ fontWeight: 600 }}>{t('access:accountType')}</TableCell>
                    <TableCell sx={{ fontWeight: 600 }}>{t('channel')}</TableCell>
                    <TableCell sx={{ fontWeight: 600 }}>{t('access:batch.outcome')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow key={r.row} data-testid="batch-row">
                      <TableCell>{r.row}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{r.email || '—'}</TableCell>
                      <TableCell>{r.account_type ? t(`nav:roles.${r.account_type}`, { defaultValue: r.account_type }) : '—'}</TableCell>
                      <TableCell>{r.channel_id ?? '—'}</TableCell>
                      <TableCell>
                        {r.status === 'invited' ? (
                          <Chip size="small" color="success" variant="outlined" label={t('access:batch.rowInvited')} />
                        ) : (
                          <Typography variant="body2" color="error" data-testid="batch-row-reason">
                            {r.message ?? r.error ?? t('messages:errors.generic')}
                          </Typography>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>
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
                if (input.current) input.current.value = '';
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
