// The video search page (issue 26) with the collaboration marketplace's wizard as the way from a
// video's channel to a case package (features never import each other).
import { collabPaths } from '../../features/collab/paths.ts';
import { VideoSearchPage as Search } from '../../features/exploration/videos/video-search-page.tsx';

export function VideoSearchPage() {
  return <Search proposeHref={(channelId) => collabPaths.apply([channelId])} />;
}
