// A headline figure: its value, the change against the comparison period, the comparison's own
// value and, when given, the trend label against the comparison period (contract periodTrend) with
// the period's own daily slope where that tells another story.
import type { TrendLabel } from '@chorus/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../../components/icons.tsx';
import { useFormatters } from '../hooks/use-formatters.ts';
import { ArrowDownIcon, ArrowUpIcon } from './icons.tsx';

const trendColors: Record<TrendLabel, 'default' | 'success' | 'error' | 'info'> = {
  indeterminate: 'default',
  unknown: 'default',
  steady: 'info',
  slowRise: 'success',
  noticeableRise: 'success',
  slowDecline: 'error',
  noticeableDecline: 'error',
};

type Props = {
  label: string;
  value: string;
  /** Full value for the tooltip (the card shows the short scale). */
  exact?: string;
  change?: number | null;
  /** The comparison period's value, already formatted. */
  previous?: string;
  trend?: TrendLabel;
  /** The period's own daily slope, where it differs from `trend` (the answer's `trend_within`). */
  trendWithin?: TrendLabel | null;
  hint?: ReactNode;
  testId: string;
};

export function KpiCard({ label, value, exact, change, previous, trend, trendWithin, hint, testId }: Props) {
  const { t } = useTranslation();
  const f = useFormatters();
  const up = change !== null && change !== undefined && change > 0;
  const down = change !== null && change !== undefined && change < 0;
  return (
    <Card variant="outlined" sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 0.75 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Tooltip title={exact ?? ''} placement="top-start" disableHoverListener={!exact}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }} data-testid={`${testId}-value`}>
          {value}
        </Typography>
      </Tooltip>
      {change !== undefined && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Box
            component="span"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              color: up ? 'success.main' : down ? 'error.main' : 'text.secondary',
              fontWeight: 600,
              fontSize: 14,
            }}
            data-testid={`${testId}-change`}
          >
            {up && <ArrowUpIcon fontSize="small" sx={{ mx: -0.5 }} />}
            {down && <ArrowDownIcon fontSize="small" sx={{ mx: -0.5 }} />}
            {change === null ? t('analytics:kpi.noComparison') : f.change(change)}
          </Box>
          {previous !== undefined && (
            <Typography variant="caption" color="text.secondary">
              {t('analytics:kpi.previous', { value: previous })}
            </Typography>
          )}
        </Stack>
      )}
      {(trend || hint) && (
        <Box sx={{ mt: 'auto', pt: 0.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {trend && <TrendChip trend={trend} testId={`${testId}-trend`} />}
          {trendWithin && <TrendWithin within={trendWithin} testId={`${testId}-trend-within`} />}
          {hint && (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          )}
        </Box>
      )}
    </Card>
  );
}

/**
 * The trend label as a small chip ("Trend: steady"; `bare`: "steady"); hover or focus says what it
 * measures and what the thresholds are.
 */
export function TrendChip({ trend, testId, bare = false }: { trend: TrendLabel; testId?: string; bare?: boolean }) {
  const { t } = useTranslation();
  const name = t(`analytics:trend.${trend}`);
  return (
    <Tooltip title={t('analytics:trend.help')}>
      <Chip
        size="small"
        variant="outlined"
        color={trendColors[trend]}
        label={bare ? name : t('analytics:trend.label', { trend: name })}
        // A long name ("Trend: declining noticeably") wraps rather than being cut.
        sx={{ height: 'auto', minHeight: 22, fontSize: 12, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        tabIndex={0}
        data-testid={testId}
        data-trend={trend}
      />
    </Tooltip>
  );
}

/** Beside a trend whose period moved otherwise day by day: "Within the period: declining noticeably". */
export function TrendWithin({ within, testId }: { within: TrendLabel; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('analytics:trend.help')}>
      <Box
        component="span"
        tabIndex={0}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'text.secondary', fontSize: 12, cursor: 'help' }}
        data-testid={testId}
        data-trend={within}
      >
        <InfoIcon sx={{ fontSize: 16 }} />
        {t('analytics:trend.within', { trend: t(`analytics:trend.${within}`) })}
      </Box>
    </Tooltip>
  );
}

function KpiSkeleton() {
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Skeleton width="50%" />
      <Skeleton width="70%" height={36} />
      <Skeleton width="40%" />
    </Card>
  );
}

/** The loading stand-in for a page's row of `count` KPI cards. */
export function KpiGridSkeleton({ count }: { count: number }) {
  return (
    <KpiGrid>
      {Array.from({ length: count }, (_, i) => (
        <KpiSkeleton key={i} />
      ))}
    </KpiGrid>
  );
}

/** Cards side by side, as many per row as fit (at least 180 px each). */
export function KpiGrid({ children, min = 180 }: { children: ReactNode; min?: number }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`, mb: 3 }}>{children}</Box>;
}
