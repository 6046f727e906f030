// The revenue upload as drawn from its state (uploads-model.ts): pick or drop several CMS report
// files, watch them go up and be processed, read the server's refusal or each file's result, and
// answer "this month really has no rows?" for files with a header and no rows.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import '../i18n.ts';
import { UploadResults } from './upload-results.tsx';
import { asksEmpty, canSend, sentPercent, type UploadState } from './uploads-model.ts';

export type UploadCardViewProps = {
  state: UploadState;
  /** A large upload's processing, while its job runs. */
  processing: { files_done: number; file_count: number } | null;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  onSend: () => void;
  /** Yes, the month has no rows: the files without rows go again with the confirmation. */
  onConfirmEmpty: () => void;
  onDismissEmpty: () => void;
};

export function UploadCardView({ state, processing, onAdd, onRemove, onSend, onConfirmEmpty, onDismissEmpty }: UploadCardViewProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onAdd(Array.from(event.dataTransfer.files));
  };

  return (
    <SectionCard title={t('accounting:upload.title')} subtitle={t('accounting:upload.help')} testId="accounting-upload">
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
          bgcolor: dragging ? 'action.hover' : undefined,
        }}
      >
        <Typography sx={{ mb: 1 }}>{t('accounting:upload.drop')}</Typography>
        <Button variant="outlined" onClick={() => input.current?.click()} data-testid="accounting-upload-pick">
          {t('accounting:upload.pick')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept=".csv,.gz,.zip,text/csv,application/gzip,application/zip"
          onChange={(e) => {
            onAdd(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
          data-testid="accounting-upload-input"
        />
        {state.chosen.length > 0 && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center', mt: 2 }}>
            {state.chosen.map((file, i) => (
              <Chip key={`${file.name}-${i}`} label={file.name} onDelete={() => onRemove(i)} />
            ))}
          </Stack>
        )}
      </Box>
      <Stack direction="row" sx={{ mt: 2, gap: 2, alignItems: 'center' }}>
        <Button variant="contained" disabled={!canSend(state)} onClick={onSend} data-testid="accounting-upload-send">
          {t('accounting:upload.send', { count: state.chosen.length })}
        </Button>
        {state.progress && (
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2">{t('accounting:upload.sending', { percent: sentPercent(state.progress) })}</Typography>
            <LinearProgress variant="determinate" value={(state.progress.loaded / Math.max(state.progress.total, 1)) * 100} />
          </Box>
        )}
        {!state.progress && state.inFlight && (
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2">{t('accounting:upload.processing')}</Typography>
            <LinearProgress />
          </Box>
        )}
        {processing && (
          <Box sx={{ flex: 1 }} data-testid="accounting-upload-processing">
            <Typography variant="body2">{t('accounting:upload.processingFiles', { done: processing.files_done, total: processing.file_count })}</Typography>
            <LinearProgress variant="determinate" value={(processing.files_done / Math.max(processing.file_count, 1)) * 100} />
          </Box>
        )}
      </Stack>
      {state.refusal && (
        <Alert severity={state.withoutRows.length > 0 ? 'warning' : 'error'} sx={{ mt: 2 }}>
          {state.refusal}
        </Alert>
      )}
      {state.results && <UploadResults results={state.results} />}
      <ConfirmDialog
        open={asksEmpty(state)}
        title={t('accounting:upload.emptyTitle')}
        body={
          // Report file names are long and unbroken: they wrap anywhere rather than leave the dialog.
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {t('accounting:upload.emptyBody', {
              files: state.withoutRows.map((file) => t('accounting:upload.quotedFile', { file: file.name })).join(t('accounting:listSeparator')),
            })}
          </Box>
        }
        confirmLabel={t('accounting:upload.emptyConfirm')}
        danger
        onConfirm={async () => onConfirmEmpty()}
        onClose={onDismissEmpty}
        testId="accounting-upload-empty"
        confirmTestId="accounting-upload-empty-confirm"
      />
    </SectionCard>
  );
}
