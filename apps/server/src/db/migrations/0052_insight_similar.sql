-- The insight area's similar part (issue 13; docs/decisions.md "Insight (issue 13), similar").

-- Each channel's profile for the similar-channel ranking, precomputed from what the channel pages
-- store (channels, videos, channel_audience): its lower-case tags, language, subscribers, the shares
-- of its audience's countries and age groups (its latest three months of channel_audience), the
-- shares of its videos per length class (spec 9). `gen` is channel_answer_state.gen when it was
-- computed: a profile whose generation is behind the channel's is computed again before use.
CREATE TABLE insight_similar_profiles (
  channel_id text PRIMARY KEY REFERENCES channels (channel_id) ON DELETE CASCADE,
  gen bigint NOT NULL,
  profile jsonb NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);

-- Spec 5: 1 to 10 custom similar channels per channel, in the order chosen.
CREATE TABLE insight_custom_similar (
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  similar_channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 10),
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (channel_id, similar_channel_id),
  UNIQUE (channel_id, position),
  CHECK (similar_channel_id <> channel_id)
);

-- Spec 5: the channel's content licensing price, recorded by staff; exact money.
CREATE TABLE insight_licensing_prices (
  channel_id text PRIMARY KEY REFERENCES channels (channel_id) ON DELETE CASCADE,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  currency char(3) NOT NULL CHECK (currency IN ('TWD', 'JPY', 'USD')),
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
