// The video data page as drawn from what it is handed (issue 29, videoData): why nothing can be
// edited when the channel has no YouTube authorization, the videos to choose, the bulk edit or the
// .xlsx round trip, the preview of a change with its quota, and the runs' history with undo.
import type { ProductionVideo, VideoRun } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../components/icons.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { XlsxFilePicker } from '../../../components/xlsx-file-picker.tsx';
import { BulkEditForm } from './bulk-edit-form.tsx';
import { ChangePreview } from './change-preview.tsx';
import { RunHistory } from './run-history.tsx';
import type { BulkEdit, PreviewGroup } from './video-data-model.ts';
import { VideoTable } from './video-table.tsx';

export type ShownPreview = { from: 'bulk' | 'sheet'; groups: PreviewGroup[]; cost: { videos: number; units: number; perVideo: number } };

export type VideoDataViewProps = {
  source: 'youtube' | 'stored';
  canEdit: boolean;
  videos: readonly ProductionVideo[];
  total: number;
  search: string;
  onSearch: (text: string) => void;
  selected: ReadonlySet<string>;
  onToggle: (videoId: string) => void;
  onToggleAll: () => void;
  edit: BulkEdit;
  onEdit: (edit: BulkEdit) => void;
  problem: string | null;
  preview: ShownPreview | null;
  busy: boolean;
  failure: string | null;
  onPreview: () => void;
  onApply: () => void;
  onCancel: () => void;
  sheetFile: File | null;
  onSheetFile: (file: File | null) => void;
  onDownloadSheet: () => void;
  onReadSheet: () => void;
  runs: readonly VideoRun[];
  busyRun: boolean;
  undoing: number | null;
  runFailure: string | null;
  onUndo: (run: VideoRun) => void;
  onRunEnded: () => void;
};

export function NotAuthorizedNote({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="video-data-stored">
      <AlertTitle>{t('videoData:stored.title')}</AlertTitle>
      {t('videoData:stored.why')} {t(canEdit ? 'videoData:stored.whatOwner' : 'videoData:stored.whatOthers')}
    </Alert>
  );
}

export function VideoDataView(p: VideoDataViewProps) {
  const { t } = useTranslation();
  const editable = p.source === 'youtube' && p.canEdit;
  const titles = new Map(p.videos.map((v) => [v.video_id, v.title]));
  return (
    <Stack spacing={0}>
      {p.source === 'stored' && (
        <Stack sx={{ mb: 3 }}>
          <NotAuthorizedNote canEdit={p.canEdit} />
        </Stack>
      )}
      {p.source === 'youtube' && !p.canEdit && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="video-data-read-only">
          {t('videoData:readOnly')}
        </Alert>
      )}
      {editable && (
        <SectionCard
          title={t(p.preview ? 'videoData:preview.title' : 'videoData:bulk.title')}
          subtitle={p.preview ? t(p.preview.from === 'sheet' ? 'videoData:preview.fromSheet' : 'videoData:preview.subtitle') : t('videoData:bulk.subtitle')}
          testId="video-data-edit"
        >
          {p.preview ? (
            <ChangePreview
              groups={p.preview.groups}
              cost={p.preview.cost}
              canApply={!p.busyRun}
              busy={p.busy}
              failure={p.failure}
              onApply={p.onApply}
              onCancel={p.onCancel}
            />
          ) : (
            <Stack spacing={2}>
              {p.busyRun && (
                <Alert severity="info" data-testid="video-data-busy">
                  {t('messages:errors.videoRunBusy')}
                </Alert>
              )}
              <BulkEditForm edit={p.edit} onChange={p.onEdit} problem={p.problem} busy={p.busy} onPreview={p.onPreview} />
              {p.failure && <Alert severity="error">{p.failure}</Alert>}
            </Stack>
          )}
        </SectionCard>
      )}
      <SectionCard title={t('videoData:list.title')} subtitle={t('videoData:list.subtitle')} testId="video-data-list">
        <VideoTable
          videos={p.videos}
          total={p.total}
          selected={p.selected}
          selectable={editable && !p.preview}
          search={p.search}
          onSearch={p.onSearch}
          onToggle={p.onToggle}
          onToggleAll={p.onToggleAll}
        />
      </SectionCard>
      {p.source === 'youtube' && (
        <SectionCard
          title={t('videoData:sheet.title')}
          subtitle={t(editable ? 'videoData:sheet.subtitle' : 'videoData:sheet.subtitleRead')}
          testId="video-data-sheet"
        >
          <Stack spacing={2}>
            <Stack direction="row">
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={p.onDownloadSheet} disabled={p.busy} data-testid="sheet-download">
                {t('videoData:sheet.download')}
              </Button>
            </Stack>
            {editable && (
              <XlsxFilePicker file={p.sheetFile} onChange={p.onSheetFile} texts="videoData:sheet" disabled={p.busy || p.preview !== null} testId="sheet-file">
                <Button variant="contained" disabled={!p.sheetFile || p.busy || p.preview !== null} onClick={p.onReadSheet} data-testid="sheet-read">
                  {t('videoData:sheet.read')}
                </Button>
              </XlsxFilePicker>
            )}
          </Stack>
        </SectionCard>
      )}
      <SectionCard title={t('videoData:runs.title')} subtitle={t('videoData:runs.subtitle')} testId="video-data-runs">
        <RunHistory runs={p.runs} titles={titles} canEdit={editable} undoing={p.undoing} failure={p.runFailure} onUndo={p.onUndo} onRunEnded={p.onRunEnded} />
        {p.runs.length > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
            {t('videoData:runs.quotaNote')}
          </Typography>
        )}
      </SectionCard>
    </Stack>
  );
}
