// The OpenAPI document's tags: one per contract area, with what the area serves. Typed by the
// area table, so a new area fails the type check until it is described here.
import type { routesByArea } from '@chorus/contract';

export const areaDescriptions: Record<keyof typeof routesByArea, string> = {
  access: 'Access administration: invitations, members and users, permission entries, account switching, the system log.',
  accounting: 'Accounting: YouTube CMS revenue imports, the ledger with profit-sharing ratios and monthly payouts, remittance recipients and deductions.',
  auth: 'Sign-in and sessions: the sign-in window, sign-in and sign-out, token refresh, password reset.',
  backup: "Backups: the last daily backup and the last nightly restore drill (the administrator's).",
  cache: 'The analytics cache: cached analytics results and the refresh queue.',
  channels: "Channel analytics: the channel list and each channel's overview, audience, content and revenue.",
  commerce: "Creator commerce: course catalogues and their sales exports, the network's studio store, the creator's own Shopify store; their statement lines.",
  collab: 'The advertising collaboration marketplace: channel search and favourites, deals (packages and cases), campaign performance.',
  docs: 'This API document, its viewer, and the liveness check.',
  exploration: 'Exploration: creators outside the network (YouTube search quota, public data kept 30 days), prospects, and video search.',
  groups: 'Channel groups: their channels and the people who manage or use them.',
  insight: 'Channel insight: language processing, similar channels, word clouds, channel comparison.',
  'issue-reports': 'Problem reports people send about a channel or the dashboard, and their answers.',
  jobs: 'Background jobs: the progress of a queued job.',
  mail: 'The outbox: mail written to disk when no mail server is set.',
  ownership: 'Channel ownership: transfers, the channel edit lock, the batch creator update.',
  production:
    "Production: editing requests (brief, footage, resumable uploads, numbered cuts, timecoded comments, review and approval), each editor's workload, and the video data manager (bulk edits of titles, descriptions, tags and translations through YouTube, with preview, history and undo).",
  reports: 'Channel and group reports (docx, pptx, pdf) and the quarterly report mailing.',
  resell: 'Reselling and e-commerce: Shopify stores, orders, resale products, market commissions.',
  social: 'Instagram and TikTok: accounts linked to a channel by its creator and their first-party figures, media, stories and audience.',
  teams: 'Advertiser and reseller teams, their members and team invitations.',
  users: "One's own profile: user info, language, avatar, password, e-mail.",
  youtube: 'YouTube authorization: connecting channels as owner or content manager.',
};
