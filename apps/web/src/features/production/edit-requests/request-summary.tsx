// What was asked (channel, state, due date, who asked and who holds it, the brief and the style
// references), the published video once there is one, and the moves this person may make now: the
// contract's moves table and policies, the rule the server applies. Publishing asks for the video.
import type { EditRequestDetail, EditRequestStatus } from '@chorus/contract';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText, keepOpenOnFieldErrors } from '../../../components/field-errors.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { useMoveEditRequest } from './api.ts';
import { DueDate } from './due-date.tsx';
import { moveNeedsVideoId, statusColors, videoIdFrom } from './edit-requests-model.ts';

type Props = { request: EditRequestDetail; moves: EditRequestStatus[]; today: string };

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Stack direction="row" sx={{ gap: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 96, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" data-testid={testId} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

export function RequestSummary({ request, moves, today }: Props) {
  const { t } = useTranslation();
  const [moving, setMoving] = useState<EditRequestStatus | null>(null);
  return (
    <SectionCard
      title={t('editing:detail.request')}
      testId="edit-summary"
      action={<StatusChip status={request.status} colors={statusColors} label={t(`editing:status.${request.status}`)} testId="edit-status" />}
    >
      <Stack spacing={1.5}>
        <Fact label={t('channel')}>{request.channel_title}</Fact>
        <Fact label={t('editing:list.due')}>
          <DueDate request={request} today={today} testId="edit-due" />
        </Fact>
        <Fact label={t('editing:detail.askedBy')}>{request.requested_by.name}</Fact>
        <Fact label={t('editing:list.editor')} testId="edit-editor">
          {request.editor?.name ?? t('editing:notTaken')}
        </Fact>
        {request.published_video_id && (
          <Fact label={t('editing:detail.publishedVideo')}>
            <Link href={`https://www.youtube.com/watch?v=${request.published_video_id}`} target="_blank" rel="noreferrer" data-testid="edit-published-video">
              {request.published_video_id}
            </Link>
          </Fact>
        )}
        <Typography variant="subtitle2" sx={{ pt: 1 }}>
          {t('editing:ask.brief')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="edit-brief">
          {request.brief}
        </Typography>
        {request.style_references.length > 0 && (
          <>
            <Typography variant="subtitle2">{t('editing:ask.styleReferences')}</Typography>
            <Links urls={request.style_references} testId="edit-references" />
          </>
        )}
        {moves.length > 0 && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', pt: 1 }}>
            {moves.map((to) => (
              <Button
                key={to}
                variant={to === 'changes_requested' ? 'outlined' : 'contained'}
                color={to === 'changes_requested' ? 'warning' : 'primary'}
                onClick={() => setMoving(to)}
                data-testid={`edit-move-${to}`}
              >
                {t(`editing:move.${request.status === 'requested' && to === 'in_edit' ? 'take' : to}`)}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
      {moving && <MoveDialog request={request} to={moving} onClose={() => setMoving(null)} />}
    </SectionCard>
  );
}

export function Links({ urls, testId }: { urls: string[]; testId: string }) {
  return (
    <Stack component="ul" sx={{ m: 0, pl: 2.5 }} data-testid={testId}>
      {urls.map((url) => (
        <li key={url}>
          <Link href={url} target="_blank" rel="noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {url}
          </Link>
        </li>
      ))}
    </Stack>
  );
}

function MoveDialog({ request, to, onClose }: { request: EditRequestDetail; to: EditRequestStatus; onClose: () => void }) {
  const { t } = useTranslation();
  const move = useMoveEditRequest();
  const [note, setNote] = useState('');
  const [videoId, setVideoId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const label = t(`editing:move.${request.status === 'requested' && to === 'in_edit' ? 'take' : to}`);
  const needsVideo = moveNeedsVideoId(to);
  return (
    <ConfirmDialog
      open
      title={label}
      body={t(`editing:moveAsk.${to}`, { title: request.title })}
      confirmLabel={label}
      onClose={onClose}
      testId="edit-move-dialog"
      confirmTestId="edit-move-confirm"
      onConfirm={async () => {
        const id = videoIdFrom(videoId);
        if (needsVideo && !/^[A-Za-z0-9_-]{11}$/.test(id)) {
          setErrors({ video_id: 'messages:validation.editVideoId' });
          return false;
        }
        try {
          await move.mutateAsync({
            params: { requestId: request.request_id },
            body: { status: to, ...(needsVideo ? { video_id: id } : {}), ...(note.trim() ? { note: note.trim() } : {}) },
          });
        } catch (error) {
          return keepOpenOnFieldErrors(error, (fields) => setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, `raw:${v}`]))));
        }
      }}
    >
      {needsVideo && (
        <FormTextField
          label={t('editing:move.videoId')}
          required
          value={videoId}
          onChange={(v) => {
            setVideoId(v);
            setErrors({});
          }}
          error={errorText(errors.video_id, t)}
          help={t('editing:move.videoIdHelp')}
          testId="edit-move-video"
        />
      )}
      <FormTextField
        label={t(to === 'changes_requested' ? 'editing:move.whatToChange' : 'editing:move.note')}
        multiline
        minRows={2}
        value={note}
        onChange={setNote}
        error={errorText(errors.note, t)}
        testId="edit-move-note"
        htmlInput={{ maxLength: 1000 }}
      />
    </ConfirmDialog>
  );
}
