// Above the list: what is left of today's YouTube searches and when they reset (midnight Pacific
// time, shown in the reader's time zone), what a new search costs, what this answer cost or why
// YouTube was not asked, and the enrichment job's progress (the job progress component).
import type { Discovery, SearchQuota } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { JobProgress } from '../../../components/job-progress.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { asksYoutube, quotaLeft, resetTime, searchCost, searchNote, type DiscoveryFilters } from './discovery-model.ts';

type Props = {
  quota: SearchQuota | undefined;
  filters: DiscoveryFilters;
  answer: Discovery | undefined;
  /** Whether the caller may spend searches (spendsSearchQuota): the cost is theirs to weigh. */
  spends: boolean;
  /** The enrichment job ended: the figures it read are in the list now. */
  onEnriched: () => void;
};

export function QuotaPanel({ quota, filters, answer, spends, onEnriched }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const note = searchNote(answer);
  const time = quota ? resetTime(quota, language) : '';
  const cost = quota ? searchCost(filters, quota) : null;
  return (
    <Box sx={{ px: 2, pt: 2 }} data-testid="quota-panel">
      {quota && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: { sm: 'baseline' } }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="quota-left">
            {t('exploration:quota.left', { left: formatNumber(quotaLeft(quota), language), limit: formatNumber(quota.limit, language) })}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="quota-resets">
            {t('exploration:quota.resets', { time })}
          </Typography>
        </Stack>
      )}
      {quota && spends && (
        <Typography variant="caption" color="text.secondary" component="p" data-testid="quota-cost">
          {cost && asksYoutube(filters) && cost.calls > 1
            ? t('exploration:quota.costPages', { calls: cost.calls, units: formatNumber(cost.units, language) })
            : t('exploration:quota.cost', { units: formatNumber(quota.units_per_call, language) })}
        </Typography>
      )}
      {!spends && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('exploration:quota.viewerNote')}
        </Typography>
      )}
      {note && (
        <Alert severity={note.key === 'out' || note.key === 'noApiKey' ? 'warning' : 'info'} sx={{ mt: 1 }} data-testid="search-note">
          {t(`exploration:quota.${note.key}`, { count: note.count, time })}
        </Alert>
      )}
      {answer?.enrichment_job_id && (
        <Box sx={{ mt: 1.5 }} data-testid="enrichment">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t('exploration:enrichment.title')}
            {answer.pending > 0 && ` · ${t('exploration:enrichment.pending', { count: answer.pending })}`}
          </Typography>
          <JobProgress jobId={answer.enrichment_job_id} onDone={onEnriched} />
        </Box>
      )}
    </Box>
  );
}
