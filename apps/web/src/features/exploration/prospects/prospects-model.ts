// The pipeline's rules as the page draws them: which stages a prospect may move to (any stage but
// its own; "signed" is final, as the server says), the dates of the stages it reached in pipeline
// order, and the lists a prospect table shows.
import { prospectStatuses, type Prospect, type ProspectStatus, type Prospects } from '@chorus/contract';
import type { StatusColors } from '../../../components/status-chip.tsx';

export const stageColors: StatusColors<ProspectStatus> = {
  found: 'default',
  contacted: 'info',
  replied: 'primary',
  negotiating: 'warning',
  signed: 'success',
  declined: 'error',
};

/** The stages a prospect may move to: none once signed, otherwise every other stage. */
export function nextStages(status: ProspectStatus): ProspectStatus[] {
  return status === 'signed' ? [] : prospectStatuses.filter((s) => s !== status);
}

/** The stages the prospect entered, with their dates, in pipeline order. */
export function stageDates(prospect: Pick<Prospect, 'dates'>): [ProspectStatus, string][] {
  return prospectStatuses.flatMap((s) => (prospect.dates[s] ? [[s, prospect.dates[s]] as [ProspectStatus, string]] : []));
}

/** The prospects of one list (all lists: null) at one stage (any: ''). */
export function prospectsOf(data: Prospects | undefined, listId: number | null, stage: ProspectStatus | ''): Prospect[] {
  return (data?.items ?? []).filter((p) => (listId === null || p.list_id === listId) && (stage === '' || p.status === stage));
}

/** Which channels are saved already, to say so on the search's rows. */
export const savedChannels = (data: Prospects | undefined) => new Set((data?.items ?? []).map((p) => p.channel_id));
