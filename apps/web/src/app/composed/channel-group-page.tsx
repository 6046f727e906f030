// The channel group page: the groups feature's management view. Another feature's view of the
// chosen group (the channel analytics' group trends) joins here through `renderGroupExtras`, so
// neither feature imports the other.
import { ChannelGroupsPage } from '../../features/channel-groups/pages/channel-groups-page.tsx';

export function ChannelGroupPage() {
  return <ChannelGroupsPage />;
}
