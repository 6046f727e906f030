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
-- "switch"), read from this expression index.
CREATE FUNCTION channel_tags_lower(tags text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(t)), '{}') FROM unnest(tags) t $$;
CREATE INDEX channels_tags_lower ON channels USING gin (channel_tags_lower(tags));
