// Routes of the exploration area's discovery part (issue 26): creators inside and outside the
// network in one list, and the search quota left today.
import { page, type Route } from '../core/route.ts';

const exploration = page('exploration');

export const discoveryRoutes = {
  explorationChannels: {
    method: 'GET',
    path: '/api/v1/exploration/channels',
    summary:
      'Creators in one list: the network’s channels, stored candidates and a YouTube search (search.list, 100 units a page; a repeated search is answered from stored results)',
    permission: exploration,
    // Spending search quota and queuing the candidates' enrichment is for the network's managers, not viewers.
    policy: 'spendsSearchQuota',
    changesState: true,
  },
  explorationChannelsExport: {
    method: 'GET',
    path: '/api/v1/exploration/channels/export',
    summary:
      'The creator list as CSV (UTF-8 with BOM, CRLF) or xlsx: the same filters and sort, the first 1,000 rows, from stored results only (never spends search quota)',
    permission: exploration,
    kind: 'download',
  },
  explorationQuota: {
    method: 'GET',
    path: '/api/v1/exploration/quota',
    summary: 'search.list calls spent today, the daily allowance and when it resets (midnight Pacific time)',
    permission: exploration,
  },
} as const satisfies Record<string, Route>;
