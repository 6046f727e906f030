// The production area's dashboard pages (issue 29), one declaration per part: the editing requests
// (videoEditor), the video data manager (videoData) and the publishing calendar (publishPlatform).
import { mergePages } from '../../lib/dashboard-pages.ts';
import { editRequestsPages } from './edit-requests/pages.ts';
import { schedulePages } from './schedule/pages.ts';
import { videoDataPages } from './videos/pages.ts';

export const pages = mergePages([editRequestsPages, videoDataPages, schedulePages]);
