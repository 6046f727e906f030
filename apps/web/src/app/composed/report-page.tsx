// The report channel page (spec 2; issue 14), in app/ because it joins the channel pages' frame
// with the reports area's form. The frame's query is the channel's overview: channel-scoped and
// precomputed, it answers 404 for a channel the user may not see.
import { useOverview } from '../../features/channels/api/channel-queries.ts';
import { ChannelPageFrame, useChannelId } from '../../features/channels/components/channel-page-frame.tsx';
import { usePeriod } from '../../features/channels/hooks/use-period.ts';
import { ReportForm } from '../../features/reports/report-form.tsx';

export function ReportPage() {
  const channelId = useChannelId();
  const { period } = usePeriod();
  const overview = useOverview(channelId, period.params);
  return (
    <ChannelPageFrame page="report" query={overview}>
      <ReportForm channelId={channelId} />
    </ChannelPageFrame>
  );
}
