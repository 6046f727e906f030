-- Access administration (issue 4): the system log, invitations, invited accounts waiting for
-- their first password. (Numbers 0010+ belong to issue 4; 0011+ to the teams/groups part.)

-- An invited person has an account from the moment of the invitation (so the link can name it and
-- the channel team can show it), but it has no usable password: it cannot sign in or ask for a
-- reset until the invitation link sets one.
ALTER TABLE users ADD COLUMN pending_invitation boolean NOT NULL DEFAULT false;

-- The system log (spec 2 "syslog"; security plan 31). Append-only: the application's database role
-- may INSERT and SELECT only (db/app-role.ts), and the trigger below refuses changes from anyone,
-- the owner included, unless it is deliberately disabled (retention by an operator).
-- No foreign keys: rows outlive the users and objects they name, and TRUNCATE ... CASCADE of the
-- users table (npm run seed -- --reset) never reaches this table.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL,
  -- The account the action was done as (null when nobody was signed in, e.g. a failed sign-in).
  actor_id bigint,
  -- The person really behind it: the administrator while switched into another account, else the actor.
  real_actor_id bigint,
  target_user_id bigint,
  target_type text,
  target_id text,
  details jsonb NOT NULL DEFAULT '{}',
  ip text
);
CREATE INDEX audit_log_created ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_action ON audit_log (action, created_at DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_id, created_at DESC);
CREATE INDEX audit_log_real_actor ON audit_log (real_actor_id, created_at DESC);
CREATE INDEX audit_log_target ON audit_log (target_user_id, created_at DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP;
END
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- Invitations (registration is closed: accounts arrive only this way). The link's token is stored
-- as SHA-256; a resend replaces it (the old link dies); revoking removes the waiting account.
CREATE TABLE invitations (
  id bigserial PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  email text NOT NULL,
  name text NOT NULL,
  account_type text NOT NULL,
  -- Channel owners invite members of their channel: the invitee joins it with this member type.
  channel_id text REFERENCES channels (channel_id) ON DELETE SET NULL,
  member_type text CHECK (member_type IN ('staff', 'member')),
  invited_by bigint REFERENCES users (id) ON DELETE SET NULL,
  real_invited_by bigint REFERENCES users (id) ON DELETE SET NULL,
  language text NOT NULL DEFAULT 'zh-TW' CHECK (language IN ('zh-TW', 'ja', 'en')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL,
  send_count integer NOT NULL DEFAULT 1,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at timestamptz,
  revoked_by bigint REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX invitations_invited_by ON invitations (invited_by, created_at DESC);
CREATE INDEX invitations_created ON invitations (created_at DESC, id DESC);
-- At most one open invitation per waiting account.
CREATE UNIQUE INDEX invitations_one_open ON invitations (user_id) WHERE accepted_at IS NULL AND revoked_at IS NULL;
