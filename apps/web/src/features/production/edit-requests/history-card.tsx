// The request's history: every move, who made it and when, with its note (oldest first, as it happened).
import type { EditRequestDetail } from '@chorus/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';

export function HistoryCard({ history }: { history: EditRequestDetail['history'] }) {
  const { t, i18n } = useTranslation();
  return (
    <SectionCard title={t('editing:history.heading')} testId="edit-history">
      <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 2.5 }}>
        {history.map((h, i) => (
          <li key={`${h.at}-${i}`} data-testid={`edit-history-${i}`}>
            <Typography variant="body2">
              {h.from_status === null
                ? t('editing:history.asked', { name: h.by.name })
                : t('editing:history.moved', { name: h.by.name, from: t(`editing:status.${h.from_status}`), to: t(`editing:status.${h.to_status}`) })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(h.at, i18n.language)}
            </Typography>
            {h.note && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', borderLeft: 3, borderColor: 'divider', pl: 1, mt: 0.5 }}>
                {h.note}
              </Typography>
            )}
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}
