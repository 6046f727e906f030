// A figure of a linked account as the reader sees it: the number in their language, or "not
// available" with the reason translated; and a day as a date.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import type { FigureState } from './social-model.ts';

export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** The number, or "Not available" with why beneath it (or in its tooltip where space is short). */
export function FigureText({ state, compact = false, testId }: { state: FigureState; compact?: boolean; testId?: string }) {
  const { t, i18n } = useTranslation();
  if (state.available) return <span data-testid={testId}>{formatNumber(state.value, i18n.language, 0)}</span>;
  const reason = t(`social:reasons.${state.reason}`);
  return (
    <Typography component="span" variant="inherit" color="text.secondary" title={compact ? reason : undefined} data-testid={testId}>
      {t('social:notAvailable')}
      {!compact && (
        <Typography component="span" variant="caption" sx={{ display: 'block' }}>
          {reason}
        </Typography>
      )}
    </Typography>
  );
}
