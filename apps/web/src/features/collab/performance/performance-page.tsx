// The performance report (issue 11 collabPerformance): a package's case videos since publish, their
// views, likes, comments, shares, watch time, subscribers gained and engagement against the
// channel's own average for videos of the same length class (spec 9), a daily chart, and the table
// beside it, downloadable as CSV or xlsx. ?package=ID opens one package (the link a completed
// package shows, spec 2). Issue 12: the resale products on the case videos, with the orders their
// discount codes brought, each in its store's currency. This container reads; performance-view.tsx draws.
import { useSearchParams } from 'react-router';
import { download } from '../../../lib/api-client.ts';
import { useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { useAction } from '../../../lib/use-action.ts';
import { shownPackageId } from './performance-model.ts';
import { PerformanceView, type ExportFormat } from './performance-view.tsx';

export function PerformancePage() {
  const [params, setParams] = useSearchParams();
  const packages = useEndpointQuery('collabPerformancePackages');
  const packageId = shownPackageId(params.get('package'), packages.data?.packages ?? []);
  const report = useEndpointQuery('collabPerformanceReport', { params: { packageId: packageId ?? 0 } }, { enabled: packageId !== undefined, retry: false });
  const exporter = useAction();
  const exportAs = (format: ExportFormat) =>
    void exporter.run(() =>
      download('collabPerformanceExport', { params: { packageId: packageId! }, query: { format } }, `collab-performance-${packageId}.${format}`),
    );

  return (
    <PerformanceView
      packages={packages.data?.packages}
      packageId={packageId}
      report={packageId === undefined ? undefined : report.data}
      reportError={report.error?.message ?? null}
      exporting={exporter.busy}
      exportError={exporter.failure}
      onPackage={(id) => setParams({ package: String(id) })}
      onExport={exportAs}
    />
  );
}
