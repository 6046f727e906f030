// The star on a channel's overview heading (issue 11 "star a channel from its overview"): for those
// who hold the favourites page, with the channel's title from the overview the page already asked.
import { keepsFavouriteLists } from '@chorus/contract';
import { useEndpointCache } from '../../../lib/endpoint-query.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useFavouriteLists } from './api.ts';
import { FavouriteStar } from './favourite-star.tsx';

function Star({ channelId }: { channelId: string }) {
  const lists = useFavouriteLists();
  const cache = useEndpointCache();
  const { channel } = useAccess();
  // The overview's own answer names the channel (outside one's own list too).
  const cached = cache
    .answers('channelOverview')
    .map((answer) => answer.channel)
    .find((c) => c.channel_id === channelId)?.title;
  const title = cached ?? (channel?.id === channelId ? channel.name : channelId);
  return <FavouriteStar channelId={channelId} channelTitle={title} lists={lists.data} size="medium" />;
}

export function ChannelStar({ channelId }: { channelId: string }) {
  const { canCall, subject } = useAccess();
  // Not for the read-only viewer, who keeps no lists.
  return canCall('favouriteAdd') && keepsFavouriteLists(subject) ? <Star channelId={channelId} /> : null;
}
