// The production area's dashboard pages (issue 29), one declaration per part: the editing requests
// (videoEditor).
import { mergePages } from '../../lib/dashboard-pages.ts';
import { editRequestsPages } from './edit-requests/pages.ts';

export const pages = mergePages([editRequestsPages]);
