import { describe, expect, it } from 'vitest';
import { canInvite, isComponentAllowed, resolveCapabilities, type AccessSubject } from './access.ts';
import type { ComponentKey } from './components.ts';
import { accountTypes, baseAccountType, type AccountType, type AdsMemberType, type ChannelMemberType } from './roles.ts';

// The account types and their aliases are pinned to spec 3 and 6 in roles.test.ts; here they are
// only walked.
const aliases = accountTypes.filter((type) => baseAccountType(type) !== type).map((type) => [type, baseAccountType(type)] as const);

const channelContexts: (ChannelMemberType | null)[] = [null, 'owner', 'staff', 'member'];
const adsContexts: (AdsMemberType | null)[] = [null, 'adsOwner', 'adsClient', 'adsMember'];

function caps(
  accountType: AccountType,
  channelMemberType: ChannelMemberType | null = null,
  adsMemberType: AdsMemberType | null = null,
  extra: Partial<AccessSubject> = {},
) {
  return resolveCapabilities({ accountType, channelMemberType, adsMemberType, ...extra });
}

function invitable(accountType: AccountType, channelMemberType: ChannelMemberType | null = null, adsMemberType: AdsMemberType | null = null) {
  const resolved = caps(accountType, channelMemberType, adsMemberType);
  return accountTypes.filter((t) => canInvite(resolved, t)).sort();
}

function comparable(accountType: AccountType, channelMemberType: ChannelMemberType | null, adsMemberType: AdsMemberType | null) {
  const c = caps(accountType, channelMemberType, adsMemberType);
  return {
    pages: [...c.pages].sort(),
    components: [...c.components].sort(),
    allowInvite: [...c.allowInvite].sort(),
    allowInviteAds: [...c.allowInviteAds].sort(),
    packageTransitions: c.packageTransitions,
    caseTransitions: c.caseTransitions,
  };
}

describe('aliases (spec 3)', () => {
  for (const [alias, base] of aliases) {
    it(`${alias} resolves exactly like ${base} in every channel and ads context`, () => {
      for (const channelMemberType of channelContexts) {
        for (const adsMemberType of adsContexts) {
          expect(comparable(alias, channelMemberType, adsMemberType)).toEqual(comparable(base, channelMemberType, adsMemberType));
        }
      }
    });
  }
});

describe('who may invite whom (spec 6)', () => {
  it('admin may invite every role', () => {
    expect(invitable('admin')).toEqual([...accountTypes].sort());
    expect(accountTypes).toHaveLength(25);
  });

  it('super_staff may invite every role except admin', () => {
    expect(invitable('super_staff')).toEqual(accountTypes.filter((t) => t !== 'admin').sort());
    expect(canInvite(caps('super_staff'), 'admin')).toBe(false);
    expect(canInvite(caps('super_staff'), 'super_staff')).toBe(true);
  });

  it('staff may invite exactly staff, agency, finance, user, intensive cooperative user, advertiser and reseller', () => {
    expect(invitable('staff')).toEqual(['advertiser', 'agency', 'finance', 'intensive_cooperative_user', 'reseller', 'staff', 'user']);
    for (const ctx of channelContexts) {
      expect(invitable('staff', ctx)).toEqual(['advertiser', 'agency', 'finance', 'intensive_cooperative_user', 'reseller', 'staff', 'user']);
    }
  });

  it.each(['viewer', 'assistant', 'assistant_PanMART', 'advertising_partner'] as AccountType[])('%s invites nobody, in any context', (type) => {
    for (const channelMemberType of channelContexts) {
      for (const adsMemberType of adsContexts) {
        expect(invitable(type, channelMemberType, adsMemberType)).toEqual([]);
        expect([...caps(type, channelMemberType, adsMemberType).allowInviteAds]).toEqual([]);
      }
    }
  });

  // The channel member roles: user and its manager/editor/finance variants. user_owner is not among
  // them: a channel has one owner, obtained through channel owner authorization (spec 6).
  const channelMemberRoles = ['user', 'user_editor', 'user_finance', 'user_manager'];

  it('a channel owner (user) may invite the channel member roles', () => {
    expect(invitable('user', 'owner')).toEqual(channelMemberRoles);
    expect(invitable('user_owner', 'owner')).toEqual(channelMemberRoles);
    expect(canInvite(caps('user', 'owner'), 'user_owner')).toBe(false);
    expect(canInvite(caps('user', 'owner'), 'admin')).toBe(false);
    expect(isComponentAllowed(caps('user', 'owner'), 'inviteMembers')).toBe(true);
  });

  it.each(['member', 'staff', null] as (ChannelMemberType | null)[])('a user who is %s of the current channel invites nobody', (memberType) => {
    expect(invitable('user', memberType)).toEqual([]);
    expect(isComponentAllowed(caps('user', memberType), 'inviteMembers')).toBe(false);
  });

  it('an intensive cooperative user invites only as channel owner', () => {
    expect(invitable('intensive_cooperative_user', 'owner')).toEqual(
      [...channelMemberRoles, 'intensive_cooperative_user_editor', 'intensive_cooperative_user_finance', 'intensive_cooperative_user_manager'].sort(),
    );
    expect(invitable('intensive_cooperative_user', 'member')).toEqual([]);
    expect(invitable('intensive_cooperative_user', null)).toEqual([]);
  });

  it('finance invites users only as channel owner', () => {
    expect(invitable('finance', 'owner')).toEqual(channelMemberRoles);
    expect(invitable('sales', 'owner')).toEqual(channelMemberRoles);
    expect(invitable('finance', 'member')).toEqual([]);
    expect(invitable('finance', null)).toEqual([]);
  });

  it('an agency invites its team and clients, and ordinary users when it owns the channel', () => {
    expect(invitable('agency')).toEqual(['advertiser', 'agency_member', 'agency_team']);
    expect(invitable('agency', 'owner')).toEqual(['advertiser', 'agency_member', 'agency_team', 'user']);
  });

  it('agency team invites nobody, even as channel owner', () => {
    expect(invitable('agency_team')).toEqual([]);
    expect(invitable('agency_team', 'owner')).toEqual([]);
  });

  it('an advertiser ads owner may invite advertisers and every ads member type', () => {
    expect(invitable('advertiser', null, 'adsOwner')).toEqual(['advertiser']);
    expect([...caps('advertiser', null, 'adsOwner').allowInviteAds].sort()).toEqual(['adsClient', 'adsMember', 'adsOwner']);
  });

  it.each([null, 'adsClient', 'adsMember'] as (AdsMemberType | null)[])('an advertiser who is %s invites nobody', (ads) => {
    expect(invitable('advertiser', null, ads)).toEqual([]);
    expect([...caps('advertiser', null, ads).allowInviteAds]).toEqual([]);
  });

  it('a reseller invites resellers', () => {
    expect(invitable('reseller')).toEqual(['reseller']);
  });
});

