-- The commerce area's ec part (issue 28): the creator's own Shopify store, connected for a channel
-- by its owner through the resell area's Shopify authorization, webhooks and order sync (reused, not
-- copied: docs/decisions/issue-28-commerce.md "ec"). A connected store belongs to a reseller or
-- advertiser team (issue 12) or to a channel (issue 28), never both; its orders, lines and refunds
-- are the shared tables of 0043.
ALTER TABLE shop_stores
  ALTER COLUMN advertiser_id DROP NOT NULL,
  ADD COLUMN channel_id text REFERENCES channels (channel_id) ON DELETE CASCADE,
  ADD CONSTRAINT shop_stores_one_owner CHECK ((advertiser_id IS NULL) <> (channel_id IS NULL));
CREATE INDEX shop_stores_channel ON shop_stores (channel_id) WHERE channel_id IS NOT NULL;

-- An install in progress is for a team or for a channel.
ALTER TABLE shopify_oauth_states
  ALTER COLUMN advertiser_id DROP NOT NULL,
  ADD COLUMN channel_id text REFERENCES channels (channel_id) ON DELETE CASCADE,
  ADD CONSTRAINT shopify_oauth_states_one_owner CHECK ((advertiser_id IS NULL) <> (channel_id IS NULL));

-- Where an order came from (Shopify's landing_site, referring_site, source_name and the note
-- attributes; GraphQL customerJourneySummary.firstVisit, sourceName, customAttributes), read when the
-- order is written: the YouTube video id its utm parameters name (utm_content, utm_term,
-- utm_campaign or v, the first that looks like one; it counts only when the video is the channel's)
-- and whether the visit came from YouTube (utm_source or the referring site).
ALTER TABLE shop_orders
  ADD COLUMN landing_site text,
  ADD COLUMN referring_site text,
  ADD COLUMN source_name text,
  ADD COLUMN landing_video_id text,
  ADD COLUMN from_youtube boolean NOT NULL DEFAULT false;
-- Refunds by the month they were made in (refunds are netted in the month of the refund).
CREATE INDEX shop_refunds_store_created ON shop_refunds (store_id, created_at);

-- Discount codes a channel gives out, each attributing the store's orders carrying it to a video of
-- the channel or (no video) to the channel. Codes are case-insensitive at Shopify.
CREATE TABLE ec_attribution_codes (
  store_id bigint NOT NULL REFERENCES shop_stores (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 100),
  video_id text CHECK (video_id ~ '^[A-Za-z0-9_-]{11}$'),
  set_by bigint REFERENCES users (id) ON DELETE SET NULL,
  set_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ec_attribution_codes_code ON ec_attribution_codes (store_id, upper(code));

-- Whether the network runs the creator's store, from a month on (history kept, as the ratios): its
-- month's net sales are then the statement's store_revenue line, shared by the own_store ratio.
CREATE TABLE ec_store_terms (
  store_id bigint NOT NULL REFERENCES shop_stores (id) ON DELETE CASCADE,
  start_month text NOT NULL CHECK (start_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  network_runs boolean NOT NULL,
  set_by bigint REFERENCES users (id) ON DELETE SET NULL,
  set_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (store_id, start_month)
);

-- The creator's own store is a profit-share item of its own (spec 3's list plus own_store).
ALTER TABLE profit_share_ratios DROP CONSTRAINT profit_share_ratios_item_check;
ALTER TABLE profit_share_ratios ADD CONSTRAINT profit_share_ratios_item_check CHECK (
  item IN (
    'estimated_ad', 'premium', 'membership', 'super_chat', 'super_thanks', 'super_stickers', 'membership_gifts',
    'paid_course', 'asset', 'adjustment', 'own_store'
  )
);
