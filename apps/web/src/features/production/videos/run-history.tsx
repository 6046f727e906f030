// The channel's bulk-edit runs, newest first: when, the state, the quota it was counted at, how
// many videos were updated, refused or not sent, and per video the result with YouTube's reason.
// The run being applied shows its job's progress; a finished run that changed something can be
// undone (a new run putting the before values back), once. The newest run is open.
import type { VideoRun } from '@chorus/contract';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from '../../../components/icons.tsx';
import { JobProgress } from '../../../components/job-progress.tsx';
import { StatusChip, type StatusColors } from '../../../components/status-chip.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { FieldName } from './change-preview.tsx';
import { canUndo, runCounts, runFields, valueText } from './video-data-model.ts';

const runColors: StatusColors<VideoRun['state']> = { queued: 'default', running: 'info', done: 'success', stopped_quota: 'warning', failed: 'error' };
const resultColors: StatusColors<VideoRun['results'][number]['state']> = { pending: 'default', applied: 'success', failed: 'error', not_sent: 'warning' };

type Props = {
  runs: readonly VideoRun[];
  titles: ReadonlyMap<string, string>;
  canEdit: boolean;
  undoing: number | null;
  failure: string | null;
  onUndo: (run: VideoRun) => void;
  onRunEnded: () => void;
};

export function RunHistory({ runs, titles, canEdit, undoing, failure, onUndo, onRunEnded }: Props) {
  const { t, i18n } = useTranslation();
  if (runs.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="runs-empty">
        {t('videoData:runs.empty')}
      </Typography>
    );
  return (
    <Stack spacing={1} data-testid="run-history">
      {failure && <Alert severity="error">{failure}</Alert>}
      {runs.map((run, index) => {
        const counts = runCounts(run);
        const active = run.state === 'queued' || run.state === 'running';
        return (
          <Accordion
            key={run.run_id}
            variant="outlined"
            disableGutters
            defaultExpanded={active || index === 0}
            data-testid="run"
            data-run={run.run_id}
            data-state={run.state}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', width: '100%', pr: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 140 }}>
                  {formatDateTime(run.created_at, i18n.language)}
                </Typography>
                <StatusChip status={run.state} colors={runColors} label={t(`videoData:runs.states.${run.state}`)} testId="run-state" />
                <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  {run.undo_of !== null ? t('videoData:runs.undoOf', { run: run.undo_of }) : ''}
                  {runFields(run).map((field, i) => (
                    <span key={field}>
                      {i > 0 ? '、' : ''}
                      <FieldName field={field} />
                    </span>
                  ))}
                </Typography>
                <Typography variant="body2" color="text.secondary" data-testid="run-counts">
                  {t('videoData:runs.counts', { applied: counts.applied, failed: counts.failed, notSent: counts.not_sent })}
                  {' · '}
                  {t('videoData:runs.units', { units: formatNumber(run.quota_units, i18n.language, 0) })}
                </Typography>
                {run.undone_by !== null && (
                  <Typography variant="caption" color="text.secondary" data-testid="run-undone">
                    {t('videoData:runs.undoneBy', { run: run.undone_by })}
                  </Typography>
                )}
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              <Stack spacing={1.5}>
                {active && run.job_id && <JobProgress jobId={run.job_id} onDone={onRunEnded} />}
                {run.results.map((result) => (
                  <Box
                    key={result.video_id}
                    sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'minmax(200px, 1fr) auto 2fr' }, alignItems: 'start' }}
                    data-testid="run-result"
                    data-video={result.video_id}
                  >
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {titles.get(result.video_id) ?? result.video_id}
                    </Typography>
                    <StatusChip status={result.state} colors={resultColors} label={t(`videoData:runs.results.${result.state}`)} testId="run-result-state" />
                    <Box>
                      {result.error && (
                        <Typography variant="body2" color="error" data-testid="run-result-error">
                          {t(`messages:${result.error}`)}
                        </Typography>
                      )}
                      {result.changes.map((change) => (
                        <Typography key={change.field} variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                          <FieldName field={change.field} />: {valueText(change.before) ?? t('videoData:preview.none')} →{' '}
                          {valueText(change.after) ?? t('videoData:preview.none')}
                        </Typography>
                      ))}
                    </Box>
                  </Box>
                ))}
                {canEdit && canUndo(run) && (
                  <Box>
                    <Button variant="outlined" onClick={() => onUndo(run)} disabled={undoing !== null} data-testid="run-undo">
                      {t('videoData:runs.undo', { units: formatNumber(counts.applied * 50, i18n.language, 0) })}
                    </Button>
                  </Box>
                )}
              </Stack>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Stack>
  );
}
