// Routes of the collab area's deals part (see routes.ts): case packages, their cases, the advertiser
// request form, status moves (spec 4) and the package's timeline. The paths the issue fixes
// (POST /api/v1/collab/packages, GET …/packages/{id}, POST …/packages/{id}/cases, POST
// …/packages/{id}/status, POST …/cases/{id}/status) stay as they are: outside tools rely on them.
// Object scope is the service's (deals.policies.ts): a package the caller may not see does not exist.
import { component, signedIn, type Route } from '../core/route.ts';

export const dealsRoutes = {
  collabPackageList: {
    method: 'GET',
    path: '/api/v1/collab/packages',
    summary: "The caller's case packages (the network's people: every package), newest first",
    permission: signedIn,
    policy: 'canUseDeals',
  },
  collabChannelTitles: {
    method: 'GET',
    path: '/api/v1/collab/channel-titles',
    summary: 'The titles of the channels the wizard was given (ids comma-separated); a hidden one never reaches an advertiser',
    permission: signedIn,
    policy: 'canUseDeals',
  },
  collabPackageCreate: {
    method: 'POST',
    path: '/api/v1/collab/packages',
    summary: 'Open a case package (draft), optionally with the selected creators as its cases',
    permission: component('managePackages'),
    invalidates: ['collabPackageList'],
  },
  collabPackageGet: {
    method: 'GET',
    path: '/api/v1/collab/packages/:packageId',
    summary: 'One case package: cases with channel titles, status, remarks and prices; the request form, competitors and timeline',
    permission: signedIn,
    policy: 'canSeePackage',
  },
  collabPackageUpdate: {
    method: 'PUT',
    path: '/api/v1/collab/packages/:packageId',
    summary: "Edit a draft package's name and description",
    permission: signedIn,
    policy: 'canEditPackage',
    invalidates: ['collabPackageList', 'collabPackageGet'],
  },
  collabPackageDelete: {
    method: 'DELETE',
    path: '/api/v1/collab/packages/:packageId',
    summary: 'Delete a draft package',
    permission: signedIn,
    policy: 'canEditPackage',
    invalidates: ['collabPackageList'],
  },
  collabPackageStatus: {
    method: 'POST',
    path: '/api/v1/collab/packages/:packageId/status',
    summary: "Move a package to another status, as the caller's spec 4 table allows (403 otherwise)",
    permission: signedIn,
    policy: 'canActOnPackage',
    invalidates: ['collabPackageList', 'collabPackageGet'],
  },
  collabPackageOfficer: {
    method: 'PUT',
    path: '/api/v1/collab/packages/:packageId/officer',
    summary: "Set or clear a package's responsible officer (a staff member)",
    permission: component('manageCases'),
    policy: 'canAssignOfficer',
    invalidates: ['collabPackageList', 'collabPackageGet'],
  },
  collabOfficers: {
    method: 'GET',
    path: '/api/v1/collab/officers',
    summary: 'The staff members a package can have as responsible officer',
    permission: component('manageCases'),
    policy: 'canAssignOfficer',
  },
  collabRequestFormSave: {
    method: 'PUT',
    path: '/api/v1/collab/packages/:packageId/request-form',
    summary: "Save a draft package's advertiser request form and competitor list (spec 3, 5)",
    permission: signedIn,
    policy: 'canEditPackage',
    invalidates: ['collabPackageList', 'collabPackageGet'],
  },
  collabCasesAdd: {
    method: 'POST',
    path: '/api/v1/collab/packages/:packageId/cases',
    summary: 'Add channels to a draft package, one case each; those already in it are named',
    permission: signedIn,
    policy: 'canEditPackage',
    invalidates: ['collabPackageList', 'collabPackageGet'],
  },
  collabCaseRemove: {
    method: 'DELETE',
    path: '/api/v1/collab/cases/:caseId',
    summary: 'Remove a case from a draft package',
    permission: signedIn,
    policy: 'canEditPackage',
    invalidates: ['collabPackageList', 'collabPackageGet', 'collabSchedule'],
  },
  collabCaseUpdate: {
    method: 'PUT',
    path: '/api/v1/collab/cases/:caseId',
    summary: "A case's remarks and prices (USD)",
    permission: signedIn,
    policy: 'canEditCaseRemarks',
    invalidates: ['collabPackageList', 'collabPackageGet', 'collabSchedule'],
  },
  collabCaseStatus: {
    method: 'POST',
    path: '/api/v1/collab/cases/:caseId/status',
    summary: "Move a case to another status, as the caller's spec 4 table allows (403 otherwise)",
    permission: signedIn,
    policy: 'canActOnPackage',
    invalidates: ['collabPackageList', 'collabPackageGet', 'collabSchedule'],
  },
} as const satisfies Record<string, Route>;
