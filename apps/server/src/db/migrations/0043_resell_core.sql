-- The reseller area's shared tables (issue 12): what its four parts hand to each other.
--   stores   (0044) OAuth states; connects and disconnects stores (writes shop_stores);
--   orders   (0045) backfill, sync and order webhooks (writes shop_products, shop_orders, lines, refunds);
--   products (0046) resale products on videos, sales per video and product, commissions;
--   market   (0047) the reseller's side of the collaboration marketplace.
-- Money is exact: numeric, in the store's currency (shop money), as Shopify sends it (decimal strings).

-- A Shopify store connected by an advertiser or reseller team (spec 6 "store authorization"). One
-- team may connect several stores; a store is connected to one team at a time (its webhooks name
-- the shop only). Tokens are encrypted with a key outside the database (token-cipher).
CREATE TABLE shop_stores (
  id bigserial PRIMARY KEY,
  advertiser_id bigint NOT NULL REFERENCES advertisers (id) ON DELETE CASCADE,
  shop_domain text NOT NULL CHECK (shop_domain ~ '^[a-z0-9][a-z0-9-]*\.myshopify\.com$'),
  name text NOT NULL DEFAULT '',
  currency char(3) NOT NULL DEFAULT 'USD',
  iana_timezone text NOT NULL DEFAULT 'UTC',
  status text NOT NULL DEFAULT 'connected' CHECK (status IN ('connected', 'disconnected')),
  scopes text NOT NULL DEFAULT '',
  access_token_cipher text,
  refresh_token_cipher text,
  access_token_expires_at timestamptz,
  connected_by bigint REFERENCES users (id) ON DELETE SET NULL,
  connected_at timestamptz NOT NULL DEFAULT now(),
  disconnected_at timestamptz,
  -- Orders are read up to here (the last backfill or sync); webhooks keep them current after it.
  orders_synced_at timestamptz
);
CREATE UNIQUE INDEX shop_stores_one_team ON shop_stores (shop_domain) WHERE status = 'connected';
CREATE INDEX shop_stores_team ON shop_stores (advertiser_id);

-- The store's catalogue (GraphQL products), for choosing a resale product by its full name.
CREATE TABLE shop_products (
  store_id bigint NOT NULL REFERENCES shop_stores (id) ON DELETE CASCADE,
  product_id bigint NOT NULL,
  title text NOT NULL,
  handle text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'ACTIVE',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (store_id, product_id)
);

-- An order (spec 3). `order_date` is Shopify's created_at; `shopify_updated_at` orders webhooks that
-- arrive out of order (an older version never overwrites a newer one). Chorus keeps no customer data.
CREATE TABLE shop_orders (
  store_id bigint NOT NULL REFERENCES shop_stores (id) ON DELETE CASCADE,
  order_id bigint NOT NULL,
  name text NOT NULL DEFAULT '',
  order_date timestamptz NOT NULL,
  shopify_updated_at timestamptz NOT NULL,
  currency char(3) NOT NULL,
  subtotal_price numeric(18, 2) NOT NULL DEFAULT 0,
  total_discounts numeric(18, 2) NOT NULL DEFAULT 0,
  discount_codes text[] NOT NULL DEFAULT '{}',
  financial_status text,
  cancelled_at timestamptz,
  PRIMARY KEY (store_id, order_id)
);

-- One product line of an order: what the order list shows (spec 3: unit price, quantity, actual
-- selling price, total discount). actual_selling_price = unit_price × quantity − Σ discount
-- allocations (data-formats 16.4). Refunds are netted in refunded_quantity / refunded_amount.
CREATE TABLE shop_order_lines (
  store_id bigint NOT NULL,
  order_id bigint NOT NULL,
  line_id bigint NOT NULL,
  product_id bigint,
  product_title text NOT NULL DEFAULT '',
  variant_title text NOT NULL DEFAULT '',
  sku text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity >= 0),
  unit_price numeric(18, 2) NOT NULL,
  total_discount numeric(18, 2) NOT NULL DEFAULT 0,
  actual_selling_price numeric(18, 2) NOT NULL,
  refunded_quantity integer NOT NULL DEFAULT 0,
  refunded_amount numeric(18, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, order_id, line_id),
  FOREIGN KEY (store_id, order_id) REFERENCES shop_orders (store_id, order_id) ON DELETE CASCADE
);

-- A refund, kept on its own so that one arriving before its order (webhooks are unordered) is
-- applied when the order comes.
CREATE TABLE shop_refunds (
  store_id bigint NOT NULL REFERENCES shop_stores (id) ON DELETE CASCADE,
  refund_id bigint NOT NULL,
  order_id bigint NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (store_id, refund_id)
);
CREATE TABLE shop_refund_lines (
  store_id bigint NOT NULL,
  refund_id bigint NOT NULL,
  line_id bigint NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 0),
  subtotal numeric(18, 2) NOT NULL,
  PRIMARY KEY (store_id, refund_id, line_id),
  FOREIGN KEY (store_id, refund_id) REFERENCES shop_refunds (store_id, refund_id) ON DELETE CASCADE
);

-- A resale product on a video (spec 3: full product name, discount code, store). Orders of the
-- store that carry the code and the product are that video's sales.
CREATE TABLE resell_video_products (
  id bigserial PRIMARY KEY,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  video_id text NOT NULL CHECK (video_id ~ '^[A-Za-z0-9_-]{11}$'),
  store_id bigint NOT NULL REFERENCES shop_stores (id) ON DELETE CASCADE,
  product_id bigint NOT NULL,
  product_title text NOT NULL,
  discount_code text NOT NULL CHECK (length(discount_code) BETWEEN 1 AND 255),
  added_by bigint REFERENCES users (id) ON DELETE SET NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (video_id, store_id, product_id, discount_code)
);
CREATE INDEX resell_video_products_store_code ON resell_video_products (store_id, upper(discount_code));
CREATE INDEX resell_video_products_channel ON resell_video_products (channel_id, video_id);
