-- The reseller area's stores part (issue 12): Shopify OAuth installs in progress.
-- A state nonce is single-use, bound to the person who started the install, the team the store is
-- to join and the shop it was issued for; only its SHA-256 is kept. Expired ones are swept on the
-- next start.
CREATE TABLE shopify_oauth_states (
  state_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  advertiser_id bigint NOT NULL REFERENCES advertisers (id) ON DELETE CASCADE,
  shop_domain text NOT NULL CHECK (shop_domain ~ '^[a-z0-9][a-z0-9-]*\.myshopify\.com$'),
  created_at timestamptz NOT NULL
);
CREATE INDEX shopify_oauth_states_created ON shopify_oauth_states (created_at);
