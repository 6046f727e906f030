// One order line of the orders table: the store's currency and the viewer's, refunds netted,
// cancellations greyed and marked.
import type { Currency, OrderLine } from '@chorus/contract';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import '../i18n.ts';

const money = (amount: string, currency: string, language: string) => formatMoney(amount, currency as Currency, language);

export function OrderRow({ line, viewerCurrency, showStore }: { line: OrderLine; viewerCurrency: string; showStore: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <TableRow hover data-testid={`order-line-${line.order_id}-${line.line_id}`} sx={line.cancelled ? { '& td': { color: 'text.secondary' } } : undefined}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {line.order_name || line.order_id}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {line.order_id}
        </Typography>
        {line.cancelled && <Chip size="small" color="warning" label={t('orders:cancelled')} sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        {line.product}
        {line.variant && (
          <Typography variant="caption" color="text.secondary" component="div">
            {line.variant}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{money(line.unit_price, line.currency, lang)}</TableCell>
      <TableCell align="right">{line.quantity}</TableCell>
      <TableCell align="right">{money(line.actual_selling_price, line.currency, lang)}</TableCell>
      <TableCell align="right">{money(line.total_discount, line.currency, lang)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(line.order_date, lang)}</TableCell>
      <TableCell>{line.discount_code || '—'}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {line.refunded_quantity > 0 ? (
          <span data-testid="order-refund">
            {t('orders:refunded', { quantity: line.refunded_quantity, amount: money(line.refunded_amount, line.currency, lang) })}
          </span>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {line.viewer_amount === null ? <span title={t('orders:noRate')}>—</span> : money(line.viewer_amount, viewerCurrency, lang)}
      </TableCell>
      {showStore && <TableCell>{line.store_name}</TableCell>}
    </TableRow>
  );
}
