// Kysely table types of the collab area's search part (0041): favourites lists and their channels.
import type { Generated } from 'kysely';

export type CollabSearchTables = {
  collab_favourite_lists: {
    id: Generated<number>;
    owner_user_id: number | null;
    advertiser_id: number | null;
    name: string;
    created_by: number | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  collab_favourite_channels: {
    list_id: number;
    channel_id: string;
    added_by: number | null;
    added_at: Generated<Date>;
  };
};
