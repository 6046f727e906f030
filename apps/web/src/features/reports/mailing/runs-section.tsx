// The newest runs, each with its progress: channels (one job each) done, failed and in all, and the
// messages (one per recipient) sent, failed and pending. An unfinished run asks for its progress
// about every 1.5 s until it ends; a run that has not moved for 30 s looks stopped and may be resumed
// (nothing is sent twice); a run's failed messages may be sent again.
import type { ReportRun } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusColors } from '../../../components/status-chip.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { canResendFailed, canResume, RUN_STALL_MS, runFinished, runPercent, runSignature, runStarter, runState, type RunState } from './mailing-model.ts';
import { useRefreshAfterRun, useResendRecords, useResumeRun, useRun, useRuns } from './api.ts';

const stateColors: StatusColors<RunState> = { running: 'info', done: 'success', partial: 'warning', failed: 'error', empty: 'default' };

type Props = {
  /** The run just started here, shown first and marked. */
  highlight: string | null;
  onRecords: (runId: string) => void;
};

export function RunsSection({ highlight, onRecords }: Props) {
  const { t } = useTranslation('reports');
  const runs = useRuns();
  return (
    <Stack spacing={2} data-testid="mailing-runs">
      {runs.isLoading && <LinearProgress />}
      {runs.isError && <Alert severity="error">{runs.error.message}</Alert>}
      {runs.data?.items.length === 0 && (
        <Typography color="text.secondary" data-testid="runs-empty">
          {t('reports:mailing.runs.empty')}
        </Typography>
      )}
      {runs.data?.items.map((run) => (
        <RunCard key={run.id} initial={run} highlighted={run.id === highlight} onRecords={onRecords} />
      ))}
    </Stack>
  );
}

/** One run's progress, polled while unfinished; `compact` leaves out the actions (the report page's send). */
export function RunCard({
  initial,
  runId,
  highlighted = false,
  onRecords,
  compact = false,
}: {
  initial?: ReportRun;
  runId?: string;
  highlighted?: boolean;
  onRecords?: (runId: string) => void;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('reports');
  const toast = useToast();
  const refreshAfterRun = useRefreshAfterRun();
  const { user } = useAccess();
  const id = initial?.id ?? runId ?? '';
  const query = useRun(id, initial);
  const run = query.data;

  // Once the run ends, the lists that count its sends are read again.
  const wasFinished = useRef(run ? runFinished(run) : false);
  const finished = run ? runFinished(run) : false;
  useEffect(() => {
    if (finished && !wasFinished.current) refreshAfterRun();
    wasFinished.current = finished;
  }, [finished, refreshAfterRun]);

  // No progress for RUN_STALL_MS: the run looks stopped (a restart) and may be resumed.
  const signature = run ? runSignature(run) : '';
  const [stalledAt, setStalledAt] = useState<string | null>(null);
  useEffect(() => {
    if (finished || !signature) return;
    const timer = setTimeout(() => setStalledAt(signature), RUN_STALL_MS);
    return () => clearTimeout(timer);
  }, [signature, finished]);
  const stalled = stalledAt === signature;

  const onError = (error: Error) => toast(error.message, 'error');
  const resume = useResumeRun();
  const resumeRun = () =>
    resume.mutate(
      { params: { runId: id }, body: {} },
      { onSuccess: (started) => toast(t('reports:mailing.runs.resumed', { run: started.run_id, count: started.channels })), onError },
    );
  const resend = useResendRecords();
  const resendFailed = () =>
    resend.mutate(
      { body: { run_id: id } },
      { onSuccess: (started) => toast(t('reports:mailing.runs.resent', { run: started.run_id, count: started.channels })), onError },
    );

  if (!run) {
    return query.isError ? <Alert severity="error">{query.error.message}</Alert> : <LinearProgress />;
  }
  const state = runState(run);
  const starter = runStarter(run, user.id);
  const startedAt = formatDateTime(run.created_at, i18n.language);
  const startedText = !starter
    ? t('reports:mailing.runs.started', { time: startedAt })
    : 'you' in starter
      ? t('reports:mailing.runs.startedByYou', { time: startedAt })
      : 'name' in starter
        ? t('reports:mailing.runs.startedBy', { time: startedAt, name: starter.name })
        : t('reports:mailing.runs.startedScheduled', { time: startedAt });
  const percent = runPercent(run);
  return (
    <Card
      variant="outlined"
      sx={highlighted ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}
      data-testid="run-card"
      data-run-id={run.id}
      data-state={state}
    >
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('reports:mailing.runs.title', { id: run.id, period: run.period_code })}
          </Typography>
          <Chip size="small" label={t(`reports:mailing.runs.kind.${run.kind}`)} />
          <StatusChip status={state} colors={stateColors} label={t(`reports:mailing.runs.state.${state}`)} testId="run-state" />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <span data-testid="run-started">{startedText}</span>
          {run.finished_at && ` · ${t('reports:mailing.runs.finished', { time: formatDateTime(run.finished_at, i18n.language) })}`}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            color={state === 'failed' ? 'error' : state === 'partial' ? 'warning' : state === 'done' ? 'success' : 'primary'}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
            aria-label={t('reports:mailing.runs.progress')}
            data-testid="run-progress"
          />
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 44, textAlign: 'right' }}>
            {Math.floor(percent)}%
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 0.5, sm: 3 } }}>
          <Typography variant="body2" data-testid="run-channels" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('reports:mailing.runs.channels', run.channels)}
            {run.channels.failed > 0 && t('reports:mailing.runs.channelsFailed', { count: run.channels.failed })}
          </Typography>
          <Typography variant="body2" data-testid="run-messages" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('reports:mailing.runs.messages', run.messages)}
          </Typography>
        </Stack>
        {!compact && (
          <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            {canResume(run, stalled) && (
              <Button
                size="small"
                variant="outlined"
                disabled={resume.isPending}
                onClick={resumeRun}
                title={t('reports:mailing.runs.resumeHelp')}
                data-testid="run-resume"
              >
                {t('reports:mailing.runs.resume')}
              </Button>
            )}
            {canResendFailed(run) && (
              <Button size="small" variant="outlined" color="warning" disabled={resend.isPending} onClick={resendFailed} data-testid="run-resend">
                {t('reports:mailing.runs.resendFailed', { count: run.messages.resendable })}
              </Button>
            )}
            {onRecords && (
              <Button size="small" onClick={() => onRecords(run.id)} data-testid="run-records">
                {t('reports:mailing.runs.records')}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
