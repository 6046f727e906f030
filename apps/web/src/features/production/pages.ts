// The production area's dashboard pages (issue 29), one declaration per part: the editing requests
// (videoEditor) and the publishing calendar (publishPlatform).
import { mergePages } from '../../lib/dashboard-pages.ts';
import { editRequestsPages } from './edit-requests/pages.ts';
import { schedulePages } from './schedule/pages.ts';

export const pages = mergePages([editRequestsPages, schedulePages]);
