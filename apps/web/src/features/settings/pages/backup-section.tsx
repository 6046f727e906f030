// The backups' state on the administrator's settings page (issue 25): the last daily backup and the
// last nightly restore drill (passed, or why not), with where archives are kept and for how long.
import type { BackupRun, BackupStatus } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { StatusChip, type StatusColors } from '../../../components/status-chip.tsx';
import { useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { formatDateTime } from '../../../lib/format.ts';
import '../i18n.ts';

const outcomeColors: StatusColors<'ok' | 'failed'> = { ok: 'success', failed: 'error' };

export function BackupSection() {
  const { t } = useTranslation();
  const status = useEndpointQuery('backupStatus', undefined);
  return (
    <SectionCard title={t('settings:backups.title')} subtitle={t('settings:backups.help')} testId="backup-status">
      {status.isLoading && <CircularProgress size={24} />}
      {status.isError && <Alert severity="error">{status.error.message}</Alert>}
      {status.data && <BackupStatusView status={status.data} />}
    </SectionCard>
  );
}

/** A daily schedule ("15 2 * * *") in words ("every day at 02:15"); any other cron as it is written. */
export function scheduleWords(cron: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim());
  if (!daily) return cron;
  return t('settings:backups.dailyAt', { time: `${daily[2]!.padStart(2, '0')}:${daily[1]!.padStart(2, '0')}` });
}

/** The answer of GET /api/v1/admin/backups, as the administrator reads it. */
export function BackupStatusView({ status }: { status: BackupStatus }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack spacing={2}>
      <RunLine label={t('settings:backups.lastBackup')} run={status.last_backup} kind="backup" />
      <RunLine label={t('settings:backups.lastDrill')} run={status.last_drill} kind="drill" />
      <Typography variant="body2" color="text.secondary">
        {t('settings:backups.kept', { days: status.retention_days, dir: status.backup_dir })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {status.schedule
          ? t('settings:backups.schedule', { when: scheduleWords(status.schedule, t), zone: status.time_zone })
          : t('settings:backups.scheduleOff')}
        {' · '}
        {status.drill_schedule
          ? t('settings:backups.drillSchedule', { when: scheduleWords(status.drill_schedule, t), zone: status.time_zone })
          : t('settings:backups.drillOff')}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="backup-point-in-time">
        {pointInTimeWords(status.point_in_time, t, i18n.language)}
      </Typography>
    </Stack>
  );
}

function pointInTimeWords(pit: BackupStatus['point_in_time'], t: (key: string, options?: Record<string, unknown>) => string, language: string): string {
  if (!pit) return t('settings:backups.pointInTimeOff');
  return pit.from ? t('settings:backups.pointInTime', { from: formatDateTime(pit.from, language) }) : t('settings:backups.pointInTimeNoBase');
}

function RunLine({ label, run, kind }: { label: string; run: BackupRun | null; kind: 'backup' | 'drill' }) {
  const { t, i18n } = useTranslation();
  if (!run)
    return (
      <Typography>
        <strong>{label}</strong> {t(kind === 'backup' ? 'settings:backups.noBackup' : 'settings:backups.noDrill')}
      </Typography>
    );
  const outcome = kind === 'backup' ? (run.ok ? 'written' : 'backupFailed') : run.ok ? 'passed' : 'drillFailed';
  return (
    <Stack spacing={0.5} data-testid={`backup-${kind}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <StatusChip status={run.ok ? 'ok' : 'failed'} colors={outcomeColors} label={t(`settings:backups.outcomes.${outcome}`)} />
        <Typography component="span" color="text.secondary">
          {formatDateTime(run.at, i18n.language)}
        </Typography>
      </Stack>
      {run.archive && (
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {t('settings:backups.archive', { name: run.archive, mb: ((run.bytes ?? 0) / 1e6).toFixed(1) })}
        </Typography>
      )}
      {!run.ok && (
        <Alert severity="error">
          {t(`settings:backups.reasons.${run.reason ?? 'error'}`)}
          {run.detail && (
            <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
              {t('settings:backups.detail', { detail: run.detail })}
            </Typography>
          )}
        </Alert>
      )}
    </Stack>
  );
}
