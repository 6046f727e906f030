// Spec 2: the exchange rates the quarter's reports convert revenue with, taken from finance's monthly
// accounting rates; a month without one is named, with what to do about it.
import type { ReportSubscriptionList } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { missingRates, monthText, quarterCode, rateText, type Quarter } from './mailing-model.ts';

export function RatesNote({ quarter, rates }: { quarter: Quarter; rates: ReportSubscriptionList['rates'] }) {
  const { t } = useTranslation('reports');
  const missing = missingRates(rates);
  const months = [...new Set(rates.map((r) => r.month))].sort();
  const currencies = [...new Set(rates.map((r) => r.currency))].sort();
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
      {rates.length > 0 && (
        <TableContainer sx={{ mb: missing.length > 0 ? 1 : 0, maxWidth: 520 }}>
          <Table size="small" data-testid="mailing-rates-table" sx={{ '& .MuiTableCell-root': { whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('reports:mailing.rates.perUsd')}</TableCell>
                {months.map((m) => (
                  <TableCell key={m} align="right">
                    {monthText(m)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {currencies.map((c) => (
                <TableRow key={c}>
                  <TableCell>{c}</TableCell>
                  {months.map((m) => {
                    const rate = rates.find((r) => r.month === m && r.currency === c);
                    return (
                      <TableCell
                        key={m}
                        align="right"
                        sx={{ fontVariantNumeric: 'tabular-nums', color: rate?.rate === null ? 'warning.dark' : undefined }}
                        data-testid={rate?.rate === null ? 'mailing-rate-none' : 'mailing-rate'}
                      >
                        {rate === undefined ? '' : rate.rate === null ? t('reports:mailing.rates.notSet') : rateText(rate.rate)}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
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
