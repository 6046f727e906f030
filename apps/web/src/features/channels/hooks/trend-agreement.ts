// The KPI cards show two directions that people read as one: the change of the period's total
// against the comparison period, and the spec 4 trend of the daily figures within the period.
import type { TrendLabel } from '@chorus/contract';

const rising: readonly TrendLabel[] = ['slowRise', 'noticeableRise'];
const falling: readonly TrendLabel[] = ['slowDecline', 'noticeableDecline'];

/** True when the trend points one way and the change against the comparison the other. */
export function trendDisagrees(change: number | null | undefined, trend: TrendLabel | undefined): boolean {
  if (change === null || change === undefined || trend === undefined) return false;
  return (rising.includes(trend) && change < 0) || (falling.includes(trend) && change > 0);
}
