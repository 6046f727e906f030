// A USD amount as the API sends it (an exact decimal string), shown with up to 12 decimal places so
// that nothing the CMS wrote is hidden, and the full value in the tooltip.
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

export function Usd({ amount }: { amount: string }) {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 12 });
  return (
    <Tooltip title={amount}>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format.format(amount as unknown as number)}</span>
    </Tooltip>
  );
}
