// The videoData page (issue 29, the video data manager): the current channel's videos (chosen in
// the header, as the production pages have no channel in their address), bulk edits and the .xlsx
// round trip previewed with their quota before anything is sent, runs applied by a job, and their
// history with undo. Editing buttons follow the contract's editsVideoData, the server's own rule.
import { editsVideoData, type VideoBatchPreview, type VideoChange, type VideoRun } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/page-header.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useAction } from '../../../lib/use-action.ts';
import { useChannelVideos, useVideoDataActions, useVideoRuns } from './api.ts';
import './i18n.ts';
import {
  activeRun,
  bulkChanges,
  editProblem,
  emptyBulkEdit,
  filterVideos,
  previewCost,
  previewGroups,
  toggled,
  toggledAll,
  type BulkEdit,
} from './video-data-model.ts';
import { VideoDataView, type ShownPreview } from './video-data-view.tsx';

export function VideoDataPage() {
  const { t } = useTranslation();
  const { channel, subject } = useAccess();
  return (
    <DashboardPage maxWidth={1400} page="videoData" subtitle={channel ? t('videoData:subtitle', { channel: channel.name }) : undefined}>
      {channel ? (
        <ChannelVideoData key={channel.id} channelId={channel.id} canEdit={editsVideoData(subject, { channel_id: channel.id })} />
      ) : (
        <Alert severity="info" data-testid="video-data-no-channel">
          {t('videoData:noChannel')}
        </Alert>
      )}
    </DashboardPage>
  );
}

function ChannelVideoData({ channelId, canEdit }: { channelId: string; canEdit: boolean }) {
  const videos = useChannelVideos(channelId);
  // After an apply or undo, the runs are watched until none is under way; then the videos are read again.
  const [watching, setWatching] = useState(false);
  const [polling, setPolling] = useState(false);
  const runs = useVideoRuns(channelId, polling || watching);
  const actions = useVideoDataActions(channelId);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [edit, setEdit] = useState<BulkEdit>(emptyBulkEdit);
  const [preview, setPreview] = useState<(ShownPreview & { changes: VideoChange[] }) | null>(null);
  const [sheetFile, setSheetFile] = useState<File | null>(null);
  const [undoing, setUndoing] = useState<number | null>(null);
  const action = useAction();
  const runAction = useAction();

  const all = useMemo(() => videos.data?.items ?? [], [videos.data]);
  const shown = useMemo(() => filterVideos(all, search), [all, search]);
  const runList = runs.data?.items ?? [];
  const active = activeRun(runList);
  if (polling !== (active !== null)) setPolling(active !== null);
  const settled = watching && runs.data !== undefined && active === null;
  useEffect(() => {
    if (!settled) return;
    setWatching(false);
    actions.runEnded();
  }, [settled, actions]);

  if (videos.error)
    return (
      <Alert severity={videos.error.status === 403 || videos.error.status === 404 ? 'warning' : 'error'} data-testid="page-error">
        {videos.error.message}
      </Alert>
    );
  if (!videos.data) return <Skeleton variant="rounded" height={420} />;

  const show = (from: ShownPreview['from'], changes: VideoChange[], answer: VideoBatchPreview) =>
    setPreview({ from, changes, groups: previewGroups(answer, all), cost: previewCost(answer) });

  return (
    <VideoDataView
      source={videos.data.source}
      canEdit={canEdit}
      videos={shown}
      total={all.length}
      search={search}
      onSearch={setSearch}
      selected={selected}
      onToggle={(id) => setSelected((s) => toggled(s, id))}
      onToggleAll={() => setSelected((s) => toggledAll(s, shown))}
      edit={edit}
      onEdit={setEdit}
      problem={editProblem(edit, selected.size)}
      preview={preview}
      busy={action.busy}
      failure={action.failure}
      onPreview={() =>
        void action.run(async () => {
          const changes = bulkChanges(all, selected, edit);
          show('bulk', changes, changes.length === 0 ? { changes: [], quota_units: 0 } : await actions.preview(changes));
        })
      }
      onApply={() =>
        void action.run(async () => {
          if (!preview) return;
          await actions.apply(preview.changes);
          setWatching(true);
          setPreview(null);
          setSelected(new Set());
          setSheetFile(null);
        })
      }
      onCancel={() => {
        action.reset();
        setPreview(null);
      }}
      sheetFile={sheetFile}
      onSheetFile={setSheetFile}
      onDownloadSheet={() => void action.run(actions.downloadSheet)}
      onReadSheet={() =>
        void action.run(async () => {
          if (!sheetFile) return;
          const answer = await actions.readSheet(sheetFile);
          show('sheet', answer.batch, answer);
        })
      }
      runs={runList}
      busyRun={active !== null}
      undoing={undoing}
      runFailure={runAction.failure}
      onUndo={(run: VideoRun) =>
        void runAction.run(async () => {
          setUndoing(run.run_id);
          try {
            await actions.undo(run.run_id);
            setWatching(true);
          } finally {
            setUndoing(null);
          }
        })
      }
      onRunEnded={actions.runEnded}
    />
  );
}