describe('components (spec 6 summaries)', () => {
  const has = (c: ReturnType<typeof caps>, ...keys: ComponentKey[]) => keys.every((k) => isComponentAllowed(c, k));

  it('everyone edits their own profile and password', () => {
    for (const type of accountTypes) expect(has(caps(type), 'editProfile', 'changePassword')).toBe(true);
  });

  it('agency edits prices; agency team does not, but both manage packages and cases, view prices and edit creators', () => {
    expect(has(caps('agency'), 'editPrices', 'managePackages', 'manageCases', 'viewPrices', 'editCreator')).toBe(true);
    expect(has(caps('agency_team'), 'managePackages', 'manageCases', 'viewPrices', 'editCreator')).toBe(true);
    expect(isComponentAllowed(caps('agency_team'), 'editPrices')).toBe(false);
  });

  it('assistant edits creators, bulk edits, manages packages, cases and channel groups, updates video accounting', () => {
    expect(has(caps('assistant'), 'editCreator', 'bulkEdit', 'managePackages', 'manageCases', 'editChannelGroups', 'updateVideoAccounting')).toBe(true);
  });

  it('staff edits channel groups and cases but does not manage packages', () => {
    expect(has(caps('staff'), 'editChannelGroups', 'manageCases')).toBe(true);
    expect(isComponentAllowed(caps('staff'), 'managePackages')).toBe(false);
  });

  it('finance updates accounting data and downloads revenue reports; lists members as channel owner', () => {
    expect(has(caps('finance'), 'updateAccounting', 'downloadRevenueReports')).toBe(true);
    expect(isComponentAllowed(caps('finance'), 'listMembers')).toBe(false);
    expect(has(caps('finance', 'owner'), 'listMembers', 'inviteMembers')).toBe(true);
  });

  it('a user channel owner lists and deletes members; a member does not', () => {
    expect(has(caps('user', 'owner'), 'listMembers', 'deleteMember', 'inviteMembers')).toBe(true);
    expect(isComponentAllowed(caps('user', 'member'), 'deleteMember')).toBe(false);
  });

  it('an intensive cooperative user sees content-strategy revenues', () => {
    expect(isComponentAllowed(caps('intensive_cooperative_user'), 'contentStrategyRevenue')).toBe(true);
  });

  it('an advertiser ads owner manages ads members, authorizes shops and manages packages; an ads client manages nothing', () => {
    expect(has(caps('advertiser', null, 'adsOwner'), 'manageAdsMembers', 'authorizeShop', 'managePackages')).toBe(true);
    expect(isComponentAllowed(caps('advertiser', null, 'adsMember'), 'managePackages')).toBe(true);
    expect(isComponentAllowed(caps('advertiser', null, 'adsMember'), 'manageAdsMembers')).toBe(false);
    for (const c of ['managePackages', 'manageAdsMembers', 'authorizeShop'] as ComponentKey[]) {
      expect(isComponentAllowed(caps('advertiser', null, 'adsClient'), c)).toBe(false);
      expect(isComponentAllowed(caps('advertiser'), c)).toBe(false);
    }
  });

  it('a user who is an ads member manages packages', () => {
    expect(isComponentAllowed(caps('user', null, 'adsMember'), 'managePackages')).toBe(true);
    expect(isComponentAllowed(caps('user', null, 'adsClient'), 'managePackages')).toBe(false);
  });

  it('a reseller manages the team, authorizes shops, adds and removes products on videos and manages case videos', () => {
    expect(has(caps('reseller'), 'manageResellTeam', 'authorizeShop', 'manageResellProducts', 'manageCaseVideos')).toBe(true);
  });

  it('viewer and advertising partner only have the self-service components', () => {
    expect([...caps('viewer').components].sort()).toEqual(['changePassword', 'editProfile']);
    expect([...caps('advertising_partner').components].sort()).toEqual(['changePassword', 'editProfile']);
  });

  it('a per-e-mail override adds components', () => {
    const c = caps('viewer', null, null, { specific: { pages: [], components: ['downloadReport', 'managePackages'] } });
    expect(has(c, 'downloadReport', 'managePackages')).toBe(true);
    expect(isComponentAllowed(caps('viewer'), 'managePackages')).toBe(false);
  });
});
