-- The insight area's comparison part (issue 13): each person's saved comparison column sets (spec 2
-- "channel comparison ... selectable columns"). A set is a name and its columns in order (keys of the
-- contract's comparisonColumns; a key the contract no longer knows is dropped when read). Names are
-- unique per person, compared without case; at most 20 sets a person (the service's rule).
CREATE TABLE insight_comparison_column_sets (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  columns text[] NOT NULL CHECK (cardinality(columns) >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX insight_comparison_column_sets_name ON insight_comparison_column_sets (user_id, lower(name));
