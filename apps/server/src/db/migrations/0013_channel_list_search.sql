-- The channel list (GET /api/v1/channels) searches title, channel id, @handle and tags, ignoring
-- case. One lower-cased text per channel, kept by PostgreSQL itself, lets a search be one LIKE per
-- row instead of four ILIKEs and a scan of the tags (measured on 5,000 channels: ~11 ms → see
-- docs/decisions.md). The fields are joined by a line break, which a search cannot contain, so
-- a search never matches across two fields.
-- array_to_string is only STABLE (it could call element output functions); for text[] it is not,
-- hence the IMMUTABLE wrapper a generated column needs.
CREATE FUNCTION channel_search_text(title text, channel_id text, handle text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(title || E'\n' || channel_id || E'\n' || coalesce(handle, '') || E'\n' || array_to_string(tags, E'\n')) $$;

ALTER TABLE channels
  ADD COLUMN search_text text NOT NULL GENERATED ALWAYS AS (channel_search_text(title, channel_id, handle, tags)) STORED;

-- The list's four orders, so that the first page of all channels is read from an index instead of
-- sorting every row (tie-break by id, as the query does).
CREATE INDEX channels_by_subscribers ON channels (subscribers DESC, channel_id);
CREATE INDEX channels_by_views ON channels (views DESC, channel_id);
CREATE INDEX channels_by_name ON channels (lower(title), title, channel_id);
CREATE INDEX channels_by_newest ON channels (is_new DESC, created_at DESC, channel_id);
