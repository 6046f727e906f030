// Spec 2: the exchange rates the quarter's reports convert revenue with, taken from finance's monthly
// accounting rates; a month without one is named, with what to do about it.
import type { ReportSubscriptionList } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { missingRates, monthText, quarterCode, type Quarter } from './mailing-model.ts';

export function RatesNote({ quarter, rates }: { quarter: Quarter; rates: ReportSubscriptionList['rates'] }) {
  const { t } = useTranslation('reports');
  const missing = missingRates(rates);
  const known = rates.filter((r) => r.rate !== null);
  return (
    <Box data-testid="mailing-rates">
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('reports:mailing.rates.title', { quarter: quarterCode(quarter) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('reports:mailing.rates.help')}
      </Typography>
      {rates.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('reports:mailing.rates.none')}
        </Typography>
      )}
      {known.length > 0 && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: missing.length > 0 ? 1 : 0 }}>
          {known.map((r) => (
            <Chip
              key={`${r.month}-${r.currency}`}
              size="small"
              variant="outlined"
              label={t('reports:mailing.rates.rate', { month: monthText(r.month), currency: r.currency, rate: r.rate })}
              data-testid="mailing-rate"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            />
          ))}
        </Stack>
      )}
      {missing.length > 0 && (
        <Alert severity="warning" data-testid="mailing-rate-missing">
          {t('reports:mailing.rates.missing', {
            months: missing.map((r) => `${monthText(r.month)} ${r.currency}`).join(t('reports:mailing.listSeparator')),
          })}
        </Alert>
      )}
    </Box>
  );
}
