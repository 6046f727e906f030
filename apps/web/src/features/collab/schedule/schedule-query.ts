// The caller's upcoming or past collaborations (GET /api/v1/collab/schedule), all of them or one
// month of publish dates.
import type { ScheduleWhen } from '@chorus/contract';
import { keepPreviousData, useEndpointQuery } from '../../../lib/endpoint-query.ts';

export function useSchedule(when: ScheduleWhen, month?: string) {
  return useEndpointQuery('collabSchedule', { query: month ? { when, month } : { when } }, { placeholderData: keepPreviousData });
}

export { monthOf, shiftMonth } from './months.ts';
