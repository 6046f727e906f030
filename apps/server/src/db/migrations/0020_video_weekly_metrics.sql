-- Per-video figures summed by week (Monday to Sunday), so that the channel pages sum a window from
-- its whole weeks plus the few days at either end instead of every day. Measured on the 5,000-channel
-- demo network (docs/decisions.md, issue 9 "Channel analytics without the answer cache"), summing a
-- month of a channel's per-video days touched about 800 buffers (one row per buffer), and the pages
-- fell out of shared memory as the network grew.
--
-- Kept exact by statement triggers on video_daily_metrics: every writer (the YouTube refresh, the
-- seed, tests, any later upload) inserts, updates and deletes daily rows, and each statement adds
-- the difference it made to the weeks it touched. No foreign keys: the rows follow the daily rows
-- (deleting a video or channel deletes its daily rows, whose trigger takes them out here), and a
-- TRUNCATE of the daily rows empties this table too.
--
-- gross_revenue is the sum of the days that have revenue (revenue_days of them); with none it is 0
-- and is read as NULL, as a sum over days without revenue is.

CREATE TABLE video_weekly_metrics (
  channel_id text NOT NULL,
  week date NOT NULL CHECK (extract(isodow FROM week) = 1),
  video_id text NOT NULL,
  -- No checks on the sums: the triggers' upsert proposes differences (zero or negative days), and
  -- PostgreSQL checks a proposed row before it finds the row it updates.
  days integer NOT NULL,
  views bigint NOT NULL,
  likes bigint NOT NULL,
  comments bigint NOT NULL,
  shares bigint NOT NULL,
  subscribers_gained bigint NOT NULL,
  revenue_days integer NOT NULL,
  gross_revenue numeric NOT NULL,
  PRIMARY KEY (channel_id, week, video_id)
);

-- The Monday of a day's week, by date arithmetic (no time zone involved).
CREATE FUNCTION week_of(day date) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT day - (extract(isodow FROM day)::int - 1) $$;

CREATE FUNCTION video_weekly_metrics_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added constant text := 'SELECT 1 AS sign, channel_id, day, video_id, views, likes, comments, shares, subscribers_gained, gross_revenue FROM new_rows';
  removed constant text := 'SELECT -1 AS sign, channel_id, day, video_id, views, likes, comments, shares, subscribers_gained, gross_revenue FROM old_rows';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE video_weekly_metrics;
    RETURN NULL;
  END IF;
  -- The statement's rows, added (+1) and removed (-1), summed per channel, week and video. Each
  -- trigger sees only its own transition tables, hence the text.
  EXECUTE format($sql$
    INSERT INTO video_weekly_metrics AS w
      (channel_id, week, video_id, days, views, likes, comments, shares, subscribers_gained, revenue_days, gross_revenue)
    SELECT c.channel_id, week_of(c.day), c.video_id,
           sum(c.sign), sum(c.sign * c.views), sum(c.sign * c.likes), sum(c.sign * c.comments), sum(c.sign * c.shares),
           sum(c.sign * c.subscribers_gained), sum(c.sign * (c.gross_revenue IS NOT NULL)::int),
           coalesce(sum(c.sign * c.gross_revenue), 0)
      FROM (%s) c
     GROUP BY c.channel_id, week_of(c.day), c.video_id
     -- New rows in key order: a channel's weeks then share a few pages (bulk loads write many).
     ORDER BY c.channel_id, week_of(c.day), c.video_id
    ON CONFLICT (channel_id, week, video_id) DO UPDATE SET
      days = w.days + excluded.days,
      views = w.views + excluded.views,
      likes = w.likes + excluded.likes,
      comments = w.comments + excluded.comments,
      shares = w.shares + excluded.shares,
      subscribers_gained = w.subscribers_gained + excluded.subscribers_gained,
      revenue_days = w.revenue_days + excluded.revenue_days,
      gross_revenue = w.gross_revenue + excluded.gross_revenue
    -- A week that lost its last day is deleted below rather than left at zero days.
    WHERE w.days + excluded.days > 0$sql$,
    CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM video_weekly_metrics w
     USING (SELECT DISTINCT channel_id, week_of(day) AS week, video_id FROM old_rows) gone
     WHERE w.channel_id = gone.channel_id AND w.week = gone.week AND w.video_id = gone.video_id
       AND NOT EXISTS (
         SELECT 1 FROM video_daily_metrics m
          WHERE m.video_id = gone.video_id AND m.day >= gone.week AND m.day < gone.week + 7 AND m.channel_id = gone.channel_id
       );
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER video_weekly_metrics_insert AFTER INSERT ON video_daily_metrics
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION video_weekly_metrics_apply();
CREATE TRIGGER video_weekly_metrics_update AFTER UPDATE ON video_daily_metrics
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION video_weekly_metrics_apply();
CREATE TRIGGER video_weekly_metrics_delete AFTER DELETE ON video_daily_metrics
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION video_weekly_metrics_apply();
CREATE TRIGGER video_weekly_metrics_truncate AFTER TRUNCATE ON video_daily_metrics
  FOR EACH STATEMENT EXECUTE FUNCTION video_weekly_metrics_apply();

-- The weeks of the rows already stored, in key order.
INSERT INTO video_weekly_metrics
  (channel_id, week, video_id, days, views, likes, comments, shares, subscribers_gained, revenue_days, gross_revenue)
SELECT channel_id, week_of(day), video_id, count(*), sum(views), sum(likes), sum(comments), sum(shares), sum(subscribers_gained),
       count(gross_revenue), coalesce(sum(gross_revenue), 0)
  FROM video_daily_metrics
 GROUP BY channel_id, week_of(day), video_id
 ORDER BY channel_id, week_of(day), video_id;
