// A recipient's documents as links (each opens or downloads the file; the server serves it only to
// finance and the owners of the recipient's channels). Images also show as a small preview.
import { recipientFileSlots, type Recipient } from '@chorus/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { recipientFileUrl } from '../api.ts';

export function RecipientDocuments({ recipient, previews = false }: { recipient: Recipient; previews?: boolean }) {
  const { t } = useTranslation();
  if (recipientFileSlots.every((slot) => !recipient.files[slot])) {
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  }
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {recipientFileSlots.map((slot) => {
        const file = recipient.files[slot];
        if (!file) return null;
        const url = recipientFileUrl(recipient.id, slot);
        return (
          <Stack key={slot} spacing={0.5} data-testid={`recipient-${recipient.id}-document-${slot}`}>
            {previews && file.mime_type.startsWith('image/') && (
              <Box
                component="img"
                src={url}
                alt={t(`payees:files.${slot}`)}
                sx={{ width: 120, height: 80, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.default' }}
              />
            )}
            <Link href={url} target="_blank" rel="noopener" variant="body2">
              {t(`payees:files.${slot}`)}
            </Link>
            {previews && (
              <Typography variant="caption" color="text.secondary">
                {file.mime_type === 'application/pdf' ? 'PDF' : file.mime_type === 'image/png' ? 'PNG' : 'JPEG'}
              </Typography>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
