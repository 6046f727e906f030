// Audience (spec 2 channel page): age and gender, countries (the eight of spec 9, then the rest as
// one), subscribed or not, traffic sources and devices, subscribers gained per 1000 views from
// non-subscribers, the recent month, and the twelve audience-interest videos. With too few views the
// API says "insufficient" and the page shows the spec 8 message instead of the shares.
// The container: the channel and period from the address, both answers from the server.
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useAudience } from '../api.ts';
import { ChannelPageFrame, useChannelId } from '../components/channel-page-frame.tsx';
import { InterestVideos } from '../components/interest-videos.tsx';
import { usePeriod } from '../hooks/use-period.ts';
import '../i18n.ts';
import { AudienceSkeleton, AudienceView } from './audience-view.tsx';

export function AudiencePage() {
  const channelId = useChannelId();
  const { period } = usePeriod();
  const { can } = useAccess();
  const audience = useAudience(channelId, period.params);
  const comparison = useAudience(channelId, period.comparisonParams, audience.isSuccess);
  return (
    <ChannelPageFrame page="audience" period query={audience}>
      {audience.data ? (
        <AudienceView
          data={audience.data}
          previous={comparison.data ?? null}
          channelId={channelId}
          interest={<InterestVideos channelId={channelId} saved={audience.data.interest_video_ids} editable={can('editChannelSettings')} />}
        />
      ) : (
        <AudienceSkeleton />
      )}
    </ChannelPageFrame>
  );
}
