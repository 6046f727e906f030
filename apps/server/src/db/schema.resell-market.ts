// Kysely types of the reseller area's market part (0047): commission rates and monthly commissions.
import type { Generated } from 'kysely';
import type { TimestampWithDefault } from './column-types.ts';
import type { Numeric } from './schema.accounting.ts';

export type ResellMarketTables = {
  resell_commission_rates: {
    id: Generated<number>;
    video_product_id: number | null;
    package_id: number | null;
    rate: Numeric;
    set_by: number | null;
    set_at: TimestampWithDefault;
  };
  resell_commission_months: {
    year_month: string;
    video_product_id: number;
    channel_id: string;
    currency: string;
    orders: number;
    net_sales: Numeric;
    rate: Numeric;
    commission: Numeric;
    commission_usd: Numeric | null;
    computed_at: TimestampWithDefault;
  };
};
