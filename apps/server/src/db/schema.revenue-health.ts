// Kysely table types of the channel area's revenue health (migration 0078_revenue_health.sql).
import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from './column-types.ts';

export type RevenueAlertFacts = Record<string, string | number | null>;

export type RevenueHealthTables = {
  channel_country_days: {
    channel_id: string;
    day: string;
    country: string;
    views: number;
    estimated_revenue: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  };
  revenue_health_settings: {
    id: Generated<boolean>;
    threshold_percent: ColumnType<string, string | number | undefined, string | number>;
    updated_by: number | null;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  revenue_alerts: {
    id: Generated<number>;
    channel_id: string;
    day: string;
    metric: 'revenue' | 'rpm' | 'views';
    change_percent: ColumnType<string, string | number, string | number>;
    driver: 'views' | 'rpm' | 'country_mix' | 'shorts_share' | 'monetisation';
    facts: ColumnType<RevenueAlertFacts, string, string>;
    status: Defaulted<'open' | 'acknowledged'>;
    note: string | null;
    acknowledged_by: number | null;
    acknowledged_at: Timestamp | null;
    created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  revenue_alert_mail_state: {
    user_id: number;
    opted_out: Defaulted<boolean>;
    last_sent_at: Timestamp | null;
  };
};
