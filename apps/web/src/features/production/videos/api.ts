// The video data page's reads and writes (issue 29), over lib/endpoint-query.ts. A preview (the
// batch's dry run, the sheet read back) changes nothing, so it is a plain call that refreshes no
// read; applying and undoing are writes that refresh the videos and the runs (their contract entries).
import type { VideoBatchPreview, VideoChange } from '@chorus/contract';
import { useCallback, useMemo } from 'react';
import { api, download } from '../../../lib/api-client.ts';
import { useEndpointCache, useEndpointQuery, useEndpointWrite } from '../../../lib/endpoint-query.ts';

export type Accepted = { job_id: string; run_id: number; quota_units: number };
export type SheetPreview = VideoBatchPreview & { batch: VideoChange[] };

/** The channel's videos as YouTube has them (or the stored copy when the channel has no authorization). */
export function useChannelVideos(channelId: string | null) {
  return useEndpointQuery('productionVideos', { query: { channel_id: channelId ?? '' } }, { enabled: channelId !== null, staleTime: 60_000, retry: false });
}

/** The channel's runs, asked again every two seconds while one is being applied. */
export function useVideoRuns(channelId: string | null, polling: boolean) {
  return useEndpointQuery(
    'productionVideoRuns',
    { query: { channel_id: channelId ?? '' } },
    { enabled: channelId !== null, refetchInterval: polling ? 2000 : false },
  );
}

export function useVideoDataActions(channelId: string) {
  const write = useEndpointWrite();
  const cache = useEndpointCache();
  const preview = useCallback(
    async (changes: VideoChange[]) => (await api('productionVideoBatch', { body: { channel_id: channelId, changes, dry_run: true } })) as VideoBatchPreview,
    [channelId],
  );
  const apply = useCallback(
    async (changes: VideoChange[]) => (await write('productionVideoBatch', { body: { channel_id: channelId, changes, dry_run: false } })) as Accepted,
    [write, channelId],
  );
  const undo = useCallback(async (runId: number) => (await write('productionVideoRunUndo', { params: { runId } })) as Accepted, [write]);
  const downloadSheet = useCallback(() => download('productionVideosXlsx', { query: { channel_id: channelId } }, `videos-${channelId}.xlsx`), [channelId]);
  const readSheet = useCallback(
    async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (await api('productionVideosXlsxUpload', { query: { channel_id: channelId }, form })) as SheetPreview;
    },
    [channelId],
  );
  /** A run's job ended: the videos and the runs changed without a write of this page. */
  const runEnded = useCallback(() => void cache.refresh('productionVideos', 'productionVideoRuns'), [cache]);
  return useMemo(() => ({ preview, apply, undo, downloadSheet, readSheet, runEnded }), [preview, apply, undo, downloadSheet, readSheet, runEnded]);
}
