-- Webhook deliveries (http/webhook-route.ts): each verified delivery is recorded once per source and
-- delivery id before its job is sent, so a sender's retry of the same delivery (Shopify retries
-- until it gets a 2xx) finds the row and its job instead of starting a second one.
CREATE TABLE webhook_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The route's source (e.g. 'shopify'); delivery ids are only unique within one sender.
  source text NOT NULL,
  delivery_id text NOT NULL,
  received_at timestamptz NOT NULL,
  -- The payload as parsed after its signature was verified.
  payload jsonb NOT NULL,
  -- The pg-boss job handed the delivery; null only while it is being sent.
  job_id uuid,
  UNIQUE (source, delivery_id)
);
