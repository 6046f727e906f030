// The production area's dashboard pages (issue 29), one declaration per part: the video data
// manager (videoData).
import { mergePages } from '../../lib/dashboard-pages.ts';
import { videoDataPages } from './videos/pages.ts';

export const pages = mergePages([videoDataPages]);
