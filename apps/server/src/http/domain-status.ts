// The HTTP status of each domain refusal (errors/domain-error.ts). A code not listed here is a
// refusal of what the caller sent: 400.
const statusOf: Record<string, number> = {
  'errors.unauthenticated': 401,
  'errors.loginFailed': 401,
  'errors.sessionExpired': 401,

  'errors.forbidden': 403,
  'errors.roleNotAllowed': 403,
  'errors.switchChain': 403,
  'errors.notOnYourself': 403,
  'errors.targetOutranks': 403,
  'errors.cannotInviteRole': 403,
  'errors.cannotGrantPage': 403,
  'errors.refusedWhileSwitched': 403,
  'errors.noCmsPermission': 403,
  // collab deals (issue 11)
  'errors.collabStatusNotAllowed': 403,
  'errors.storeNotConnected': 409,
  // resell, stores part (issue 12)
  'errors.shopifyNotConfigured': 409,
  'errors.storeTaken': 409,
  // resell orders (issue 12): a sync could not be queued
  'errors.syncFailed': 503,
  'errors.pricesHidden': 403,

  'errors.notFound': 404,
  // production, editing requests (issue 29): a move the caller may not make; a stale state; a step that needs a cut first
  'errors.editMoveNotAllowed': 403,
  'errors.editStatusChanged': 409,
  'errors.editVersionMissing': 409,
  'errors.editNoVersion': 409,
  'errors.uploadTooLarge': 413,
  // reports (issue 14): a file could not be drawn (spec 8 "Export failed")
  'errors.reportExportFailed': 500,
  // ---- reports, mailing (issue 14): spec 8 "Inquiry failed", past records, removal; a resend with nothing left ----
  'errors.reportInquiryFailed': 500,
  'errors.reportRecordsUnavailable': 500,
  'errors.reportRecordRemoveFailed': 500,
  'errors.reportNothingToResend': 409,
  // issue 23: a quarterly run with nothing to send is not started
  'errors.reportNoRecipients': 409,
  'errors.reportAllSent': 409,
  'errors.paymentRecordMissing': 404,

  'errors.alreadyInvited': 409,
  'errors.caseVideoDuplicate': 409,
  'errors.alreadyTeamMember': 409,
  'errors.lastTeamOwner': 409,
  'errors.notSwitched': 409,
  'errors.cannotRemoveOwner': 409,
  'errors.emailTaken': 409,
  'errors.invitationClosed': 409,
  'errors.alreadyChannelOwner': 409,
  'errors.channelLocked': 409,
  'errors.accountingMonthClosed': 409,
  'errors.recipientLastChannel': 409,
  'errors.accountingRateMissing': 409,
  'errors.accountingJpyRateMissing': 409,
  // accounting truth (issue 23): a report file without rows needs finance's confirmation; payments wait for statements posted again
  'errors.revenueFileEmpty': 409,
  'errors.statementsOutOfDate': 409,
  // ---- resell, market part (issue 12) ----
  'errors.commissionRateMissing': 409,
  'errors.revenueAlreadyMatched': 409,
  'errors.financialNonCore': 409,
  'errors.oauthNotConfigured': 409,
  // collab deals (issue 11)
  'errors.collabPackageNotDraft': 409,
  'errors.collabPackageEmpty': 409,
  'errors.favouriteListsFull': 409,
  'errors.favouriteListFull': 409,
  // ---- resell, products part (issue 12) ----
  'errors.resellProductDuplicate': 409,
  'errors.resellCodeCheckFailed': 502,
  // ---- insight, comparison part (issue 13); errors.comparisonTooManyChannels is a 400 ----
  'errors.comparisonChannelsUnseen': 404,
  'errors.columnSetsFull': 409,
  'errors.columnSetNameTaken': 409,

  // ---- exploration (issue 26) ----
  'errors.prospectDuplicate': 409,
  // Commerce (issue 28).
  'errors.courseNotFound': 404,
  'errors.courseDuplicate': 409,
  'errors.coursePlatformLocked': 409,
  'errors.courseCurrencyLocked': 409,
  'errors.courseExportNoSales': 409,
  'errors.studioServiceUnavailable': 409,
  'errors.studioBookingOverlap': 409,
  'errors.studioOrderMoveRefused': 409,
  'errors.ecStoreCurrency': 409,
  'errors.prospectSigned': 409,
  'errors.youtubeSearchFailed': 503,
  'errors.searchQuotaOut': 429,

  // exploration, video search (issue 26): YouTube's videos need the area's Data API client
  'errors.youtubeVideoSearchUnavailable': 503,

  // ---- production, video data manager (issue 29) ----
  'errors.videoDataNotAuthorized': 409,
  'errors.videoDataQuota': 429,
  'errors.videoDataUnavailable': 503,
  'errors.videoRunNotUndoable': 409,
  'errors.videoRunBusy': 409,
  // ---- production, publishing calendar (issue 29) ----
  'errors.releaseNotPending': 409,
  'errors.releaseVideoPlanned': 409,
  'errors.releaseDayFull': 409,
  'errors.releaseLinkRefused': 409,
  'errors.releaseYoutubeNotAuthorized': 409,
  'errors.releaseYoutubeRefused': 409,
  'errors.releaseYoutubeQuota': 429,

  'errors.fileTooLarge': 413,

  'errors.tooManyRequests': 429,
  'errors.loginWindowExpired': 429,
};

export const domainStatusCodes = Object.keys(statusOf);

export function domainStatus(code: string): number {
  return statusOf[code] ?? 400;
}
