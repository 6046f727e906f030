// The profile page, and for members of an advertiser or reseller team that team (spec 2 "advertiser
// and reseller team invitation and editing"): the profile and teams features stay apart. Channel
// owners link their channel's Instagram and TikTok accounts here (issue 27).
import { baseAccountType } from '@chorus/contract';
import Box from '@mui/material/Box';
import { ProfilePage } from '../../features/users/profile-page.tsx';
import { LinkedAccountsCard } from '../../features/social/linked-accounts-card.tsx';
import { TeamCard } from '../../features/teams/team-card.tsx';
import { useAccess } from '../../lib/session/access-context.tsx';

export function InfoPage() {
  const { user } = useAccess();
  const inTeam = user.owner_advertisers.length + user.advertiser_clinet.length + user.advertiser_member.length > 0;
  // Reseller teams are advertisers of kind reseller; a reseller's teams are of that kind.
  const kind = baseAccountType(user.account_type) === 'reseller' ? 'reseller' : 'advertiser';
  return (
    <>
      <ProfilePage />
      <Box sx={{ maxWidth: 1100 }}>
        <LinkedAccountsCard />
      </Box>
      {inTeam && (
        <Box sx={{ maxWidth: 1100 }}>
          <TeamCard kind={kind} />
        </Box>
      )}
    </>
  );
}
