-- Issue 26, video search: one row per analysed video with what the search filters and sorts on, so a
-- search is one GIN lookup on one table (the words) and a sort of what matched, with no join per
-- matched row (joining videos and insight_videos per match cost ~0.2 ms a row: bench
-- exploration-videos). Kept by triggers, whoever writes: a video's terms and language come from the
-- insight analysis (insight_videos, written after every refresh and by the demo seed), its figures
-- from videos (every refresh); a video leaves with either row.
CREATE TABLE exploration_video_search (
  video_id text PRIMARY KEY REFERENCES videos (video_id) ON DELETE CASCADE,
  channel_id text NOT NULL,
  terms text[] NOT NULL,
  language text NOT NULL,
  is_short boolean NOT NULL,
  duration_seconds integer NOT NULL,
  published_at timestamptz NOT NULL,
  views bigint NOT NULL,
  likes bigint NOT NULL,
  comments bigint NOT NULL,
  public boolean NOT NULL
);
CREATE INDEX exploration_video_search_terms ON exploration_video_search USING gin (terms);
CREATE INDEX exploration_video_search_published ON exploration_video_search (published_at DESC);

CREATE FUNCTION exploration_video_search_from_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM exploration_video_search WHERE video_id = OLD.video_id;
    RETURN NULL;
  END IF;
  INSERT INTO exploration_video_search (video_id, channel_id, terms, language, is_short, duration_seconds, published_at, views, likes, comments, public)
  SELECT v.video_id, v.channel_id, NEW.terms, NEW.language, v.kind = 'short', v.duration_seconds, v.published_at, v.views, v.likes, v.comments, v.privacy = 'public'
    FROM videos v WHERE v.video_id = NEW.video_id
  ON CONFLICT (video_id) DO UPDATE SET terms = excluded.terms, language = excluded.language;
  RETURN NULL;
END $$;
CREATE TRIGGER exploration_video_search_terms AFTER INSERT OR DELETE OR UPDATE OF terms, language ON insight_videos
  FOR EACH ROW EXECUTE FUNCTION exploration_video_search_from_terms();

CREATE FUNCTION exploration_video_search_from_video() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE exploration_video_search
     SET channel_id = NEW.channel_id, is_short = NEW.kind = 'short', duration_seconds = NEW.duration_seconds, published_at = NEW.published_at,
         views = NEW.views, likes = NEW.likes, comments = NEW.comments, public = NEW.privacy = 'public'
   WHERE video_id = NEW.video_id;
  RETURN NULL;
END $$;
CREATE TRIGGER exploration_video_search_figures AFTER UPDATE OF channel_id, kind, duration_seconds, published_at, views, likes, comments, privacy ON videos
  FOR EACH ROW EXECUTE FUNCTION exploration_video_search_from_video();

-- Videos analysed before this migration.
INSERT INTO exploration_video_search (video_id, channel_id, terms, language, is_short, duration_seconds, published_at, views, likes, comments, public)
SELECT v.video_id, v.channel_id, iv.terms, iv.language, v.kind = 'short', v.duration_seconds, v.published_at, v.views, v.likes, v.comments, v.privacy = 'public'
  FROM insight_videos iv JOIN videos v ON v.video_id = iv.video_id;
