// A case's videos inside the package detail (deals renders it): the list with title and publish
// time, and, for those who manage case videos (canEdit), adding one by video ID or any YouTube
// address (checked against the case's channel on the server; spec 8 message when it is not that
// channel's video) and removing one after a confirmation.
import { parseVideoRef, type CaseVideo } from '@chorus/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RemovableList } from '../../../components/removable-list.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useEndpointMutation, useEndpointQuery, useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { CaseVideoActions } from '../../../lib/case-video-actions-slot.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { watchUrl } from '../../../lib/watch-url.ts';
import '../i18n.ts';

export type CaseVideosPanelProps = { caseId: number; channelId: string; canEdit: boolean };

export function CaseVideosPanel({ caseId, channelId, canEdit }: CaseVideosPanelProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const videos = useEndpointQuery('collabCaseVideos', { params: { caseId } });
  const write = useEndpointWrite();
  const [reference, setReference] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CaseVideo | null>(null);

  const add = useEndpointMutation('collabCaseVideoAdd', {
    onSuccess: (added) => {
      setReference('');
      setFieldError(null);
      toast(t('performance:videos.added', { title: added.title }), 'success');
    },
    onError: (error) => setFieldError(error instanceof ApiError ? error.message : t('performance:videos.addFailed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parseVideoRef(reference) === null) {
      setFieldError(t('performance:videos.invalid'));
      return;
    }
    add.mutate({ params: { caseId }, body: { video: reference.trim() } });
  };

  const list = videos.data?.videos ?? [];
  return (
    <Box data-testid={`case-videos-${caseId}`} data-channel={channelId} sx={{ py: 1 }}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('performance:videos.title')}
      </Typography>
      {videos.isError && (
        <Typography color="error" variant="body2" role="alert">
          {videos.error.message}
        </Typography>
      )}
      {videos.isSuccess && list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('performance:videos.empty')}
        </Typography>
      )}
      {list.length > 0 && (
        <RemovableList
          items={list}
          itemKey={(v) => v.id}
          itemTestId="case-video"
          itemData={(v) => ({ 'data-video': v.video_id })}
          remove={
            canEdit
              ? {
                  tooltip: t('performance:videos.remove'),
                  label: (v) => t('performance:videos.removeNamed', { title: v.title }),
                  onClick: setRemoving,
                  testId: 'case-video-remove',
                }
              : undefined
          }
        >
          {(v) => (
            <>
              <ListItemText
                primary={
                  <Link href={watchUrl(v.video_id)} target="_blank" rel="noopener noreferrer">
                    {v.title}
                  </Link>
                }
                secondary={`${v.video_id} · ${v.published_at ? formatDateTime(v.published_at, i18n.language) : t('performance:videos.noPublishTime')}`}
              />
              {/* Issue 12: the video's resale products (the reseller area fills the slot). */}
              <CaseVideoActions videoId={v.video_id} title={v.title} />
            </>
          )}
        </RemovableList>
      )}
      {canEdit && (
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} onSubmit={submit} sx={{ gap: 1, mt: 1, alignItems: { sm: 'flex-start' } }} noValidate>
          <TextField
            size="small"
            fullWidth
            label={t('performance:videos.inputLabel')}
            placeholder="https://youtu.be/…"
            value={reference}
            onChange={(e) => {
              setReference(e.target.value);
              setFieldError(null);
            }}
            error={fieldError !== null}
            helperText={fieldError ?? t('performance:videos.inputHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'case-video-input', maxLength: 500 } }}
          />
          <Button type="submit" variant="contained" disabled={add.isPending || reference.trim() === ''} data-testid="case-video-add" sx={{ flexShrink: 0 }}>
            {t('performance:videos.add')}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('performance:videos.removeTitle')}
        body={t('performance:videos.removeBody', { title: removing?.title ?? '' })}
        confirmLabel={t('performance:videos.remove')}
        danger
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          await write('collabCaseVideoRemove', { params: { caseId, videoId: removing!.video_id } });
          toast(t('performance:videos.removed'), 'success');
          setRemoving(null);
        }}
      />
    </Box>
  );
}
