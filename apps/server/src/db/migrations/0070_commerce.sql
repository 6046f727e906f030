-- The commerce area (issue 28; docs/decisions/issue-28-commerce.md): course catalogues and their
-- monthly sales, and the network's studio store (services, orders, one studio calendar).

-- A channel's courses (issue 28 "title, platform, price, currency, link"). Sales exports match a row
-- by the platform's course id when the catalogue has one, else by title (case and spacing ignored).
CREATE TABLE commerce_courses (
  id bigserial PRIMARY KEY,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  platform text NOT NULL CHECK (platform IN ('teachable', 'kajabi', 'hahow', 'other')),
  platform_course_id text,
  price numeric(14, 2) NOT NULL CHECK (price >= 0),
  currency text NOT NULL CHECK (currency IN ('TWD', 'USD')),
  url text,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX commerce_courses_title ON commerce_courses (channel_id, platform, lower(title));
CREATE UNIQUE INDEX commerce_courses_platform_id ON commerce_courses (channel_id, platform, platform_course_id) WHERE platform_course_id IS NOT NULL;

-- A course's month from one source: an export of its platform (replaced whole by the next upload of
-- that month) or a hand entry. Only these sums are kept: the exports' rows name students, which the
-- network has no need to store. gross = what was paid; refunds = what was given back in the month;
-- net = gross − refunds (a month's refunds may exceed its sales).
CREATE TABLE commerce_course_months (
  course_id bigint NOT NULL REFERENCES commerce_courses (id) ON DELETE CASCADE,
  year_month text NOT NULL CHECK (year_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  source text NOT NULL CHECK (source IN ('teachable', 'kajabi', 'hahow', 'manual')),
  enrolments integer NOT NULL CHECK (enrolments >= 0),
  refunded_enrolments integer NOT NULL DEFAULT 0 CHECK (refunded_enrolments >= 0),
  gross numeric(18, 2) NOT NULL CHECK (gross >= 0),
  refunds numeric(18, 2) NOT NULL CHECK (refunds >= 0),
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (course_id, year_month, source)
);
CREATE INDEX commerce_course_months_month ON commerce_course_months (year_month);

-- The studio store's catalogue (issue 28): prices in TWD per unit; `studio` is booked by the hour.
CREATE TABLE studio_services (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('studio', 'editing', 'thumbnail', 'equipment', 'other')),
  unit text NOT NULL CHECK (unit IN ('hour', 'item', 'day')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  description text NOT NULL DEFAULT '',
  price_twd numeric(14, 2) NOT NULL CHECK (price_twd >= 0),
  available boolean NOT NULL DEFAULT true,
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'studio' OR unit = 'hour')
);

-- Orders for a channel. The price is the catalogue's when ordered. A studio booking holds the
-- studio for [starts_at, ends_at) once scheduled (and while delivered): two such never overlap,
-- whoever writes (the exclusion constraint), not only in the service's check.
CREATE TABLE studio_orders (
  id bigserial PRIMARY KEY,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  service_id bigint NOT NULL REFERENCES studio_services (id),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 1000),
  unit_price_twd numeric(14, 2) NOT NULL CHECK (unit_price_twd >= 0),
  total_twd numeric(18, 2) NOT NULL GENERATED ALWAYS AS (unit_price_twd * quantity) STORED,
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'confirmed', 'scheduled', 'delivered', 'cancelled')),
  starts_at timestamptz,
  ends_at timestamptz,
  notes text NOT NULL DEFAULT '',
  ordered_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  -- The statement month the delivered order's charge belongs to (YYYYMM).
  charged_month text CHECK (charged_month ~ '^20[0-9]{2}(0[1-9]|1[0-2])$'),
  CHECK ((starts_at IS NULL) = (ends_at IS NULL) AND (ends_at IS NULL OR ends_at > starts_at)),
  CHECK (status NOT IN ('delivered') OR (delivered_at IS NOT NULL AND charged_month IS NOT NULL)),
  CONSTRAINT studio_bookings_never_overlap EXCLUDE USING gist (tstzrange(starts_at, ends_at) WITH &&)
    WHERE (starts_at IS NOT NULL AND status IN ('scheduled', 'delivered'))
);
CREATE INDEX studio_orders_channel ON studio_orders (channel_id, created_at DESC);
CREATE INDEX studio_orders_status ON studio_orders (status, created_at DESC);
CREATE INDEX studio_orders_charged ON studio_orders (charged_month) WHERE charged_month IS NOT NULL;
