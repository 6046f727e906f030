// Routes of the exploration area's video search part (issue 26, spec 2 videoSearch): the network's
// stored videos searched by the words of their titles and tags (source=network), or YouTube at
// large through the Data API (source=youtube). Spec 6: admin, super staff, staff and viewer.
import { page, type Route } from '../core/route.ts';

export const videoSearchRoutes = {
  explorationVideos: {
    method: 'GET',
    path: '/api/v1/exploration/videos',
    summary: 'Search videos by words in their titles and tags, with filters and a sort (the network’s stored videos, or YouTube)',
    permission: page('videoSearch'),
  },
} as const satisfies Record<string, Route>;
