// CMS channel and CMS video monthly revenue summaries (spec 2): per channel or per video, sortable
// by clicking a heading, a page at a time, with the month's gross total over every page, exported
// as CSV or xlsx by those who may download.
import { canExportRevenue } from '@chorus/contract';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, serverPage, usePaging, type Column } from '../../../components/paged-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { download } from '../../../lib/api-client.ts';
import { keepPreviousData, useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { useAction } from '../../../lib/use-action.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { previousMonth, MonthField } from '../../../components/month-field.tsx';
import { MoneyText } from '../../../components/money-text.tsx';
import { ExportButtons } from '../../../components/export-buttons.tsx';
import { ChoiceToggle } from '../../../components/choice-toggle.tsx';

const modes = ['channels', 'videos'] as const;
type Mode = (typeof modes)[number];
type Sort = { key: string; order: 'asc' | 'desc' };

const channelMoney = [
  'ad_revenue',
  'shorts_feed_ads',
  'premium_revenue',
  'transaction_revenue',
  'asset_revenue',
  'adjustments',
  'us_withholding_tax',
  'ypp_deduction',
  'total',
] as const;
const videoMoney = ['ad_revenue', 'shorts_feed_ads', 'premium_revenue', 'transaction_revenue', 'adjustments', 'total'] as const;
const channelSortable = new Set(['channel_id', 'channel_title', 'total', 'ad_revenue', 'premium_revenue', 'transaction_revenue']);
const videoSortable = new Set(['video_id', 'title', 'channel_id', 'total']);

export function CmsSummaryTab() {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const [month, setMonth] = useState(previousMonth());
  const [mode, setMode] = useState<Mode>('channels');
  const [sort, setSort] = useState<Sort>({ key: 'total', order: 'desc' });
  const paging = usePaging(50);
  useEffect(() => paging.setPage(0), [month, mode, sort]);

  // One read per mode (the other is not asked for), each keyed by its own endpoint.
  const query = { month, sort: sort.key, order: sort.order, page: paging.page + 1, page_size: paging.pageSize };
  const read = { placeholderData: keepPreviousData, retry: false } as const;
  const channels = useEndpointQuery('accountingCmsChannels', { query: query as never }, { ...read, enabled: mode === 'channels' });
  const videos = useEndpointQuery('accountingCmsVideos', { query: query as never }, { ...read, enabled: mode === 'videos' });
  const summary = mode === 'channels' ? channels : videos;
  const exporter = useAction();
  const exportAs = (format: 'csv' | 'xlsx') =>
    void exporter.run(() =>
      mode === 'channels'
        ? download('accountingCmsChannelsExport', { query: { month, format } }, `cms-channels-${month}.${format}`)
        : download('accountingCmsVideosExport', { query: { month, format } }, `cms-videos-${month}.${format}`),
    );

  const sortable = mode === 'channels' ? channelSortable : videoSortable;
  const heading = (key: string, align?: 'right') => ({
    align,
    label: sortable.has(key) ? (
      <TableSortLabel
        active={sort.key === key}
        direction={sort.key === key ? sort.order : 'desc'}
        onClick={() => setSort((s) => ({ key, order: s.key === key && s.order === 'desc' ? 'asc' : 'desc' }))}
      >
        {t(`accounting:columns.${key}`)}
      </TableSortLabel>
    ) : (
      t(`accounting:columns.${key}`)
    ),
  });
  const money = mode === 'channels' ? channelMoney : videoMoney;
  const columns: Column[] =
    mode === 'channels'
      ? [heading('channel_title'), heading('channel_id'), ...money.map((k) => heading(k, 'right'))]
      : [heading('title'), heading('video_id'), heading('channel_id'), ...money.map((k) => heading(k, 'right'))];
  const page = serverPage(summary as never) as ReturnType<typeof serverPage<Record<string, string | boolean | null>>>;

  return (
    <SectionCard
      title={t('accounting:cms.title')}
      subtitle={t('accounting:cms.help')}
      testId="accounting-cms"
      flush
      action={
        canExportRevenue(subject) && (
          <ExportButtons
            testId="accounting"
            labels={{ csv: t('accounting:cms.exportCsv'), xlsx: t('accounting:cms.exportXlsx') }}
            busy={exporter.busy}
            onExport={exportAs}
          />
        )
      }
    >
      <PagedTable
        testId="accounting-cms-table"
        columns={columns}
        {...page}
        paging={paging}
        pageSizes={[25, 50, 100, 200]}
        empty={t('accounting:cms.empty')}
        toolbar={
          <Stack direction="row" sx={{ gap: 2, p: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <MonthField label={t('accounting:month')} value={month} onChange={setMonth} testId="accounting-cms-month" />
            <ChoiceToggle value={mode} choices={modes} onChange={setMode} label={(m) => t(`accounting:cms.${m}`)} testId={(m) => `accounting-cms-${m}`} />
            {summary.data && (
              <Typography sx={{ ml: 'auto' }} data-testid="accounting-cms-sum" data-amount={summary.data.sum_total}>
                {t('accounting:cms.sumTotal')}{' '}
                <Typography component="strong" sx={{ fontWeight: 600 }}>
                  <MoneyText amount={summary.data.sum_total} currency="USD" />
                </Typography>
              </Typography>
            )}
          </Stack>
        }
      >
        {(row) => (
          <TableRow key={mode === 'channels' ? String(row.channel_id) : `${String(row.channel_id)}/${String(row.video_id)}`}>
            {mode === 'channels' ? (
              <>
                <TableCell>{row.channel_title ?? t('accounting:cms.notInNetwork')}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.channel_id}</TableCell>
              </>
            ) : (
              <>
                <TableCell>{row.title}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.video_id}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.channel_id}</TableCell>
              </>
            )}
            {money.map((key) => (
              <TableCell key={key} align="right">
                <MoneyText amount={String(row[key] ?? '0')} currency="USD" />
              </TableCell>
            ))}
          </TableRow>
        )}
      </PagedTable>
    </SectionCard>
  );
}
