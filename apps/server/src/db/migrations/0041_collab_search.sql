-- The marketplace's search part (issue 11): favourites lists and the creator search's indexes.

-- A favourites list: a person's own (owner_user_id), or shared with an advertiser team
-- (advertiser_id), which every member of the team sees and fills (NoxInfluencer's shared folders).
CREATE TABLE collab_favourite_lists (
  id bigserial PRIMARY KEY,
  owner_user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  advertiser_id bigint REFERENCES advertisers (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((owner_user_id IS NULL) <> (advertiser_id IS NULL))
);
CREATE INDEX collab_favourite_lists_owner ON collab_favourite_lists (owner_user_id) WHERE owner_user_id IS NOT NULL;
CREATE INDEX collab_favourite_lists_team ON collab_favourite_lists (advertiser_id) WHERE advertiser_id IS NOT NULL;

CREATE TABLE collab_favourite_channels (
  list_id bigint NOT NULL REFERENCES collab_favourite_lists (id) ON DELETE CASCADE,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  added_by bigint REFERENCES users (id) ON DELETE SET NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, channel_id)
);
CREATE INDEX collab_favourite_channels_channel ON collab_favourite_channels (channel_id);

-- Creator search: tags filter by containment (every tag asked for), ignoring case ("Switch",
-- "switch"): the lower-cased tags kept by PostgreSQL beside the tags (read per row without calling
-- a function), with a GIN index for searches where the tags are the narrowest filter.
CREATE FUNCTION channel_tags_lower(tags text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(t)), '{}') FROM unnest(tags) t $$;
ALTER TABLE channels ADD COLUMN tags_lower text[] NOT NULL GENERATED ALWAYS AS (channel_tags_lower(tags)) STORED;
CREATE INDEX channels_tags_lower ON channels USING gin (tags_lower);

-- Creator search's sorts: each numeric field has an index in its order (ties by channel id), so that
-- the first page of any search, and the count up to its cap, walk the index and stop early instead
-- of reading every match (measured in scripts/bench/collab-search.ts; docs/decisions.md). Descending
-- reads forward, ascending backward. Subscribers and views have theirs since 0013. Prices may be
-- missing and come last both ways: one index per direction.
CREATE INDEX channels_by_engagements ON channels (engagements DESC, channel_id);
CREATE INDEX channels_by_update_frequency ON channels (update_frequency DESC, channel_id);
CREATE INDEX channels_by_avg_views_video_month ON channels (avg_views_video_month DESC, channel_id);
CREATE INDEX channels_by_avg_views_video_quarter ON channels (avg_views_video_quarter DESC, channel_id);
CREATE INDEX channels_by_avg_views_video_year ON channels (avg_views_video_year DESC, channel_id);
CREATE INDEX channels_by_avg_views_shorts_month ON channels (avg_views_shorts_month DESC, channel_id);
CREATE INDEX channels_by_avg_views_shorts_quarter ON channels (avg_views_shorts_quarter DESC, channel_id);
CREATE INDEX channels_by_avg_views_shorts_year ON channels (avg_views_shorts_year DESC, channel_id);
CREATE INDEX channels_by_avg_views_live_month ON channels (avg_views_live_month DESC, channel_id);
CREATE INDEX channels_by_avg_views_live_quarter ON channels (avg_views_live_quarter DESC, channel_id);
CREATE INDEX channels_by_avg_views_live_year ON channels (avg_views_live_year DESC, channel_id);
CREATE INDEX channels_by_midroll_price_desc ON channels (midroll_price DESC NULLS LAST, channel_id);
CREATE INDEX channels_by_midroll_price_asc ON channels (midroll_price ASC NULLS LAST, channel_id);
CREATE INDEX channels_by_sponsored_price_desc ON channels (sponsored_price DESC NULLS LAST, channel_id);
CREATE INDEX channels_by_sponsored_price_asc ON channels (sponsored_price ASC NULLS LAST, channel_id);
