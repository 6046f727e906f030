// Routes of the reports area's mailing part (issue 14; spec 1 "quarterly report mailing", spec 2
// "send by mail", the quarterly report subscription with per-channel settings, manual send, send
// records with a failed-only filter, and the exchange rates; spec 8 messages; spec 9 the previous
// quarter). Each channel of a run is one job on the queue; the records say what reached whom.
import { page, signedIn, type Route } from '../core/route.ts';

export const mailingRoutes = {
  reportSubscriptionList: {
    method: 'GET',
    path: '/api/v1/reports/subscriptions',
    summary: "Every channel's quarterly report subscription (on or off, recipients, language, currency, formats), with the last send",
    permission: signedIn,
    policy: 'managesReportMailing',
  },
  reportSubscriptionSet: {
    method: 'PUT',
    path: '/api/v1/reports/subscriptions/:channelId',
    summary: "Set a channel's quarterly report subscription",
    permission: signedIn,
    policy: 'managesReportMailing',
    invalidates: ['reportSubscriptionList'],
  },
  reportMailingRunList: {
    method: 'GET',
    path: '/api/v1/reports/mailing/runs',
    summary: 'The newest mailing runs (scheduled, manual, resend) with their progress',
    permission: signedIn,
    policy: 'managesReportMailing',
  },
  reportMailingRunStart: {
    method: 'POST',
    path: '/api/v1/reports/mailing/runs',
    summary: "Send a quarter's reports now: the chosen channels, or every subscribed one; one job per channel",
    permission: signedIn,
    policy: 'managesReportMailing',
    invalidates: ['reportMailingRunList', 'reportMailingRunGet', 'reportMailingRecordList', 'reportSubscriptionList'],
  },
  reportMailingRunGet: {
    method: 'GET',
    path: '/api/v1/reports/mailing/runs/:runId',
    summary: "A run's progress: channels and messages queued, sent and failed",
    permission: signedIn,
    policy: 'managesReportMailing',
  },
  reportMailingRunResume: {
    method: 'POST',
    path: '/api/v1/reports/mailing/runs/:runId/resume',
    summary: "Queue a run's unfinished channels again; what was sent is never sent twice",
    permission: signedIn,
    policy: 'managesReportMailing',
    invalidates: ['reportMailingRunList', 'reportMailingRunGet', 'reportMailingRecordList', 'reportSubscriptionList'],
  },
  reportMailingRecordList: {
    method: 'GET',
    path: '/api/v1/reports/mailing/records',
    summary: 'The send records (channel, recipient, formats, time, result, error), newest first; failed only on request',
    permission: signedIn,
    policy: 'managesReportMailing',
  },
  reportMailingRecordResend: {
    method: 'POST',
    path: '/api/v1/reports/mailing/records/resend',
    summary: 'Send the failed records again (the chosen ones, or every failed one of a run): a new run that sends only those',
    permission: signedIn,
    policy: 'managesReportMailing',
    invalidates: ['reportMailingRunList', 'reportMailingRunGet', 'reportMailingRecordList', 'reportSubscriptionList'],
  },
  reportMailingRecordDelete: {
    method: 'DELETE',
    path: '/api/v1/reports/mailing/records/:recordId',
    summary: 'Remove a send record',
    permission: signedIn,
    policy: 'managesReportMailing',
    invalidates: ['reportMailingRecordList', 'reportMailingRunList'],
  },
  reportChannelMail: {
    method: 'POST',
    path: '/api/v1/reports/channels/:channelId/mail',
    summary: "Mail the channel's report (the period, formats, language and currency chosen on the page) to chosen recipients",
    permission: page('report'),
    policy: 'canDownloadChannelReport',
    channelScoped: true,
    invalidates: ['reportMailingRunList', 'reportMailingRunGet', 'reportMailingRecordList', 'reportSubscriptionList'],
  },
} as const satisfies Record<string, Route>;
