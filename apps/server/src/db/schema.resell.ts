// Kysely table types of the reseller area (0043 to 0049): the shared tables here, each part's own
// tables in its file (schema.resell-<part>.ts), so that the parts grow without touching one another.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';
import type { Numeric } from './schema.accounting.ts';
import type { ResellMarketTables } from './schema.resell-market.ts';
import type { ResellStoresTables } from './schema.resell-stores.ts';

/** A numeric column with a default: a decimal string, optional on insert. */
type NumericWithDefault = ColumnType<string, string | undefined, string>;

export type ResellTables = ResellStoresTables &
  ResellMarketTables & {
    // ---- shared (0043) ----
    shop_stores: {
      id: Generated<number>;
      /** The team's store (issue 12), or null for a channel's own store (issue 28, channel_id). */
      advertiser_id: number | null;
      channel_id: ColumnType<string | null, string | null | undefined, string | null>;
      shop_domain: string;
      name: Generated<string>;
      currency: Generated<string>;
      iana_timezone: Generated<string>;
      status: Generated<'connected' | 'disconnected'>;
      scopes: Generated<string>;
      access_token_cipher: string | null;
      refresh_token_cipher: string | null;
      access_token_expires_at: Timestamp | null;
      connected_by: number | null;
      connected_at: Generated<Date>;
      disconnected_at: Timestamp | null;
      orders_synced_at: Timestamp | null;
    };
    shop_products: {
      store_id: number;
      product_id: number;
      title: string;
      handle: Generated<string>;
      status: Generated<string>;
      updated_at: Generated<Date>;
    };
    /** Every title the lines of a store carry (0048, kept by a trigger on shop_order_lines): the product filter's names. */
    shop_line_titles: {
      store_id: number;
      product_title: string;
    };
    /** One row per order line and discount code it carries (0048, kept by triggers on shop_order_lines): the order list's code filter. */
    shop_order_line_codes: {
      code: string;
      order_date: Timestamp | null;
      order_id: number;
      line_id: number;
      store_id: number;
      product_title: string;
    };
    shop_orders: {
      store_id: number;
      order_id: number;
      name: Generated<string>;
      order_date: Timestamp;
      shopify_updated_at: Timestamp;
      currency: string;
      subtotal_price: NumericWithDefault;
      total_discounts: NumericWithDefault;
      discount_codes: ColumnType<string[], string[] | undefined, string[]>;
      financial_status: string | null;
      cancelled_at: Timestamp | null;
      /** Where the order came from (0071, issue 28's attribution). */
      landing_site: ColumnType<string | null, string | null | undefined, string | null>;
      referring_site: ColumnType<string | null, string | null | undefined, string | null>;
      source_name: ColumnType<string | null, string | null | undefined, string | null>;
      landing_video_id: ColumnType<string | null, string | null | undefined, string | null>;
      from_youtube: Generated<boolean>;
    };
    shop_order_lines: {
      store_id: number;
      order_id: number;
      line_id: number;
      product_id: number | null;
      product_title: Generated<string>;
      variant_title: Generated<string>;
      sku: Generated<string>;
      quantity: number;
      unit_price: Numeric;
      total_discount: NumericWithDefault;
      actual_selling_price: Numeric;
      refunded_quantity: Generated<number>;
      refunded_amount: NumericWithDefault;
      // 0045 (orders part): the order's date and codes (upper case), for the order list
      order_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
      codes: ColumnType<string[], string[] | undefined, string[]>;
    };
    shop_refunds: { store_id: number; refund_id: number; order_id: number; created_at: Timestamp };
    shop_refund_lines: { store_id: number; refund_id: number; line_id: number; quantity: number; subtotal: Numeric };
    resell_video_products: {
      id: Generated<number>;
      channel_id: string;
      video_id: string;
      store_id: number;
      product_id: number;
      product_title: string;
      discount_code: string;
      added_by: number | null;
      added_at: Generated<Date>;
    };
  };
