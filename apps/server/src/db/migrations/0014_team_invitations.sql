-- Team invitations (spec 2 "advertiser and reseller team invitation and editing", spec 6
-- allowInviteAds): inviting an address without an account onto an advertiser or reseller team is an
-- ordinary invitation (waiting account, one-time 7-day link) that also names the team and the team
-- role; accepting it activates the account and joins the team in one transaction. A team that goes
-- away takes its open invitations with it (the waiting accounts stay until revoked or expired).
ALTER TABLE invitations
  ADD COLUMN advertiser_id bigint REFERENCES advertisers (id) ON DELETE CASCADE,
  ADD COLUMN ads_role text CHECK (ads_role IN ('adsOwner', 'adsClient', 'adsMember')),
  ADD CONSTRAINT invitations_team_role CHECK ((advertiser_id IS NULL) = (ads_role IS NULL));

-- The team card lists a team's open invitations.
CREATE INDEX invitations_open_by_team ON invitations (advertiser_id) WHERE advertiser_id IS NOT NULL AND accepted_at IS NULL AND revoked_at IS NULL;
