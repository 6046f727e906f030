// The request's editor delivers the next cut: a file uploaded here (resumable, then delivered as the
// next version) or a link to one, with an optional note. Sending it for review is a move above.
import type { EditRequestDetail } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, keepOpenOnFieldErrors } from '../../../components/field-errors.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useAction } from '../../../lib/use-action.ts';
import { useDeliverCut } from './api.ts';
import { fileUrl, formatBytes } from './edit-requests-model.ts';
import { UploadField } from './upload-field.tsx';

export function DeliverCut({ request }: { request: EditRequestDetail }) {
  const { t, i18n } = useTranslation();
  const deliver = useDeliverCut();
  const { busy, failure, run } = useAction();
  const [note, setNote] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [delivered, setDelivered] = useState<number | null>(null);
  const send = (body: { file_id: number } | { url: string }) =>
    run(async () => {
      try {
        const version = await deliver.mutateAsync({
          params: { requestId: request.request_id },
          body: { ...body, ...(note.trim() ? { note: note.trim() } : {}) },
        });
        setDelivered(version.version);
        setNote('');
        setUrl('');
      } catch (error) {
        keepOpenOnFieldErrors(error, (fields) => setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, `raw:${v}`]))));
      }
    });
  return (
    <Stack spacing={1.5} data-testid="edit-deliver">
      <Divider />
      <Typography variant="subtitle1">{t('editing:deliver.heading')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('editing:deliver.help')}
      </Typography>
      {failure && (
        <Alert severity="error" data-testid="edit-deliver-failed">
          {failure}
        </Alert>
      )}
      {delivered !== null && (
        <Alert severity="success" data-testid="edit-deliver-done">
          {t('editing:deliver.done', { version: delivered })}
        </Alert>
      )}
      {request.undelivered_cuts.length > 0 && (
        <Alert severity="info" data-testid="edit-undelivered">
          <Typography variant="subtitle2">{t('editing:deliver.undelivered')}</Typography>
          <Typography variant="body2">{t('editing:deliver.undeliveredHelp')}</Typography>
          <Stack component="ul" spacing={0.5} sx={{ pl: 2, mb: 0 }}>
            {request.undelivered_cuts.map((f) => (
              <li key={f.file_id}>
                <Link href={fileUrl(request.request_id, f.file_id)} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {f.filename}
                </Link>{' '}
                <Typography component="span" variant="body2">
                  ({formatBytes(f.bytes, i18n.language)})
                </Typography>{' '}
                <Button size="small" disabled={busy} onClick={() => void send({ file_id: f.file_id })}>
                  {t('editing:deliver.deliverFile')}
                </Button>
              </li>
            ))}
          </Stack>
        </Alert>
      )}
      <FormTextField
        label={t('editing:deliver.note')}
        value={note}
        onChange={setNote}
        multiline
        size="small"
        error={errorText(errors.note, t)}
        testId="edit-deliver-note"
        htmlInput={{ maxLength: 1000 }}
      />
      <UploadField
        requestId={request.request_id}
        purpose="cut"
        accept="video/*,audio/*"
        maxBytes={request.upload_max_bytes}
        onUploaded={async (fileId) => {
          if (fileId !== null) await send({ file_id: fileId });
        }}
        testId="edit-cut-upload"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          label={t('editing:deliver.link')}
          value={url}
          onChange={(v) => {
            setUrl(v);
            setErrors({});
          }}
          size="small"
          fullWidth
          inputMode="url"
          error={errorText(errors.url, t)}
          testId="edit-deliver-url"
        />
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => {
            if (!/^https?:\/\/\S+$/i.test(url.trim())) {
              setErrors({ url: 'messages:validation.editLink' });
              return;
            }
            void send({ url: url.trim() });
          }}
          sx={{ flexShrink: 0 }}
          data-testid="edit-deliver-link"
        >
          {t('editing:deliver.sendLink')}
        </Button>
      </Stack>
    </Stack>
  );
}
