// The preview of a bulk edit (typed or from the sheet), before anything is sent: the quota it costs
// first (YouTube counts 50 units per video updated), then every video with each field that
// changes, before and after. Apply starts the run; cancel leaves everything as it is.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { fieldLabel, type PreviewGroup } from './video-data-model.ts';
import { Thumbnail } from './video-table.tsx';

type Props = {
  groups: readonly PreviewGroup[];
  cost: { videos: number; units: number; perVideo: number };
  canApply: boolean;
  busy: boolean;
  failure: string | null;
  onApply: () => void;
  onCancel: () => void;
};

export function FieldName({ field }: { field: string }) {
  const { t } = useTranslation();
  const label = fieldLabel(field);
  return <>{t(`videoData:${label.key}`, { language: label.language ? t(`videoData:languages.${label.language}`) : '' })}</>;
}

/** One side of a field's change, under its caption (before, after). */
function Value({ text, tone }: { text: string | null; tone: 'before' | 'after' }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {tone === 'before' ? t('videoData:preview.before') : t('videoData:preview.after')}
      </Typography>
      <Typography
        variant="body2"
        data-testid={`preview-${tone}`}
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          px: 1,
          py: 0.5,
          borderRadius: 1,
          maxHeight: 160,
          overflow: 'auto',
          bgcolor: tone === 'before' ? 'rgba(211, 47, 47, 0.06)' : 'rgba(46, 125, 50, 0.08)',
          color: text === null ? 'text.secondary' : 'text.primary',
          fontStyle: text === null ? 'italic' : undefined,
        }}
      >
        {text === null ? t('videoData:preview.none') : text === '' ? t('videoData:preview.empty') : text}
      </Typography>
    </Box>
  );
}

export function ChangePreview({ groups, cost, canApply, busy, failure, onApply, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Stack spacing={2} data-testid="change-preview">
      {groups.length === 0 ? (
        <Alert severity="info" data-testid="preview-nothing">
          {t('videoData:preview.nothing')}
        </Alert>
      ) : (
        <Alert severity="warning" data-testid="preview-quota">
          {t('videoData:preview.quota', {
            units: formatNumber(cost.units, i18n.language, 0),
            videos: formatNumber(cost.videos, i18n.language, 0),
            perVideo: cost.perVideo,
          })}
        </Alert>
      )}
      {groups.map((group) => (
        <Box key={group.video_id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid="preview-video" data-video={group.video_id}>
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1 }}>
            <Thumbnail url={group.thumbnail_url} size="tiny" />
            <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
              {group.title}
            </Typography>
          </Stack>
          <Stack spacing={1}>
            {group.rows.map((row) => (
              <Box
                key={row.field}
                sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '160px 1fr 1fr' }, alignItems: 'start' }}
                data-testid="preview-field"
                data-field={row.field}
              >
                <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                  <FieldName field={row.field} />
                </Typography>
                <Value text={row.before} tone="before" />
                <Value text={row.after} tone="after" />
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        {canApply && groups.length > 0 && (
          <Button variant="contained" onClick={onApply} disabled={busy} data-testid="preview-apply">
            {t('videoData:preview.apply', { units: formatNumber(cost.units, i18n.language, 0) })}
          </Button>
        )}
        <Button onClick={onCancel} disabled={busy} data-testid="preview-cancel">
          {t('videoData:preview.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
