-- Per-video daily figures by channel. The channel pages sum a channel's videos over a window; with
-- only the (video_id, day) key that meant one index probe per video of the channel (hundreds,
-- mostly for videos without rows in the window: 6–15 ms and most of an uncached overview). With
-- the channel on each row, it is one range scan of (channel_id, day).
-- Writers may give channel_id; when they do not, the trigger takes it from the video.

ALTER TABLE video_daily_metrics ADD COLUMN channel_id text;

UPDATE video_daily_metrics m SET channel_id = v.channel_id FROM videos v WHERE v.video_id = m.video_id;

CREATE FUNCTION video_daily_metrics_channel() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.channel_id IS NULL THEN
    SELECT v.channel_id INTO NEW.channel_id FROM videos v WHERE v.video_id = NEW.video_id;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER video_daily_metrics_channel
  BEFORE INSERT OR UPDATE OF video_id, channel_id ON video_daily_metrics
  FOR EACH ROW EXECUTE FUNCTION video_daily_metrics_channel();

ALTER TABLE video_daily_metrics ALTER COLUMN channel_id SET NOT NULL;

CREATE INDEX video_daily_metrics_channel_day ON video_daily_metrics (channel_id, day);
