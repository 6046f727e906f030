// What each video sold (issue 12 resellPerformance): over a chosen period, per video (orders,
// units, gross, discounts, refunds, net sales, orders per 1,000 views), per resale product and per
// discount code, in each store's own currency (never summed across currencies); a daily chart of
// net sales, the tables beside it, CSV and xlsx. Below, the caller's videos with their resale
// products, where products are added and removed (video-products.tsx). This container reads the
// address and the server; sales-view.tsx draws.
import { useSearchParams } from 'react-router';
import { download } from '../../../lib/api-client.ts';
import { useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { useAction } from '../../../lib/use-action.ts';
import { salesQuery, withParam } from './sales-model.ts';
import { SalesView, type ExportFormat } from './sales-view.tsx';
import { VideoProductsButton } from './video-products.tsx';

export function SalesPerformancePage() {
  const [params, setParams] = useSearchParams();
  const query = salesQuery(params);
  const report = useEndpointQuery('resellPerformance', { query }, { retry: false });
  const videos = useEndpointQuery('resellProductVideos');
  const exporter = useAction();
  const exportAs = (format: ExportFormat) =>
    void exporter.run(() => download('resellPerformanceExport', { query: { ...query, format } }, `resell-performance.${format}`));

  return (
    <SalesView
      query={query}
      report={report.data}
      reportError={report.error?.message ?? null}
      exporting={exporter.busy}
      exportError={exporter.failure}
      videos={videos.data?.videos}
      videosError={videos.error?.message ?? null}
      onFilter={(key, value) => setParams(withParam(params, key, value), { replace: true })}
      onExport={exportAs}
      videoAction={(v) => <VideoProductsButton videoId={v.video_id} title={v.title} />}
    />
  );
}
