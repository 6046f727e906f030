// Kysely types of the commerce area (0070, 0071, 0075, 0081): courses, their months and uploads, the studio store, the creator's own store.
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { TimestampWithDefault } from './column-types.ts';
import type { Numeric } from './schema.accounting.ts';

export type CommerceTables = {
  commerce_courses: {
    id: Generated<number>;
    channel_id: string;
    title: string;
    platform: string;
    platform_course_id: string | null;
    price: Numeric;
    currency: string;
    url: string | null;
    created_by: number | null;
    created_at: TimestampWithDefault;
    /** 0081: archived (kept with its months), and the last edit. */
    archived_at: Date | null;
    archived_by: number | null;
    updated_by: number | null;
    updated_at: Date | null;
  };
  commerce_course_months: {
    course_id: number;
    year_month: string;
    source: string;
    enrolments: number;
    refunded_enrolments: Generated<number>;
    gross: Numeric;
    refunds: Numeric;
    updated_by: number | null;
    updated_at: TimestampWithDefault;
  };
  studio_services: {
    id: Generated<number>;
    kind: string;
    unit: string;
    name: string;
    description: Generated<string>;
    price_twd: Numeric;
    available: Generated<boolean>;
    updated_by: number | null;
    updated_at: TimestampWithDefault;
  };
  studio_orders: {
    id: Generated<number>;
    channel_id: string;
    service_id: number;
    quantity: number;
    unit_price_twd: Numeric;
    total_twd: GeneratedAlways<string>;
    status: Generated<string>;
    starts_at: Date | null;
    ends_at: Date | null;
    notes: Generated<string>;
    ordered_by: number | null;
    created_at: TimestampWithDefault;
    updated_at: TimestampWithDefault;
    delivered_at: Date | null;
    charged_month: string | null;
    cancelled_at: Date | null;
    credited_month: string | null;
  };
  commerce_course_uploads: {
    id: string;
    uploaded_by: number | null;
    channel_id: string;
    year_month: string;
    status: 'running' | 'done' | 'failed';
    job_id: string | null;
    result: ColumnType<object | null, string | null | undefined, string | null>;
    created_at: TimestampWithDefault;
    finished_at: Date | null;
  };
  /** 0071: discount codes attributing a creator's store orders to a video (or the channel: no video). */
  ec_attribution_codes: {
    store_id: number;
    code: string;
    video_id: string | null;
    set_by: number | null;
    set_at: TimestampWithDefault;
  };
  /** 0081: a channel store's month (its own zone), kept by triggers on the orders and refund lines. */
  shop_store_months: {
    store_id: number;
    month: string;
    orders: Generated<number>;
    gross: ColumnType<string, string | undefined, string>;
    refunds: ColumnType<string, string | undefined, string>;
  };
  /** 0071: whether the network runs the creator's store, from a month on. */
  ec_store_terms: {
    store_id: number;
    start_month: string;
    network_runs: boolean;
    set_by: number | null;
    set_at: TimestampWithDefault;
  };
};
