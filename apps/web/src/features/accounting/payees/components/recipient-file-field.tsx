// One of a recipient's documents in the add/edit dialog: what is on file (with a link to view it),
// and a button to choose a new one, which is uploaded at once and checked by the server by content
// (passbook cover and signature: JPEG or PNG; labour remuneration form: also PDF).
import { recipientFileTypes, RECIPIENT_FILE_MAX_BYTES, type RecipientFileSlot } from '@chorus/contract';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadFileIcon } from '../../../../components/icons.tsx';
import { useEndpointWrite } from '../../../../lib/endpoint-query.ts';
import { useAction } from '../../../../lib/use-action.ts';
import { recipientFileUrl } from '../api.ts';

type Props = {
  slot: RecipientFileSlot;
  /** The name of the file uploaded in this dialog, if any. */
  uploadedName: string | null;
  onUploaded: (fileId: string, name: string) => void;
  /** The recipient being edited, when it has this document on file. */
  onFile: number | null;
  required: boolean;
  error?: string;
};

export function RecipientFileField({ slot, uploadedName, onUploaded, onFile, required, error }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const write = useEndpointWrite();
  const { busy, failure, setFailure, run } = useAction();

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > RECIPIENT_FILE_MAX_BYTES) {
      setFailure(t('messages:errors.fileTooLarge'));
      return;
    }
    await run(async () => {
      const form = new FormData();
      form.append('file', file);
      const uploaded = await write('recipientFileUpload', { query: { slot }, form });
      onUploaded(uploaded.file_id, file.name);
    });
  };

  const shown = failure ?? error;
  return (
    <Stack spacing={0.5} data-testid={`recipient-file-${slot}`}>
      <Typography variant="subtitle2">
        {t(`payees:files.${slot}`)}
        {required ? ' *' : ''}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          // While it sends, the button says so itself (busy, disabled); the spinner inside adds no name to it.
          startIcon={busy ? <CircularProgress size={14} aria-hidden /> : <UploadFileIcon />}
          onClick={() => input.current?.click()}
          disabled={busy}
          aria-busy={busy}
        >
          {uploadedName || onFile ? t('payees:files.replace') : t('payees:files.choose')}
        </Button>
        <Typography
          variant="body2"
          color={uploadedName || onFile ? 'text.primary' : 'text.secondary'}
          sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
          data-testid={`recipient-file-${slot}-name`}
        >
          {uploadedName ? (
            uploadedName
          ) : onFile !== null ? (
            <Link href={recipientFileUrl(onFile, slot)} target="_blank" rel="noopener">
              {t('payees:files.onFile')}
            </Link>
          ) : (
            t('payees:files.none')
          )}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={recipientFileTypes[slot].join(',')}
          onChange={(e) => void choose(e.target.files?.[0])}
          data-testid={`recipient-file-${slot}-input`}
        />
      </Stack>
      <FormHelperText error={Boolean(shown)}>{shown ?? t(`payees:files.${slot}Help`)}</FormHelperText>
    </Stack>
  );
}
