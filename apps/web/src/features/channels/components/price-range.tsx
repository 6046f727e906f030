// A price with its reference range (spec 3: mid-roll and sponsored video prices with min and max):
// the range as a bar, the price as a marker on it. Positions come from decimal arithmetic; prices are
// quoted in whole units of the currency (no cents on a rate card).
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { compareAmounts, divide, multiply, subtract } from '@chorus/contract';
import { useTranslation } from 'react-i18next';
import type { Revenue } from '../api.ts';
import type { Money } from '../hooks/use-money.ts';

type PriceRange = Revenue['midroll'];

function position(range: PriceRange): number | null {
  if (range.price === null || range.min === null || range.max === null) return null;
  const span = subtract(range.max, range.min);
  if (compareAmounts(span, 0) <= 0) return 50;
  // 0 and 100 lie on the one-place grid, so rounding before clamping gives the same position.
  const percent = Number(divide(multiply(subtract(range.price, range.min), 100), span, 1));
  return Math.min(100, Math.max(0, percent));
}

export function PriceRangeView({ label, help, range, money, testId }: { label: string; help: string; range: PriceRange; money: Money; testId: string }) {
  const { t } = useTranslation();
  const at = position(range);
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 0.5, fontVariantNumeric: 'tabular-nums' }} data-testid={`${testId}-price`}>
        {range.price === null ? t('analytics:revenue.noPrice') : money.formatWhole(range.price)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
        {help}
      </Typography>
      {range.min !== null && range.max !== null ? (
        <>
          <Box sx={{ position: 'relative', height: 10, borderRadius: 5, background: 'linear-gradient(90deg, #c7d2fe, #4338ca)', mx: 1 }} aria-hidden>
            {at !== null && (
              <Box
                sx={{
                  position: 'absolute',
                  top: '50%',
                  left: `${at}%`,
                  width: 18,
                  height: 18,
                  borderRadius: '50%',
                  bgcolor: '#fff',
                  border: 3,
                  borderColor: 'warning.main',
                  transform: 'translate(-50%, -50%)',
                  boxShadow: 1,
                }}
              />
            )}
          </Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {t('analytics:revenue.min', { value: money.formatWhole(range.min) })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('analytics:revenue.max', { value: money.formatWhole(range.max) })}
            </Typography>
          </Stack>
        </>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t('analytics:revenue.noRange')}
        </Typography>
      )}
    </Box>
  );
}
