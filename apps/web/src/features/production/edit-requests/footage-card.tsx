// The footage of a request: the links given when it was asked, the uploaded files (each downloads),
// and, for the channel's owner or manager until it is approved, a resumable upload with its limit.
import type { EditRequestDetail } from '@chorus/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useRefreshEditRequest } from './api.ts';
import { fileUrl, formatBytes } from './edit-requests-model.ts';
import { Links } from './request-summary.tsx';
import { UploadField } from './upload-field.tsx';

export function FootageCard({ request, canUpload }: { request: EditRequestDetail; canUpload: boolean }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshEditRequest();
  const nothing = request.footage_links.length === 0 && request.footage_files.length === 0;
  return (
    <SectionCard title={t('editing:footage.heading')} testId="edit-footage">
      <Stack spacing={1.5}>
        {nothing && (
          <Typography variant="body2" color="text.secondary">
            {t('editing:footage.none')}
          </Typography>
        )}
        {request.footage_links.length > 0 && <Links urls={request.footage_links} testId="edit-footage-links" />}
        {request.footage_files.length > 0 && (
          <Stack component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="edit-footage-files">
            {request.footage_files.map((f) => (
              <li key={f.file_id}>
                <Link href={fileUrl(request.request_id, f.file_id)} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {f.filename}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({formatBytes(f.bytes, i18n.language)})
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        {canUpload && (
          <UploadField
            requestId={request.request_id}
            purpose="footage"
            maxBytes={request.upload_max_bytes}
            onUploaded={() => refresh()}
            testId="edit-footage-upload"
          />
        )}
      </Stack>
    </SectionCard>
  );
}
