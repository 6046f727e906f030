-- Issue 26, discovery speed: the stored candidates in each sort's default order (missing figures
-- last, ties by channel id), so a page walks its sort's index and stops at the page's end instead
-- of sorting every match (bench exploration). Subscribers and median views have theirs (0064); the
-- other direction of a sort is a sort of the matches.
CREATE INDEX exploration_channels_views ON exploration_channels (views DESC NULLS LAST, channel_id);
CREATE INDEX exploration_channels_video_count ON exploration_channels (video_count DESC NULLS LAST, channel_id);
CREATE INDEX exploration_channels_shorts_share ON exploration_channels (shorts_share ASC NULLS LAST, channel_id);
CREATE INDEX exploration_channels_uploads ON exploration_channels (uploads_per_week DESC NULLS LAST, channel_id);
CREATE INDEX exploration_channels_duration ON exploration_channels (avg_duration_seconds DESC NULLS LAST, channel_id);
CREATE INDEX exploration_channels_last_upload ON exploration_channels (last_upload_at DESC NULLS LAST, channel_id);
CREATE INDEX exploration_channels_fetched_order ON exploration_channels (fetched_at DESC NULLS LAST, channel_id);
CREATE INDEX exploration_channels_title ON exploration_channels (title, channel_id);

-- Issue 26, video search speed: the public searchable videos by word (one row per term of a video,
-- kept from exploration_video_search), with the figures the filters and sorts read in the index
-- itself, so the videos of a word are one stretch of one index read without touching the table
-- (index-only). Reading each match's row of exploration_video_search cost ~4 µs a match (a common
-- word is in one video of twelve): 57 ms for 12,000 matches at 1,000,000 videos (bench
-- exploration-videos); the stretch of the index costs a tenth of that.
CREATE TABLE exploration_video_postings (
  term text NOT NULL,
  video_id text NOT NULL,
  -- exploration_video_search's figures, as it has them.
  language text NOT NULL, is_short boolean NOT NULL, duration_seconds integer NOT NULL, published_at timestamptz NOT NULL,
  views bigint NOT NULL, likes bigint NOT NULL, comments bigint NOT NULL,
  PRIMARY KEY (term, video_id) INCLUDE (language, is_short, duration_seconds, published_at, views, likes, comments)
);

-- Kept per statement (a refresh or the seed writes many rows at once): a video's old terms out,
-- its new ones in while it is public.
CREATE FUNCTION exploration_video_postings_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM exploration_video_postings p USING old_rows o WHERE p.video_id = o.video_id AND p.term = ANY(o.terms);
  RETURN NULL;
END $$;
CREATE FUNCTION exploration_video_postings_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO exploration_video_postings (term, video_id, language, is_short, duration_seconds, published_at, views, likes, comments)
  SELECT DISTINCT t.term, n.video_id, n.language, n.is_short, n.duration_seconds, n.published_at, n.views, n.likes, n.comments
    FROM new_rows n CROSS JOIN LATERAL unnest(n.terms) AS t(term)
   WHERE n.public;
  RETURN NULL;
END $$;
CREATE TRIGGER exploration_video_postings_delete AFTER DELETE ON exploration_video_search REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION exploration_video_postings_out();
-- An update: the old terms out first, then the new ones in (triggers fire in the order of their names).
CREATE TRIGGER exploration_video_postings_update_1_out AFTER UPDATE ON exploration_video_search REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION exploration_video_postings_out();
CREATE TRIGGER exploration_video_postings_update_2_in AFTER UPDATE ON exploration_video_search REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION exploration_video_postings_in();
CREATE TRIGGER exploration_video_postings_insert AFTER INSERT ON exploration_video_search REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION exploration_video_postings_in();

INSERT INTO exploration_video_postings (term, video_id, language, is_short, duration_seconds, published_at, views, likes, comments)
SELECT DISTINCT t.term, s.video_id, s.language, s.is_short, s.duration_seconds, s.published_at, s.views, s.likes, s.comments
  FROM exploration_video_search s CROSS JOIN LATERAL unnest(s.terms) AS t(term)
 WHERE s.public;
