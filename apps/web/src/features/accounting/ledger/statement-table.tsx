// A statement's lines, each with the ratio and rate it used, and their totals: shares plus the
// network's part are the gross, the TWD lines add up to the total rounded once. A studio line
// (issue 28) names the order it came from; a withholding line (issue 30) its rule, the payment it was
// computed on and the tax in the payee's currency.
import type { Statement } from '@chorus/contract';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FigureCell, RowsTable } from '../../../components/paged-table.tsx';
import { MoneyText } from '../../../components/money-text.tsx';
import { formatMoney, formatRate, formatRatio } from '../../../lib/format.ts';
import { withholdingRuleText } from '../components/withholding-text.ts';

export function StatementTable({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation();
  const usd = (amount: string) => <MoneyText amount={amount} currency="USD" />;
  const twd = (amount: string) => <MoneyText amount={amount} currency="TWD" />;
  return (
    <RowsTable
      columns={[
        { label: t('ledger:statement.line') },
        { label: t('ledger:statement.gross'), align: 'right' },
        { label: t('ledger:statement.ratio'), align: 'right' },
        { label: t('ledger:statement.share'), align: 'right' },
        { label: t('ledger:statement.network'), align: 'right' },
        { label: t('ledger:statement.rate'), align: 'right' },
        { label: t('ledger:statement.twd'), align: 'right' },
      ]}
      testId="statement-lines"
      size="small"
    >
      {statement.lines.map((l) => (
        <TableRow key={`${l.line}:${l.studio_order?.id ?? ''}`} data-testid={`statement-line-${l.line}`}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {t(`ledger:items.${l.line}`)}
            {l.tax && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal' }} data-testid="statement-tax-detail">
                {t('ledger:withholding.detail', {
                  rule: withholdingRuleText(l.tax, t, i18n.language),
                  base: formatMoney(l.tax.base, l.tax.currency, i18n.language),
                  amount: formatMoney(l.tax.amount, l.tax.currency, i18n.language),
                })}
              </Typography>
            )}
            {l.studio_order && (
              <Typography variant="body2" color="text.secondary">
                {t('ledger:statement.studioOrder', { id: l.studio_order.id, service: l.studio_order.service_name })}
              </Typography>
            )}
          </TableCell>
          <FigureCell>{usd(l.gross_usd)}</FigureCell>
          <FigureCell>{l.ratio === null ? '—' : formatRatio(l.ratio, i18n.language)}</FigureCell>
          <FigureCell>{usd(l.share_usd)}</FigureCell>
          <FigureCell>{usd(l.network_usd)}</FigureCell>
          <FigureCell>{l.rate === null ? '—' : formatRate(l.rate, i18n.language)}</FigureCell>
          <FigureCell>{twd(l.amount_twd)}</FigureCell>
        </TableRow>
      ))}
      <TableRow sx={{ '& td': { fontWeight: 600 } }}>
        <TableCell>{t('ledger:statement.total')}</TableCell>
        <FigureCell>{usd(statement.gross_usd)}</FigureCell>
        <TableCell />
        <FigureCell>{usd(statement.share_usd)}</FigureCell>
        <FigureCell>{usd(statement.network_usd)}</FigureCell>
        <TableCell />
        <FigureCell data-testid="statement-total">{twd(statement.amount_twd)}</FigureCell>
      </TableRow>
    </RowsTable>
  );
}
