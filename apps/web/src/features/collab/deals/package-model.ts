// What a case package's page shows and allows for one caller (spec 2 "case package detail", 3, 4),
// without React: the contract's policies (as the server judges) applied to the package, each
// case's status moves, and the bodies the dialogs send.
import {
  canAssignOfficer,
  canEditCasePrices,
  canEditCaseRemarks,
  canEditPackage,
  canManageCaseVideos,
  caseMoves,
  negotiatesDeals,
  packageMoves,
  type CaseStatus,
  type CollabCase,
  type PackageDetail,
  type PackageInReach,
  type PackageStatus,
  type Subject,
} from '@chorus/contract';

export const inReachOf = (p: Pick<PackageDetail, 'advertiser' | 'created_by' | 'status'>): PackageInReach => ({
  advertiserId: p.advertiser?.id ?? null,
  createdBy: p.created_by?.id ?? null,
  status: p.status,
});

export type PackageModel = {
  /** Edit and delete the package, add and remove its cases (a draft, for its editors). */
  editable: boolean;
  /** Edit a case's remarks; `prices` its quoted and agreed prices too. */
  remarks: boolean;
  prices: boolean;
  assignsOfficer: boolean;
  managesVideos: boolean;
  /** The statuses the caller may move the package to (spec 4), its own left out. */
  moves: PackageStatus[];
  /** "Submitted: the network takes it from here" for those who do not negotiate. */
  submittedNote: boolean;
  /** A completed package links to its performance report. */
  performance: boolean;
  /** Each case with the statuses the caller may move it to, its own left out. */
  cases: { kase: CollabCase; targets: CaseStatus[] }[];
};

export function packageModel(subject: Subject, pkg: PackageDetail): PackageModel {
  const reach = inReachOf(pkg);
  return {
    editable: canEditPackage(subject, reach),
    remarks: canEditCaseRemarks(subject, reach),
    prices: canEditCasePrices(subject, reach),
    assignsOfficer: canAssignOfficer(subject),
    managesVideos: canManageCaseVideos(subject),
    moves: packageMoves(subject, reach).filter((s) => s !== pkg.status),
    submittedNote: pkg.status !== 'draft' && !negotiatesDeals(subject),
    performance: pkg.status === 'matching_complete',
    cases: pkg.cases.map((kase) => ({ kase, targets: caseMoves(subject, reach, kase.status).filter((s) => s !== kase.status) })),
  };
}

/** The move that submits a draft (applying): the main button, and afterwards back to the collaborations. */
export const submits = (from: PackageStatus, to: PackageStatus) => from === 'draft' && to === 'applying';

/** The package id of the address (`?id=7`), or null when it is not one. */
export function packageIdOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export type CaseDraft = { remarks: string; quoted: string; agreed: string };

/** A case's edit as the API takes it: prices (blank = none) only for those who set them. */
export function caseUpdateBody(prices: boolean, d: CaseDraft) {
  return prices ? { remarks: d.remarks, quoted_price: d.quoted.trim() || null, agreed_price: d.agreed.trim() || null } : { remarks: d.remarks };
}

type Person = { id: number; name: string };

/** The officers to choose from: the list when it has come, else the current officer alone. */
export function officerChoices(officers: readonly Person[] | undefined, current: Person | null): Person[] {
  return officers ? [...officers] : current ? [current] : [];
}
