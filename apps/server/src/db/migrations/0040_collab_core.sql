-- The ad-collaboration marketplace's shared tables (issue 11): what its three parts hand to each other.
--   search      (0041) creator search indexes, favourites lists;
--   deals       (0042) the advertiser request form; writes packages, cases and their events;
--   performance (0043) writes case videos; reads everything into the schedule and the report.
-- Statuses are spec 4's; the server checks every move against the caller's table
-- (packages/contract/src/core/statuses.ts) before it writes here.

-- A case package (spec 3): owned by an advertiser (or reseller) team when one asked for it; staff
-- and agencies may also open one for a team. The responsible officer is a staff member.
CREATE TABLE collab_packages (
  id bigserial PRIMARY KEY,
  advertiser_id bigint REFERENCES advertisers (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 5000),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'applying', 'officer_contacting', 'matching_complete')),
  officer_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collab_packages_advertiser ON collab_packages (advertiser_id, created_at DESC);
CREATE INDEX collab_packages_status ON collab_packages (status, created_at DESC);

-- A case: one channel in one package (spec 3), with its own status (spec 4), remarks and prices.
-- Prices are USD, exact.
CREATE TABLE collab_cases (
  id bigserial PRIMARY KEY,
  package_id bigint NOT NULL REFERENCES collab_packages (id) ON DELETE CASCADE,
  channel_id text NOT NULL REFERENCES channels (channel_id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'applying', 'officer_contacting', 'creator_agreed', 'creator_disagreed')),
  remarks text NOT NULL DEFAULT '' CHECK (length(remarks) <= 5000),
  quoted_price numeric(14, 2) CHECK (quoted_price >= 0),
  agreed_price numeric(14, 2) CHECK (agreed_price >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (package_id, channel_id)
);
CREATE INDEX collab_cases_channel ON collab_cases (channel_id);

-- A case video (spec 3): a video of the case's channel, with title and publish time as known when
-- it was added (from the channel's data or the YouTube Data API).
CREATE TABLE collab_case_videos (
  id bigserial PRIMARY KEY,
  case_id bigint NOT NULL REFERENCES collab_cases (id) ON DELETE CASCADE,
  video_id text NOT NULL CHECK (video_id ~ '^[A-Za-z0-9_-]{11}$'),
  title text NOT NULL,
  published_at timestamptz,
  added_by bigint REFERENCES users (id) ON DELETE SET NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (case_id, video_id)
);
CREATE INDEX collab_case_videos_published ON collab_case_videos (published_at);

-- Every change to a package, its cases or their videos, with actor and time: the package's timeline.
CREATE TABLE collab_events (
  id bigserial PRIMARY KEY,
  package_id bigint NOT NULL REFERENCES collab_packages (id) ON DELETE CASCADE,
  case_id bigint REFERENCES collab_cases (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
  from_status text,
  to_status text,
  details jsonb NOT NULL DEFAULT '{}',
  actor_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collab_events_package ON collab_events (package_id, at, id);
