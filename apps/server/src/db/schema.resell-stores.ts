// Kysely types of the reseller area's stores part (0044).
import type { ColumnType } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type ResellStoresTables = {
  shopify_oauth_states: {
    state_hash: string;
    user_id: number;
    advertiser_id: number | null;
    channel_id: ColumnType<string | null, string | null | undefined, string | null>;
    shop_domain: string;
    created_at: Timestamp;
  };
};
