// The exploration area's dashboard pages (spec 2 "Exploration" group), one declaration per part:
// video search (videoSearch).
import { mergePages } from '../../lib/dashboard-pages.ts';
import { videoSearchPages } from './videos/pages.ts';

export const pages = mergePages([videoSearchPages]);
