// The caller's upcoming or past collaborations (GET /api/v1/collab/schedule), all of them or one
// month of publish dates.
import type { ScheduleWhen } from '@chorus/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useSchedule(when: ScheduleWhen, month?: string) {
  return useQuery({
    queryKey: ['collab', 'schedule', when, month ?? null],
    queryFn: () => api('collabSchedule', { query: month ? { when, month } : { when } }),
    placeholderData: keepPreviousData,
  });
}

export { monthOf, shiftMonth } from './months.ts';
