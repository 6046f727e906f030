-- The exploration area (issue 26; docs/decisions/issue-26-explore.md): creators outside the network
-- found through YouTube's public data, the searches that found them, the search.list allowance
-- spent per quota day, and the team's prospect lists with their pipeline.

-- A channel outside the network as last read from YouTube's public data (Data API, an API key).
-- Public data is kept at most 30 days: the daily job refreshes or deletes rows whose fetched_at is
-- older (YouTube Developer Policies III.E.4). The figures from the channel's uploads (median views
-- of the last 10, Shorts share of the last 30, uploads a week over 90 days, average duration, last
-- upload) are null until the enrichment job has read them (figures_at).
-- array_to_string is only STABLE; for text[] it cannot change, hence the IMMUTABLE wrapper a
-- generated column needs (as channel_search_text of 0013).
CREATE FUNCTION exploration_search_text(title text, description text, topics text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(title || E'\n' || description || E'\n' || array_to_string(topics, E'\n')) $$;

CREATE TABLE exploration_channels (
  channel_id text PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  icon_url text,
  country text,
  declared_language text,
  -- Detected from titles and descriptions by the insight area's language code.
  language text CHECK (language IN ('zh-TW', 'ja', 'en', 'other')),
  subscribers bigint,
  views bigint,
  video_count integer,
  topics text[] NOT NULL DEFAULT '{}',
  contact_email text,
  median_views_last10 bigint,
  shorts_share numeric(5, 4) CHECK (shorts_share BETWEEN 0 AND 1),
  uploads_per_week numeric(8, 2),
  avg_duration_seconds integer,
  last_upload_at timestamptz,
  fetched_at timestamptz NOT NULL,
  figures_at timestamptz,
  search_text text NOT NULL GENERATED ALWAYS AS (exploration_search_text(title, description, topics)) STORED
);
CREATE INDEX exploration_channels_subscribers ON exploration_channels (subscribers DESC NULLS LAST, channel_id);
CREATE INDEX exploration_channels_median ON exploration_channels (median_views_last10 DESC NULLS LAST, channel_id);
CREATE INDEX exploration_channels_fetched ON exploration_channels (fetched_at);
CREATE INDEX exploration_channels_language ON exploration_channels (language, subscribers DESC NULLS LAST);

-- A YouTube search once made (its normalized words, region and language): answered again from
-- here without spending quota. Kept as long as public data (30 days).
CREATE TABLE exploration_searches (
  search_key text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('channel', 'video')),
  result_ids text[] NOT NULL,
  pages smallint NOT NULL,
  next_page_token text,
  -- The job that read the new candidates' videos (its progress: GET /api/v1/jobs/{id}).
  enrichment_job_id text,
  searched_by bigint REFERENCES users (id) ON DELETE SET NULL,
  searched_at timestamptz NOT NULL
);
CREATE INDEX exploration_searches_at ON exploration_searches (searched_at);

-- search.list calls spent per quota day (YouTube's day: midnight to midnight Pacific time).
CREATE TABLE exploration_search_quota (
  day date PRIMARY KEY,
  calls integer NOT NULL DEFAULT 0 CHECK (calls >= 0)
);

-- Prospect lists, shared by the team.
CREATE TABLE exploration_prospect_lists (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A candidate on a list, moving found → contacted → replied → negotiating → signed / declined.
-- stage_dates: when it entered each stage reached ({"found": "…", "contacted": "…"}).
CREATE TABLE exploration_prospects (
  id bigserial PRIMARY KEY,
  list_id bigint NOT NULL REFERENCES exploration_prospect_lists (id) ON DELETE CASCADE,
  channel_id text NOT NULL,
  status text NOT NULL DEFAULT 'found' CHECK (status IN ('found', 'contacted', 'replied', 'negotiating', 'signed', 'declined')),
  owner_id bigint REFERENCES users (id) ON DELETE SET NULL,
  notes text NOT NULL DEFAULT '',
  stage_dates jsonb NOT NULL DEFAULT '{}',
  invitation_id bigint REFERENCES invitations (id) ON DELETE SET NULL,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (list_id, channel_id)
);
CREATE INDEX exploration_prospects_channel ON exploration_prospects (channel_id);
