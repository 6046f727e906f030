-- The deals part of the marketplace (issue 11): the advertiser request form of a case package
-- (spec 3) and its competitor list (spec 5 "competitors cannot be mentioned"). Packages, cases and
-- their events are the shared tables of 0040.

-- One form per package. Budget amounts are exact (numeric) in the form's currency.
CREATE TABLE collab_request_forms (
  package_id bigint PRIMARY KEY REFERENCES collab_packages (id) ON DELETE CASCADE,
  brand_name text NOT NULL CHECK (length(brand_name) BETWEEN 1 AND 200),
  product_category text NOT NULL DEFAULT '' CHECK (length(product_category) <= 100),
  ad_duration text NOT NULL DEFAULT '' CHECK (length(ad_duration) <= 100),
  budget_min numeric(14, 2) CHECK (budget_min >= 0),
  budget_max numeric(14, 2) CHECK (budget_max >= 0),
  budget_currency text NOT NULL DEFAULT 'TWD' CHECK (budget_currency IN ('TWD', 'JPY', 'USD')),
  collaboration_count integer CHECK (collaboration_count >= 0),
  product_description text NOT NULL DEFAULT '' CHECK (length(product_description) <= 5000),
  content_expectations text NOT NULL DEFAULT '' CHECK (length(content_expectations) <= 5000),
  collaboration_format text NOT NULL DEFAULT '' CHECK (length(collaboration_format) <= 500),
  material_seconds integer CHECK (material_seconds >= 0),
  video_length_seconds integer CHECK (video_length_seconds >= 0),
  -- Spec 5: at most 3 key exposure points, at most 5 hashtags.
  exposure_points text[] NOT NULL DEFAULT '{}' CHECK (cardinality(exposure_points) <= 3),
  hashtags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(hashtags) <= 5),
  collaboration_types text[] NOT NULL DEFAULT '{}'
    CHECK (collaboration_types <@ ARRAY['dedicated_video', 'integrated_mention', 'shorts', 'live_stream', 'native_break_syndication']::text[]),
  native_break_production text CHECK (native_break_production IN ('client_supplied', 'in_house')),
  CHECK (budget_min IS NULL OR budget_max IS NULL OR budget_min <= budget_max),
  CHECK ((native_break_production IS NOT NULL) = ('native_break_syndication' = ANY (collaboration_types))),
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The package's competitors, as the advertiser names them.
CREATE TABLE collab_competitors (
  package_id bigint NOT NULL REFERENCES collab_packages (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 0),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  PRIMARY KEY (package_id, position)
);
