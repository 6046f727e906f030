// The top 50 videos of the period (spec 9) with sorting and paging done by the API; sort, order,
// page and page size live in the address with the period. The CSV holds all (up to 50) rows.
import { TOP_VIDEOS_CONTENT, type ContentSort } from '@chorus/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchTopVideos, useContent } from '../api.ts';
import { pageSizes, tableParamsOf } from '../hooks/table-params.ts';
import { useFormatters } from '../hooks/use-formatters.ts';
import type { Period } from '../hooks/use-period.ts';
import { CsvButton } from './csv-button.tsx';
import { csvFileName, csvHeaders, downloadCsv } from './csv.ts';
import { csvRows, DataTable } from './data-table.tsx';
import { videoTable } from './video-columns.tsx';
import { useAction } from '../../../lib/use-action.ts';
import { withParams } from '../../../lib/search-params.ts';

export function useTableParams() {
  const [search, setSearch] = useSearchParams();
  const update = (changes: Record<string, string | null>) => setSearch(withParams(changes));
  return { ...tableParamsOf(search), update };
}

export function TopVideosTable({ channelId, period }: { channelId: string; period: Period }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const { sort, order, page, pageSize, update } = useTableParams();
  const action = useAction({ report: 'toast' });
  const query = useContent(channelId, { start: period.range.start, end: period.range.end, sort, order, page, page_size: pageSize });
  const top = query.data?.top_videos;
  const total = Math.min(top?.total ?? 0, TOP_VIDEOS_CONTENT);
  const title = t('analytics:content.topTitle');

  const sortable: Record<string, ContentSort> = {
    views: 'views',
    published_at: 'published_at',
    likes: 'likes',
    comments: 'comments',
    shares: 'shares',
    duration_seconds: 'duration_seconds',
  };
  const table = videoTable(t, top?.items ?? [], { rank: true, firstRank: (page - 1) * pageSize + 1 });
  table.columns = table.columns.map((c) => {
    const key = sortable[c.key];
    if (!key) return c;
    const active = sort === key;
    return {
      ...c,
      header: (
        <TableSortLabel
          active={active}
          direction={active ? order : 'desc'}
          onClick={() => update({ sort: key, order: active && order === 'desc' ? 'asc' : 'desc', page: null })}
          data-testid={`sort-${key}`}
        >
          {c.label}
        </TableSortLabel>
      ),
    };
  });

  const download = () =>
    action.run(async () => {
      const all = await fetchTopVideos(channelId, { start: period.range.start, end: period.range.end, sort, order });
      const data = videoTable(t, all.top_videos.items.slice(0, TOP_VIDEOS_CONTENT), { rank: true });
      downloadCsv(csvFileName(title, channelId, period.range.start, period.range.end), csvHeaders(data.columns, t), csvRows(data));
    });

  return (
    <Card variant="outlined" data-testid="content-top-card">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 2 }}>
          <div>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('analytics:content.topSubtitle', { range: f.range(period.range) })}
            </Typography>
          </div>
          <CsvButton onClick={() => void download()} disabled={action.busy || total === 0} testId="content-top-csv" />
        </Stack>
        {query.isLoading ? (
          <Skeleton variant="rounded" height={360} />
        ) : query.error ? (
          <Typography color="error">{query.error.message}</Typography>
        ) : total === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('analytics:videos.none')}
          </Typography>
        ) : (
          <>
            <DataTable data={table} testId="content-top-table" />
            <TablePagination
              component="div"
              count={total}
              page={page - 1}
              rowsPerPage={pageSize}
              rowsPerPageOptions={pageSizes}
              onPageChange={(_, next) => update({ page: String(next + 1) })}
              onRowsPerPageChange={(e) => update({ size: e.target.value, page: null })}
              labelRowsPerPage={t('analytics:table.rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => t('analytics:table.displayed', { from, to, total: f.number(count) })}
              data-testid="content-top-pagination"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
