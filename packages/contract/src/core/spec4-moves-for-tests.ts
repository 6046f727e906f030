// Spec 4's status tables, written out by hand for the tests that check them: the contract's own
// (core/statuses.test.ts) and the routes' answers (server collab/deals/deals.routes.test.ts). Never
// read from statuses.ts: these are what the spec says, the code is what is checked against them.
// Each row lists the statuses a package or case may be moved to from the row's status; [] is "no change".

export type MoveTable = Record<string, string[]>;

export const PACKAGE_ORDER: string[] = ['draft', 'applying', 'officer_contacting', 'matching_complete'];
export const CASE_ORDER: string[] = ['draft', 'applying', 'officer_contacting', 'creator_agreed', 'creator_disagreed'];

/** Admin, super staff, assistants and the named specific users. */
export const staffPackageMoves: MoveTable = {
  draft: ['draft', 'applying'],
  applying: ['draft', 'applying', 'officer_contacting'],
  // "all but matching complete, plus matching complete"
  officer_contacting: ['draft', 'applying', 'officer_contacting', 'matching_complete'],
  matching_complete: ['draft', 'applying', 'officer_contacting', 'matching_complete'],
};
/** Agencies: as the staff, but a completed package stays completed. */
export const agencyPackageMoves: MoveTable = {
  draft: ['draft', 'applying'],
  applying: ['draft', 'applying', 'officer_contacting'],
  officer_contacting: ['draft', 'applying', 'officer_contacting', 'matching_complete'],
  matching_complete: ['matching_complete'],
};
/** An advertiser's ads owners and members. */
export const advertiserPackageMoves: MoveTable = {
  draft: ['draft', 'applying'],
  applying: ['draft', 'applying'],
  officer_contacting: ['officer_contacting'],
  matching_complete: ['matching_complete'],
};
export const resellerPackageMoves: MoveTable = {
  draft: ['draft', 'matching_complete'],
  applying: [],
  officer_contacting: [],
  matching_complete: ['draft', 'matching_complete'],
};
export const noPackageMoves: MoveTable = { draft: [], applying: [], officer_contacting: [], matching_complete: [] };

const negotiation = ['officer_contacting', 'creator_agreed', 'creator_disagreed'];
/** Those who negotiate with the creator: the staff rows and agencies. */
export const staffCaseMoves: MoveTable = {
  draft: ['draft'],
  applying: ['applying'],
  officer_contacting: negotiation,
  creator_agreed: negotiation,
  creator_disagreed: negotiation,
};
/** An advertiser's people: a case stays where it is. */
export const advertiserCaseMoves: MoveTable = {
  draft: ['draft'],
  applying: ['applying'],
  officer_contacting: ['officer_contacting'],
  creator_agreed: ['creator_agreed'],
  creator_disagreed: ['creator_disagreed'],
};
export const noCaseMoves: MoveTable = { draft: [], applying: [], officer_contacting: [], creator_agreed: [], creator_disagreed: [] };
