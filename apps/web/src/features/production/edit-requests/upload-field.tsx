// One resumable upload (tus): choose a file, see the limit before and the bytes sent while it goes,
// pause and resume it; a dropped connection continues from what the server kept, and the same file
// chosen again after a reload continues where it stopped. A file over the limit is refused before a
// byte is sent.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, percentOf, uploadReducer, type UploadPurpose } from './edit-requests-model.ts';
import { startUpload, type UploadHandle } from './tus-upload.ts';

/** The button of an upload under way: pause one that is sending, resume one that is paused. */
const toggles = { sending: { action: 'pause', then: 'paused' }, paused: { action: 'resume', then: 'resumed' } } as const;

type Props = {
  requestId: number;
  purpose: UploadPurpose;
  maxBytes: number;
  /** After the last byte: the stored file's id (for a cut's delivery). */
  onUploaded: (fileId: number | null) => Promise<void> | void;
  accept?: string;
  testId: string;
};

export function UploadField({ requestId, purpose, maxBytes, onUploaded, accept, testId }: Props) {
  const { t, i18n } = useTranslation();
  const [state, dispatch] = useReducer(uploadReducer, { phase: 'idle' });
  const handle = useRef<UploadHandle | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Leaving the page pauses an upload under way (it resumes when the same file is chosen again).
  useEffect(() => () => handle.current?.pause(), []);
  const busy = state.phase === 'sending' || state.phase === 'paused';

  const choose = (file: File | undefined) => {
    if (!file) return;
    dispatch({ type: 'chosen', name: file.name, bytes: file.size, max: maxBytes });
    if (file.size > maxBytes) return;
    const started = startUpload(file, { requestId, purpose }, (sent, total) => dispatch({ type: 'progress', sent, total }));
    handle.current = started;
    started.done.then(
      async (fileId) => {
        handle.current = null;
        await onUploaded(fileId);
        dispatch({ type: 'done' });
      },
      (error: Error) => {
        handle.current = null;
        dispatch({ type: 'failed', message: error.message });
      },
    );
  };

  const toggleButton = (toggle: (typeof toggles)[keyof typeof toggles]) => (
    <Button
      size="small"
      onClick={() => {
        handle.current?.[toggle.action]();
        dispatch({ type: toggle.then });
      }}
      data-testid={`${testId}-${toggle.action}`}
    >
      {t(`editing:upload.${toggle.action}`)}
    </Button>
  );

  return (
    <Stack spacing={1} data-testid={testId}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" disabled={busy} data-testid={`${testId}-choose`}>
          {t(purpose === 'cut' ? 'editing:upload.chooseCut' : 'editing:upload.chooseFootage')}
          <input
            ref={input}
            hidden
            type="file"
            accept={accept}
            data-testid={`${testId}-input`}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-limit`}>
          {t('editing:upload.limit', { size: formatBytes(maxBytes, i18n.language) })}
        </Typography>
      </Stack>
      {(state.phase === 'sending' || state.phase === 'paused') && (
        <Stack spacing={0.5}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid={`${testId}-progress`}>
              {t('editing:upload.progress', {
                name: state.name,
                sent: formatBytes(state.sent, i18n.language),
                total: formatBytes(state.total, i18n.language),
                percent: percentOf(state.sent, state.total),
              })}
            </Typography>
            {toggleButton(toggles[state.phase])}
          </Stack>
          <LinearProgress variant="determinate" value={percentOf(state.sent, state.total)} aria-label={t('editing:upload.progressLabel')} />
        </Stack>
      )}
      {state.phase === 'tooLarge' && (
        <Alert severity="error" data-testid={`${testId}-too-large`}>
          {t('editing:upload.tooLarge', { name: state.name, size: formatBytes(state.bytes, i18n.language), limit: formatBytes(maxBytes, i18n.language) })}
        </Alert>
      )}
      {state.phase === 'failed' && (
        <Alert severity="error" data-testid={`${testId}-failed`}>
          {state.message}
        </Alert>
      )}
      {state.phase === 'done' && (
        <Alert severity="success" data-testid={`${testId}-done`}>
          {t('editing:upload.done', { name: state.name })}
        </Alert>
      )}
    </Stack>
  );
}
