// Routes of the production area's editing requests (issue 29, page videoEditor): a creator asks for
// an edit of a channel's footage, the network's editors take it and deliver cuts, the creator reviews
// them with comments pinned to timecodes and approves; the editor marks it published with the video.
import { signedIn, type Route } from '../core/route.ts';

const requestPath = '/api/v1/production/edit-requests/:requestId';

export const editRequestsRoutes = {
  productionEditRequests: {
    method: 'GET',
    path: '/api/v1/production/edit-requests',
    summary: 'The editing requests the caller may see (one channel with channel_id, one state with status), soonest due first',
    permission: signedIn,
    policy: 'readsEditRequests',
  },
  productionEditRequestCreate: {
    method: 'POST',
    path: '/api/v1/production/edit-requests',
    summary: "Ask for an edit of a channel's footage: brief, style references, due date, footage links (files follow by resumable upload)",
    permission: signedIn,
    policy: 'asksForEdits',
    invalidates: ['productionEditRequests', 'productionEditorWorkload'],
  },
  productionEditRequest: {
    method: 'GET',
    path: requestPath,
    summary: 'One editing request with its footage, its history (who moved it when), its numbered versions and their timecoded comments',
    permission: signedIn,
    policy: 'seesEditRequest',
  },
  productionEditRequestStatus: {
    method: 'POST',
    path: `${requestPath}/status`,
    summary: "Move a request to its next state (editors take, deliver and publish; the channel's owner or manager reviews)",
    permission: signedIn,
    policy: 'movesEditRequest',
    invalidates: ['productionEditRequests', 'productionEditRequest', 'productionEditorWorkload'],
  },
  productionEditRequestComment: {
    method: 'POST',
    path: `${requestPath}/comments`,
    summary: 'Comment on a delivered cut at a timecode (the latest version unless one is named)',
    permission: signedIn,
    policy: 'commentsOnEditRequest',
    invalidates: ['productionEditRequest'],
  },
  productionEditRequestVersion: {
    method: 'POST',
    path: `${requestPath}/versions`,
    summary: 'Deliver a cut as the next numbered version: an uploaded file or a link',
    permission: signedIn,
    policy: 'deliversEditVersion',
    invalidates: ['productionEditRequest'],
  },
  productionEditRequestFile: {
    method: 'GET',
    path: `${requestPath}/files/:fileId`,
    summary: 'An uploaded footage file or cut of the request (byte ranges answered, so a cut plays in the page)',
    permission: signedIn,
    policy: 'seesEditRequest',
    kind: 'download',
  },
  productionUploads: {
    method: 'POST',
    path: '/api/v1/production/uploads',
    summary:
      'Resumable upload (tus 1.0: POST creates with Upload-Length and Upload-Metadata request_id, purpose footage or cut, filename; HEAD and PATCH on the Location continue it)',
    permission: signedIn,
    policy: 'uploadsToEditRequest',
    kind: 'resumable',
  },
  productionEditorWorkload: {
    method: 'GET',
    path: '/api/v1/production/editor-workload',
    summary: "Each editor's open requests by state, the next due date and how many are overdue",
    permission: signedIn,
    policy: 'readsEditorWorkload',
  },
} as const satisfies Record<string, Route>;
