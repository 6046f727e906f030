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

/** The month (YYYY-MM, UTC) a date falls in, and the one `step` months away. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);
export function shiftMonth(month: string, step: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(y, m - 1 + step, 1)));
}
