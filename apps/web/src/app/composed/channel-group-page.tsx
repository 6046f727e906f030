// The channel group page: the groups feature's management view, and under the chosen group the
// channel analytics' trend charts of its channels (spec 2 "channel trend charts"). The two
// features join here, through `renderGroupExtras`, so neither imports the other.
//
// The reports' group annual report is an action beside the group's title, shown only to those the
// API lets download it (canDownloadGroupReport, judged as the server judges it).
//
// The trends show only to people the API would let call them (the route's page permission, judged
// as the server judges it), and they load with their own code and ECharts only then. When the
// group's channels change, the trends are asked again (the write declares channelGroupTrends).
import { canDownloadGroupReport } from '@chorus/contract';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { ChannelGroupsPage } from '../../features/groups/pages/channel-groups-page.tsx';
import { GroupAnnualReportButton } from '../../features/reports/annual/group-annual-report.tsx';
import { useAccess } from '../../lib/session/access-context.tsx';

const GroupTrendsView = lazy(() => import('../../features/channels/pages/group-trends-view.tsx').then((m) => ({ default: m.GroupTrendsView })));

export function ChannelGroupPage() {
  const { canCall, subject } = useAccess();
  const trends = canCall('channelGroupTrends');
  return (
    <ChannelGroupsPage
      renderGroupActions={(group) =>
        canDownloadGroupReport(subject, { id: group.id, myRole: group.my_role }) && <GroupAnnualReportButton groupId={group.id} groupName={group.name} />
      }
      renderGroupExtras={
        trends
          ? (group) => (
              <Suspense fallback={<Skeleton variant="rounded" height={420} sx={{ mt: 4 }} data-testid="group-trends-code-loading" />}>
                <GroupTrendsView key={group.id} groupId={group.id} groupName={group.name} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}
