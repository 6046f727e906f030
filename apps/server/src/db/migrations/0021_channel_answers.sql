-- Precomputed answers of the channel pages (issue 9, "Channel pages are fast once an answer is
-- cached"): the overview, audience and content answers of the windows the pages open with, computed
-- when a channel's data changes and kept here as the bytes the server sends
-- (modules/channels/precomputed-answers.ts). A miss of the server's in-process answer cache reads
-- one row by its key instead of computing.
--
-- Never stale: every statement that writes what the answers read (channels, videos,
-- channel_daily_metrics, video_daily_metrics and so video_weekly_metrics, channel_audience) moves
-- the channel's generation in channel_answer_state, in the writer's own transaction, whoever
-- writes (the YouTube refresh, the seed, an upload, an edit, a test). An answer is served only
-- while its generation is the channel's current one; it is computed from one snapshot that read
-- that generation, so an answer computed before a write and stored after it is never served.

CREATE TABLE channel_answer_state (
  channel_id text PRIMARY KEY REFERENCES channels (channel_id) ON DELETE CASCADE,
  -- Moves with every write of the channel's data.
  gen bigint NOT NULL DEFAULT 1,
  -- The generation and the day (UTC) the kept answers were computed for; the server recomputes a
  -- channel when either is behind (the pages' windows move with the day).
  answered_gen bigint NOT NULL DEFAULT 0,
  answered_day date
);

CREATE TABLE channel_answers (
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  -- The page and its resolved windows and options (precomputed-answers.ts, answerKey).
  key text NOT NULL,
  gen bigint NOT NULL,
  -- The answer as sent: gzip of its JSON (answers of 1 KB and more), else the JSON itself.
  gzipped boolean NOT NULL,
  body bytea NOT NULL,
  PRIMARY KEY (channel_id, key)
);

INSERT INTO channel_answer_state (channel_id) SELECT channel_id FROM channels;

-- The channels a statement touched, through its transition tables (each trigger sees only its
-- own, hence the text). The channels' rows are locked first, in key order, then their state rows:
-- the same order as an update of the channel's row (whose trigger below moves the generation), so
-- that a refresh (days, then the channel's row) and an edit of the channel (its row, then its
-- days) do not wait for each other crosswise.
CREATE FUNCTION channel_answers_data_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE channel_answer_state SET gen = gen + 1;
    RETURN NULL;
  END IF;
  touched := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT channel_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT channel_id FROM old_rows'
    ELSE 'SELECT channel_id FROM new_rows UNION SELECT channel_id FROM old_rows' END;
  EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM channels WHERE channel_id IN (%s) ORDER BY channel_id FOR NO KEY UPDATE) c', touched);
  EXECUTE format($sql$
    UPDATE channel_answer_state s SET gen = s.gen + 1
      FROM (SELECT channel_id FROM channel_answer_state WHERE channel_id IN (%s) ORDER BY channel_id FOR UPDATE) c
     WHERE s.channel_id = c.channel_id$sql$, touched);
  RETURN NULL;
END;
$$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['videos', 'channel_daily_metrics', 'video_daily_metrics', 'channel_audience'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION channel_answers_data_changed()', t || '_answers_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION channel_answers_data_changed()', t || '_answers_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION channel_answers_data_changed()', t || '_answers_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION channel_answers_data_changed()', t || '_answers_truncate', t);
  END LOOP;
END;
$$;

-- Channels: a new channel gets its state row; an update moves the generation of the rows it
-- changed (any column: the answers show the channel's row, and a no-op update moves nothing).
CREATE FUNCTION channel_answers_channel_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO channel_answer_state (channel_id) SELECT channel_id FROM new_rows ORDER BY channel_id ON CONFLICT (channel_id) DO NOTHING;
  ELSE
    UPDATE channel_answer_state s SET gen = s.gen + 1
      FROM (SELECT channel_id FROM channel_answer_state
             WHERE channel_id IN (
               SELECT n.channel_id FROM new_rows n LEFT JOIN old_rows o ON o.channel_id = n.channel_id
                WHERE o.channel_id IS NULL OR to_jsonb(n) IS DISTINCT FROM to_jsonb(o))
             ORDER BY channel_id FOR UPDATE) c
     WHERE s.channel_id = c.channel_id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER channels_answers_insert AFTER INSERT ON channels
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION channel_answers_channel_changed();
CREATE TRIGGER channels_answers_update AFTER UPDATE ON channels
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION channel_answers_channel_changed();
