// Finding creators (issue 26): the keyword search over the network, the stored candidates and
// YouTube, with a filter and sort on every figure, the quota and its cost, the enrichment's
// progress, the list as CSV or xlsx, and saving a creator to a prospect list. Opened with
// ?channel=<id> (the video search's channel link) it shows that channel's card.
import { spendsSearchQuota, type DiscoverySort } from '@chorus/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButtons, type ExportFormat } from '../../../components/export-buttons.tsx';
import { PagedTable, serverPage, usePaging } from '../../../components/paged-table.tsx';
import { download, type ApiError } from '../../../lib/api-client.ts';
import { useEndpointCache } from '../../../lib/endpoint-query.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useAction } from '../../../lib/use-action.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useProspects } from '../prospects/api.ts';
import { savedChannels } from '../prospects/prospects-model.ts';
import { SaveProspectDialog } from '../prospects/save-prospect-dialog.tsx';
import { useDiscovery, useSearchQuota } from './api.ts';
import { CandidateRow, candidateColumns } from './candidate-row.tsx';
import { DiscoveryFilters } from './discovery-filters.tsx';
import { discoveryFilterQuery, discoveryQuery, emptyReason, formFieldErrors, type DiscoveryFilters as Filters, type SortOrder } from './discovery-model.ts';
import { QuotaPanel } from './quota-panel.tsx';

type Props = { channel: string | null; edits: boolean };

export function DiscoveryPanel({ channel, edits }: Props) {
  const { t, i18n } = useTranslation();
  const { subject, canSeePageOn } = useAccess();
  const spends = spendsSearchQuota(subject);
  const [filters, setFilters] = useState<Filters>(() => (channel ? { channel } : {}));
  const [sort, setSort] = useState<DiscoverySort>('subscribers');
  const [order, setOrder] = useState<SortOrder>('desc');
  const [saving, setSaving] = useState<{ channel_id: string; title: string } | null>(null);
  const paging = usePaging(20);
  const refilter = paging.filter(setFilters);
  const sorting = { sort, onSort: paging.filter(setSort), order, onOrder: paging.filter(setOrder) };
  // Typing settles before a search goes out: each new keyword may spend a search of today's allowance.
  const settled = useDebounced(filters, 600);
  const query = useMemo(() => discoveryQuery(settled, sort, order, paging.page, paging.pageSize), [settled, sort, order, paging.page, paging.pageSize]);
  const list = useDiscovery(query);
  const quota = useSearchQuota();
  const prospects = useProspects();
  const cache = useEndpointCache();
  const exporter = useAction();
  const error = list.error as ApiError | null;
  const fields = formFieldErrors(error?.fields ?? {});
  const answer = error ? undefined : list.data;
  const saved = savedChannels(prospects.data);
  const now = new Date();
  const exportAs = (format: ExportFormat) =>
    void exporter.run(() =>
      download('explorationChannelsExport', { query: { ...discoveryFilterQuery(settled), sort, order, format } as never }, `creators.${format}`),
    );

  return (
    <Card variant="outlined">
      <QuotaPanel
        quota={answer?.quota ?? quota.data}
        filters={settled}
        answer={answer}
        spends={spends}
        onEnriched={() => cache.refresh('explorationChannels')}
      />
      <PagedTable
        columns={candidateColumns(t, edits)}
        {...serverPage({ data: answer, isFetching: list.isFetching, error: Object.keys(fields).length > 0 ? null : error })}
        paging={paging}
        pageSizes={[20, 50, 100]}
        empty={error ? null : t(`exploration:empty.${emptyReason(settled, answer)}`)}
        emptyTestId="discovery-empty"
        testId="discovery-table"
        toolbar={
          <DiscoveryFilters
            {...sorting}
            filters={filters}
            set={(key, value) => refilter({ ...filters, [key]: value })}
            fieldErrors={fields}
            onClear={() => refilter({ q: filters.q, source: filters.source, pages: filters.pages })}
            summary={
              answer
                ? answer.total_capped
                  ? t('exploration:foundMore', { shown: formatNumber(answer.total, i18n.language) })
                  : t('exploration:found', { count: answer.total, total: formatNumber(answer.total, i18n.language) })
                : null
            }
            actions={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
                  {t('exploration:export.note')}
                </Typography>
                <ExportButtons
                  testId="discovery"
                  labels={{ csv: t('exploration:export.csv'), xlsx: t('exploration:export.xlsx') }}
                  busy={exporter.busy}
                  onExport={exportAs}
                />
              </Stack>
            }
          />
        }
      >
        {(item) => (
          <CandidateRow
            key={item.channel_id}
            item={item}
            now={now}
            canOpen={item.in_network && canSeePageOn('overview', item.channel_id)}
            action={
              !edits ? null : saved.has(item.channel_id) ? (
                <Chip size="small" variant="outlined" color="success" label={t('exploration:tabs.prospects')} />
              ) : (
                <Button size="small" onClick={() => setSaving(item)} data-testid="candidate-save">
                  {t('exploration:save.button')}
                </Button>
              )
            }
          />
        )}
      </PagedTable>
      {exporter.failure && (
        <Typography color="error" variant="body2" sx={{ px: 2, pb: 2 }}>
          {exporter.failure}
        </Typography>
      )}
      {edits && <SaveProspectDialog key={saving?.channel_id ?? ''} channel={saving} lists={prospects.data?.lists ?? []} onClose={() => setSaving(null)} />}
    </Card>
  );
}
