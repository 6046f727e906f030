-- The insight area's clouds part (issue 13): the top search keywords that bring viewers to a
-- channel (YouTube Analytics API, dimension insightTrafficSourceDetail filtered to
-- insightTrafficSourceType==YT_SEARCH, sorted by views, at most 10), cached per channel. The
-- inspiration page reads the cache; it is filled by a fetch (staff, or the demo seed), never while
-- the page waits.

-- The last fetch of a channel: the window it asked for and when, and the error code (an i18n key)
-- when it failed. A failed fetch keeps the keywords of the last good one.
CREATE TABLE insight_search_keyword_fetches (
  channel_id text PRIMARY KEY REFERENCES channels (channel_id) ON DELETE CASCADE,
  start_day date NOT NULL,
  end_day date NOT NULL,
  fetched_at timestamptz NOT NULL,
  error text,
  CHECK (start_day <= end_day)
);

-- The keywords of the last good fetch, best first (rank 1 to 10).
CREATE TABLE insight_search_keywords (
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  rank smallint NOT NULL CHECK (rank BETWEEN 1 AND 10),
  term text NOT NULL,
  views bigint NOT NULL CHECK (views >= 0),
  PRIMARY KEY (channel_id, rank)
);
