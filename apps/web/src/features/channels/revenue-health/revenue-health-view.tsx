// The revenue alerts page as drawn (issue 30): open / acknowledged tabs, the digest switch and the
// threshold, and the alerts table (channel, day, figure, change, driver, explanation, note). The
// page hands it the data and the callbacks; it calls nothing itself.
import type { RevenueAlertStatus } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../components/field-errors.ts';
import type { RevenueAlertRow, RevenueHealthSettings } from './api.ts';
import './i18n.ts';

export type RevenueHealthViewProps = {
  status: RevenueAlertStatus;
  onStatus: (status: RevenueAlertStatus) => void;
  alerts: RevenueAlertRow[] | undefined;
  failed: boolean;
  settings: RevenueHealthSettings | undefined;
  onDigest: (on: boolean) => void;
  onThreshold: (value: string) => Promise<string | null>;
  onAcknowledge: (alertId: number, note: string) => Promise<string | null>;
};

/** "−42 %" with a true minus sign; a rise with a plus. */
export function formatChange(value: number): string {
  const rounded = Math.round(value);
  return `${rounded > 0 ? '+' : rounded < 0 ? '\u2212' : ''}${Math.abs(rounded)}%`;
}

export function RevenueHealthView(props: RevenueHealthViewProps) {
  const { t, i18n } = useTranslation();
  const [acknowledging, setAcknowledging] = useState<RevenueAlertRow | null>(null);
  const dateTime = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  // A phone gets one card per alert: a seven-column table would hide the explanation off-screen.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const noteCell = (a: RevenueAlertRow) =>
    a.status === 'open' ? (
      <Button size="small" variant="outlined" onClick={() => setAcknowledging(a)}>
        {t('health:acknowledge')}
      </Button>
    ) : (
      <Box>
        <Typography variant="body2">{a.note}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('health:acknowledgedBy', { name: a.acknowledged_by ?? '—', date: a.acknowledged_at ? dateTime(a.acknowledged_at) : '' })}
        </Typography>
      </Box>
    );
  return (
    <Stack sx={{ gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
          <FormControlLabel
            control={<Switch checked={props.settings?.digest_mail ?? false} disabled={!props.settings} onChange={(e) => props.onDigest(e.target.checked)} />}
            label={t('health:digest')}
          />
          {props.settings?.can_set_threshold ? (
            <ThresholdForm key={props.settings.threshold_percent} value={props.settings.threshold_percent} onSave={props.onThreshold} />
          ) : (
            props.settings && <Typography color="text.secondary">{t('health:thresholdNote', { threshold: props.settings.threshold_percent })}</Typography>
          )}
        </Stack>
      </Paper>
      <Tabs value={props.status} onChange={(_, value: RevenueAlertStatus) => props.onStatus(value)}>
        <Tab value="open" label={t('health:tabs.open')} data-testid="tab-open" />
        <Tab value="acknowledged" label={t('health:tabs.acknowledged')} data-testid="tab-acknowledged" />
      </Tabs>
      {props.failed && <Alert severity="error">{t('health:loadFailed')}</Alert>}
      {!props.alerts && !props.failed && <Skeleton variant="rounded" height={240} />}
      {props.alerts && props.alerts.length === 0 && <Alert severity="success">{t(`health:empty.${props.status}`)}</Alert>}
      {props.alerts && props.alerts.length > 0 && narrow && (
        <Stack sx={{ gap: 1.5 }} data-testid="revenue-alerts">
          {props.alerts.map((a) => (
            <Paper key={a.alert_id} variant="outlined" sx={{ p: 2 }} data-testid={`alert-${a.driver}`}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{a.channel_title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {a.date}
                </Typography>
              </Stack>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', my: 1 }}>
                <Typography sx={{ fontWeight: 600, color: a.change_percent < 0 ? 'error.main' : 'success.main' }}>
                  {t(`health:metric.${a.metric}`)} {formatChange(a.change_percent)}
                </Typography>
                <Chip size="small" label={t(`health:driver.${a.driver}`)} />
              </Stack>
              <Typography variant="body2" sx={{ mb: 1.5 }}>
                {a.explanation}
              </Typography>
              {noteCell(a)}
            </Paper>
          ))}
        </Stack>
      )}
      {props.alerts && props.alerts.length > 0 && !narrow && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" data-testid="revenue-alerts">
            <TableHead>
              <TableRow>
                {(['channel', 'date', 'metric', 'change', 'driver', 'explanation', 'action'] as const).map((c) => (
                  <TableCell key={c}>{t(`health:columns.${c}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {props.alerts.map((a) => (
                <TableRow key={a.alert_id} data-testid={`alert-${a.driver}`}>
                  <TableCell sx={{ fontWeight: 600, minWidth: 140 }}>{a.channel_title}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{a.date}</TableCell>
                  <TableCell>{t(`health:metric.${a.metric}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600, color: a.change_percent < 0 ? 'error.main' : 'success.main' }}>
                    {formatChange(a.change_percent)}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={t(`health:driver.${a.driver}`)} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 280 }}>{a.explanation}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{noteCell(a)} </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {acknowledging && <AcknowledgeDialog alert={acknowledging} onClose={() => setAcknowledging(null)} onSave={props.onAcknowledge} />}
    </Stack>
  );
}

function ThresholdForm({ value, onSave }: { value: string; onSave: (value: string) => Promise<string | null> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={t('health:threshold')}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          setSaved(false);
        }}
        {...shownError(error, saved ? t('health:thresholdSaved') : t('health:thresholdHelp'))}
        sx={{ maxWidth: 320 }}
      />
      <Button
        variant="contained"
        onClick={async () => {
          const refused = await onSave(draft);
          setError(refused);
          setSaved(!refused);
        }}
      >
        {t('health:thresholdSave')}
      </Button>
    </Stack>
  );
}

function AcknowledgeDialog({
  alert,
  onClose,
  onSave,
}: {
  alert: RevenueAlertRow;
  onClose: () => void;
  onSave: (id: number, note: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('health:acknowledgeTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {alert.channel_title} · {alert.date}: {alert.explanation}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={t('health:noteLabel')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          {...shownError(error, t('health:noteHelp'))}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'ack-note' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button
          variant="contained"
          data-testid="ack-save"
          onClick={async () => {
            const refused = await onSave(alert.alert_id, note);
            if (refused) setError(refused);
            else onClose();
          }}
        >
          {t('health:acknowledge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
