// Kysely table types of the collab area (0040 to 0049): the shared tables here, each part's own
// tables in its file (schema.collab-<part>.ts), so that the parts grow without touching one another.
import type { PackageEventKind } from '@chorus/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';
import type { Numeric } from './schema.accounting.ts';
import type { CollabDealsTables } from './schema.collab-deals.ts';
import type { CollabSearchTables } from './schema.collab-search.ts';

export type CollabTables = CollabSearchTables &
  CollabDealsTables & {
    // ---- shared (0040) ----
    collab_packages: {
      id: Generated<number>;
      advertiser_id: number | null;
      name: string;
      description: Generated<string>;
      status: Generated<string>;
      officer_user_id: number | null;
      created_by: number | null;
      created_at: Generated<Date>;
      updated_at: Generated<Date>;
    };
    collab_cases: {
      id: Generated<number>;
      package_id: number;
      channel_id: string;
      status: Generated<string>;
      remarks: Generated<string>;
      quoted_price: Numeric | null;
      agreed_price: Numeric | null;
      created_at: Generated<Date>;
      updated_at: Generated<Date>;
    };
    collab_case_videos: {
      id: Generated<number>;
      case_id: number;
      video_id: string;
      title: string;
      published_at: Timestamp | null;
      added_by: number | null;
      added_at: Generated<Date>;
    };
    collab_events: {
      id: Generated<number>;
      package_id: number;
      case_id: number | null;
      /** Written only as one of the contract's kinds, each of which the timeline names. */
      kind: ColumnType<string, PackageEventKind, PackageEventKind>;
      from_status: string | null;
      to_status: string | null;
      details: ColumnType<Record<string, unknown>, Record<string, unknown> | string | undefined, Record<string, unknown> | string>;
      actor_user_id: number | null;
      at: Generated<Date>;
    };
  };
