// Case package and case status machines of spec 4, as data.

export const packageStatuses = ['draft', 'applying', 'officer_contacting', 'matching_complete'] as const;
export type PackageStatus = (typeof packageStatuses)[number];

export const caseStatuses = ['draft', 'applying', 'officer_contacting', 'creator_agreed', 'creator_disagreed'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/** Allowed target statuses by current status. A missing or empty entry means no change is possible. */
export type PackageTransitions = Partial<Record<PackageStatus, PackageStatus[]>>;
export type CaseTransitions = Partial<Record<CaseStatus, CaseStatus[]>>;

export const staffPackageTransitions: PackageTransitions = {
  draft: ['draft', 'applying'],
  applying: ['draft', 'applying', 'officer_contacting'],
  officer_contacting: ['draft', 'applying', 'officer_contacting', 'matching_complete'],
  matching_complete: ['draft', 'applying', 'officer_contacting', 'matching_complete'],
};
export const agencyPackageTransitions: PackageTransitions = {
  ...staffPackageTransitions,
  matching_complete: ['matching_complete'],
};
export const advertiserPackageTransitions: PackageTransitions = {
  draft: ['draft', 'applying'],
  applying: ['draft', 'applying'],
  officer_contacting: ['officer_contacting'],
  matching_complete: ['matching_complete'],
};
export const resellerPackageTransitions: PackageTransitions = {
  draft: ['draft', 'matching_complete'],
  matching_complete: ['draft', 'matching_complete'],
};

const negotiation: CaseStatus[] = ['officer_contacting', 'creator_agreed', 'creator_disagreed'];
export const staffCaseTransitions: CaseTransitions = {
  draft: ['draft'],
  applying: ['applying'],
  officer_contacting: negotiation,
  creator_agreed: negotiation,
  creator_disagreed: negotiation,
};
export const advertiserCaseTransitions: CaseTransitions = Object.fromEntries(caseStatuses.map((s) => [s, [s]]));
