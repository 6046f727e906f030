// The courses part's reads and writes over lib/endpoint-query.ts. The sales upload goes by
// XMLHttpRequest for its progress (lib/upload-with-progress.ts), so its reads are refreshed here
// from the contract's `invalidates` of coursesSalesUpload.
import { routes, type CourseUploadQuery, type CourseUploadResult } from '@chorus/contract';
import { useCallback } from 'react';
import { invalidatedBy, keepPreviousData, useEndpointCache, useEndpointMutation, useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

export const useCourses = (channelId: string) => useEndpointQuery('coursesList', { query: { channel_id: channelId } });

export const useCourseRevenue = (channelId: string, month: string) =>
  useEndpointQuery('coursesRevenue', { query: { channel_id: channelId, month } }, { placeholderData: keepPreviousData });

export const useCourseMonths = (channelId: string, from: string, to: string) =>
  useEndpointQuery('coursesRevenueMonths', { query: { channel_id: channelId, from, to } }, { placeholderData: keepPreviousData });

export const useCreateCourse = () => useEndpointMutation('coursesCreate');

export const useUpdateCourse = () => useEndpointMutation('coursesUpdate');

export const useEnterCourseSales = () => useEndpointMutation('coursesSalesEnter');

/** A queued upload's state, asked about once a second until it ends. */
export const useCourseUploadStatus = (uploadId: string | null) =>
  useEndpointQuery(
    'coursesSalesUploadStatus',
    { params: { uploadId: uploadId ?? '' } },
    { enabled: uploadId !== null, refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? 1000 : false) },
  );

export type CourseUploadAnswer = { results: CourseUploadResult[] } | { upload_id: string };

export function uploadCourseExport(query: CourseUploadQuery, file: File, onProgress: (sent: number, total: number) => void): Promise<CourseUploadAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  const search = new URLSearchParams({ channel_id: query.channel_id, month: query.month, ...(query.confirm_empty ? { confirm_empty: 'true' } : {}) });
  return uploadWithProgress(`${routes.coursesSalesUpload.path}?${search}`, form, onProgress);
}

/** Refreshes the reads an upload changes (the contract's `invalidates` of coursesSalesUpload). */
export function useRefreshAfterCourseUpload(): () => Promise<void> {
  const { refresh } = useEndpointCache();
  return useCallback(() => refresh(...invalidatedBy('coursesSalesUpload')), [refresh]);
}
