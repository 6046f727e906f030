// How package and case statuses look (spec 4; names in the deals namespace).
import type { CaseStatus, PackageStatus } from '@chorus/contract';
import type { StatusColors } from '../../../components/status-chip.tsx';

export const packageColors: StatusColors<PackageStatus> = {
  draft: 'default',
  applying: 'info',
  officer_contacting: 'warning',
  matching_complete: 'success',
};

export const caseColors: StatusColors<CaseStatus> = {
  draft: 'default',
  applying: 'info',
  officer_contacting: 'warning',
  creator_agreed: 'success',
  creator_disagreed: 'error',
};
