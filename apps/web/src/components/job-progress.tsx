// A long task's progress (any job: GET /api/v1/jobs/:jobId): a bar with done / total, the state,
// and the job's message in the reader's language. Polls about once a second while the job is
// queued or running, stops when it has ended, and calls `onDone` once with the last progress.
import type { JobProgress as Progress } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format.ts';
import { progressCount, progressPercent, useJobProgress } from './job-progress-query.ts';

type Props = {
  jobId: string;
  /** Called once when the job has ended, done or failed (see `progress.state`). */
  onDone?: (progress: Progress) => void;
};

export function JobProgress({ jobId, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const query = useJobProgress(jobId);
  const progress = query.data;
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (!progress || (progress.state !== 'done' && progress.state !== 'failed') || reported.current === jobId) return;
    reported.current = jobId;
    onDone?.(progress);
  }, [progress, jobId, onDone]);

  if (query.isError) return <Alert severity="warning">{t('jobProgress.unavailable')}</Alert>;
  const label = progress?.label ? t(`messages:${progress.label}`, { defaultValue: t('jobProgress.task') }) : t('jobProgress.task');
  if (!progress) return <LinearProgress aria-label={label} />;

  const percent = progressPercent(progress);
  const counted = progressCount(progress);
  const count =
    counted === null
      ? ''
      : counted.total === null
        ? t('jobProgress.countOnly', { done: formatNumber(counted.done, i18n.language) })
        : t('jobProgress.count', { done: formatNumber(counted.done, i18n.language), total: formatNumber(counted.total, i18n.language) });
  return (
    <Box data-testid="job-progress" data-state={progress.state}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, mb: 0.5 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" color={progress.state === 'failed' ? 'error' : 'text.secondary'}>
          {t(`jobProgress.states.${progress.state}`)}
        </Typography>
      </Stack>
      <LinearProgress
        aria-label={label}
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        color={progress.state === 'failed' ? 'error' : progress.state === 'done' ? 'success' : 'primary'}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {progress.message ? t(`messages:${progress.message.key}`, { ...progress.message.params, defaultValue: '' }) : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {count}
        </Typography>
      </Stack>
    </Box>
  );
}
