// Video search (spec 2 videoSearch, issue 26): the network's stored videos found by the words of
// their titles and tags (zh-TW, ja, en, segmented on the server), filtered, sorted and paged; each
// links to its video and channel and can go to a collaboration package. YouTube at large answers
// through the area's counted search.list, with the day's search allowance shown.
import type { VideoSearchSort } from '@chorus/contract';
import Card from '@mui/material/Card';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/page-header.tsx';
import { PagedTable, usePaging } from '../../../components/paged-table.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useVideoSearch } from './api.ts';
import '../i18n.ts';
import { emptyReason, videoQuery, type SortOrder, type VideoFilters as Filters } from './video-search-model.ts';
import { VideoFilters } from './video-filters.tsx';
import { videoColumns, VideoRow } from './video-row.tsx';
import { channelCardPath } from '../paths.ts';

/** `proposeHref`: where a collaboration package with a channel starts (app/composed gives the marketplace's wizard). */
export function VideoSearchPage({ proposeHref }: { proposeHref?: (channelId: string) => string }) {
  const { t, i18n } = useTranslation();
  const { canSeePage, canCall } = useAccess();
  const collab = Boolean(proposeHref) && canCall('collabPackageCreate');
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<VideoSearchSort>('views_per_day');
  const [order, setOrder] = useState<SortOrder>('desc');
  const paging = usePaging(20);
  const refilter = paging.filter(setFilters);
  const settled = useDebounced(filters, 350);
  const query = useMemo(() => videoQuery(settled, sort, order, paging.page), [settled, sort, order, paging.page]);
  const search = useVideoSearch(query);
  const error = search.error as ApiError | null;
  const fields = error?.fields ?? {};
  const result = search.data;
  const summary = result
    ? [
        result.total_capped
          ? t('videos:foundMore', { shown: formatNumber(result.total, i18n.language) })
          : t('videos:found', { count: result.total, total: formatNumber(result.total, i18n.language) }),
        result.terms.length > 0 && t('videos:searchedFor', { terms: result.terms.join('、') }),
        result.quota &&
          t('videos:youtubeQuota', {
            left: result.quota.limit - result.quota.used,
            limit: result.quota.limit,
            resets: formatDateTime(result.quota.resets_at, i18n.language),
          }),
        result.search?.skipped === 'not_allowed' && t('videos:youtubeViewerOnly'),
        result.search && t('videos:youtubeOrder'),
      ]
        .filter(Boolean)
        .join(' · ')
    : null;

  return (
    <DashboardPage maxWidth={1440} page="videoSearch" subtitle={t('videos:subtitle')}>
      <Card variant="outlined">
        <PagedTable
          columns={videoColumns(t, collab)}
          rows={error ? [] : result?.items}
          total={error ? 0 : (result?.total ?? 0)}
          paging={paging}
          pageSizes={[20]}
          loading={search.isFetching}
          error={Object.keys(fields).length > 0 ? null : error}
          empty={error ? null : t(`videos:empty.${emptyReason(settled, result)}`)}
          emptyTestId="videos-empty"
          testId="video-table"
          toolbar={
            <VideoFilters
              filters={filters}
              set={(key, value) => refilter({ ...filters, [key]: value })}
              fieldErrors={fields}
              sort={sort}
              onSort={paging.filter(setSort)}
              order={order}
              onOrder={paging.filter(setOrder)}
              onClear={() => refilter({ source: filters.source })}
              summary={error ? null : summary}
            />
          }
        >
          {(video) => (
            <VideoRow
              key={video.video_id}
              video={video}
              channelHref={canSeePage('exploration') ? channelCardPath(video.channel_id) : null}
              proposeHref={collab && proposeHref ? proposeHref(video.channel_id) : null}
            />
          )}
        </PagedTable>
      </Card>
    </DashboardPage>
  );
}
