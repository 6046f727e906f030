// The publishing calendar's read and writes, over lib/endpoint-query.ts.
import type { ReleaseScheduleQuery } from '@chorus/contract';
import { keepPreviousData, useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query.ts';

export function useReleaseSchedule(query: ReleaseScheduleQuery) {
  return useEndpointQuery('productionSchedule', { query }, { placeholderData: keepPreviousData });
}

export function useCreateRelease() {
  return useEndpointMutation('productionScheduleCreate');
}

export function useRescheduleRelease() {
  return useEndpointMutation('productionScheduleReschedule');
}

export function useCancelRelease() {
  return useEndpointMutation('productionScheduleCancel');
}
