-- The insight area's stored analysis (issue 13). The language part's analysis job writes these after
-- each channel refresh; the pages (similar, clouds, comparison) and the reports (issue 14) only read
-- them. Each part's own tables come in its own migration: language 0051, similar 0052, clouds 0053,
-- comparison 0054.

-- One row per analysed comment. `terms` are its content words (segmented in its language; stop
-- words, emoji, URLs and timestamps removed; distinct), for the comment word cloud and the click on
-- a word. A comment is analysed again only when its text changes (`text_hash`).
CREATE TABLE insight_comments (
  comment_id text PRIMARY KEY REFERENCES video_comments (comment_id) ON DELETE CASCADE,
  video_id text NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  published_at timestamptz NOT NULL,
  likes integer NOT NULL DEFAULT 0,
  language text NOT NULL CHECK (language IN ('zh-TW', 'ja', 'en', 'other')),
  sentiment text NOT NULL CHECK (sentiment IN ('positive', 'neutral', 'negative')),
  direction smallint NOT NULL CHECK (direction BETWEEN 0 AND 100),
  emotions text[] NOT NULL DEFAULT '{}',
  terms text[] NOT NULL DEFAULT '{}',
  text_hash text NOT NULL,
  analyzed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX insight_comments_channel ON insight_comments (channel_id, published_at);
CREATE INDEX insight_comments_video ON insight_comments (video_id, likes DESC);
CREATE INDEX insight_comments_terms ON insight_comments USING gin (terms);

-- One row per analysed video: the content words of its title and tags, its keywords (TF-IDF
-- against the network's videos, best first), and what its analysed comments say: counts per
-- sentiment, the emotion direction (0 to 100 %, spec 3; null without analysed comments), counts per
-- emotion, the leading emotion tags, and a short extractive summary (comment ids and texts).
CREATE TABLE insight_videos (
  video_id text PRIMARY KEY REFERENCES videos (video_id) ON DELETE CASCADE,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('zh-TW', 'ja', 'en', 'other')),
  terms text[] NOT NULL DEFAULT '{}',
  keywords jsonb NOT NULL DEFAULT '[]',
  comments_analyzed integer NOT NULL DEFAULT 0,
  positive integer NOT NULL DEFAULT 0,
  neutral integer NOT NULL DEFAULT 0,
  negative integer NOT NULL DEFAULT 0,
  direction smallint CHECK (direction BETWEEN 0 AND 100),
  emotions jsonb NOT NULL DEFAULT '{}',
  emotion_tags text[] NOT NULL DEFAULT '{}',
  summary jsonb NOT NULL DEFAULT '[]',
  analyzed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX insight_videos_channel ON insight_videos (channel_id);
CREATE INDEX insight_videos_terms ON insight_videos USING gin (terms);

-- One row per analysed channel: its languages (most used first), keywords of its titles, tags and
-- comments against the network's channels, and the direction and emotions of all its comments.
CREATE TABLE insight_channels (
  channel_id text PRIMARY KEY REFERENCES channels (channel_id) ON DELETE CASCADE,
  languages text[] NOT NULL DEFAULT '{}',
  keywords jsonb NOT NULL DEFAULT '[]',
  comments_analyzed integer NOT NULL DEFAULT 0,
  direction smallint CHECK (direction BETWEEN 0 AND 100),
  emotions jsonb NOT NULL DEFAULT '{}',
  analyzed_at timestamptz NOT NULL DEFAULT now()
);

-- The network's corpus for TF-IDF: in how many videos' titles and tags a term appears.
CREATE TABLE insight_term_frequencies (
  term text PRIMARY KEY,
  videos integer NOT NULL CHECK (videos >= 0)
);
