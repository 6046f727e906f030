import { describe, expect, it } from 'vitest';
import { resolveCapabilities, type AccessSubject } from './access.ts';
import type { AccountType, AdsMemberType, ChannelMemberType } from './roles.ts';
import * as spec4 from './spec4-moves-for-tests.ts';
import { caseStatuses, packageStatuses } from './statuses.ts';

function subject(
  accountType: AccountType,
  adsMemberType: AdsMemberType | null = null,
  channelMemberType: ChannelMemberType | null = null,
  extra: Partial<AccessSubject> = {},
): AccessSubject {
  return { accountType, channelMemberType, adsMemberType, ...extra };
}

function packageTable(s: AccessSubject): spec4.MoveTable {
  const t = resolveCapabilities(s).packageTransitions as Record<string, string[] | undefined>;
  return Object.fromEntries(
    spec4.PACKAGE_ORDER.map((from) => [from, [...(t[from] ?? [])].sort((a, b) => spec4.PACKAGE_ORDER.indexOf(a) - spec4.PACKAGE_ORDER.indexOf(b))]),
  );
}
function caseTable(s: AccessSubject): spec4.MoveTable {
  const t = resolveCapabilities(s).caseTransitions as Record<string, string[] | undefined>;
  return Object.fromEntries(
    spec4.CASE_ORDER.map((from) => [from, [...(t[from] ?? [])].sort((a, b) => spec4.CASE_ORDER.indexOf(a) - spec4.CASE_ORDER.indexOf(b))]),
  );
}

// The three people of config/specific-users.json are viewers with a per-e-mail override.
const specificUser = subject('viewer', null, null, { specific: { pages: ['collabSearch'], components: ['managePackages', 'manageCases'] } });

describe('statuses', () => {
  it('package statuses are those of spec 4', () => {
    expect([...packageStatuses]).toEqual(spec4.PACKAGE_ORDER);
  });
  it('case statuses are those of spec 4', () => {
    expect([...caseStatuses]).toEqual(spec4.CASE_ORDER);
  });
});

describe('case package transitions (spec 4 table, cell by cell)', () => {
  describe('row: admin, super staff, assistant, named specific users', () => {
    const rows: [string, AccessSubject][] = [
      ['admin', subject('admin')],
      ['super_staff', subject('super_staff')],
      ['assistant', subject('assistant')],
      ['assistant_PanMART', subject('assistant_PanMART')],
      ['a named specific user', specificUser],
    ];
    for (const [name, s] of rows) {
      for (const from of spec4.PACKAGE_ORDER) {
        it(`${name}, from ${from}`, () => {
          expect(packageTable(s)[from]).toEqual(spec4.staffPackageMoves[from]);
        });
      }
    }
  });

  describe('row: agency, agency team', () => {
    const rows: AccountType[] = ['agency', 'agency_manager', 'agency_member', 'agency_team'];
    for (const type of rows) {
      for (const from of spec4.PACKAGE_ORDER) {
        it(`${type}, from ${from}`, () => {
          expect(packageTable(subject(type))[from]).toEqual(spec4.agencyPackageMoves[from]);
        });
      }
    }
    it('an agency cannot reopen a completed package', () => {
      expect(packageTable(subject('agency')).matching_complete).toEqual(['matching_complete']);
      expect(packageTable(subject('agency', null, 'owner')).matching_complete).toEqual(['matching_complete']);
    });
  });

  describe('row: advertiser ads members, ads owners', () => {
    const rows: [string, AccessSubject][] = [
      ['advertiser adsOwner', subject('advertiser', 'adsOwner')],
      ['advertiser adsMember', subject('advertiser', 'adsMember')],
      ['user adsMember', subject('user', 'adsMember')],
    ];
    for (const [name, s] of rows) {
      for (const from of spec4.PACKAGE_ORDER) {
        it(`${name}, from ${from}`, () => {
          expect(packageTable(s)[from]).toEqual(spec4.advertiserPackageMoves[from]);
        });
      }
    }
  });

  describe('row: reseller', () => {
    for (const from of spec4.PACKAGE_ORDER) {
      it(`reseller, from ${from}`, () => {
        expect(packageTable(subject('reseller'))[from]).toEqual(spec4.resellerPackageMoves[from]);
      });
    }
  });

  it.each(['viewer', 'finance', 'sales', 'user', 'user_owner', 'intensive_cooperative_user', 'advertising_partner', 'staff'] as AccountType[])(
    '%s, not in the table, may not change a package status',
    (type) => {
      for (const channelMemberType of [null, 'owner', 'member'] as (ChannelMemberType | null)[]) {
        expect(packageTable(subject(type, null, channelMemberType))).toEqual(spec4.noPackageMoves);
      }
    },
  );
});

describe('case transitions (spec 4)', () => {
  it.each([
    'admin',
    'super_staff',
    'staff',
    'assistant',
    'assistant_PanMART',
    'agency',
    'agency_manager',
    'agency_member',
    'agency_team',
    'reseller',
  ] as AccountType[])('staff-type role %s: draft and applying stay, the negotiation states move among themselves', (type) => {
    expect(caseTable(subject(type))).toEqual(spec4.staffCaseMoves);
  });

  it('a named specific user moves cases like staff', () => {
    expect(caseTable(specificUser)).toEqual(spec4.staffCaseMoves);
  });

  it.each([null, 'adsOwner', 'adsClient', 'adsMember'] as (AdsMemberType | null)[])('an advertiser (%s) can only keep the current case status', (ads) => {
    expect(caseTable(subject('advertiser', ads))).toEqual(spec4.advertiserCaseMoves);
  });

  it.each(['viewer', 'finance', 'user', 'intensive_cooperative_user', 'advertising_partner'] as AccountType[])('%s may not change a case status', (type) => {
    expect(caseTable(subject(type))).toEqual(spec4.noCaseMoves);
  });

  it('no role can move a case out of draft or applying', () => {
    for (const type of ['admin', 'staff', 'agency', 'reseller', 'advertiser'] as AccountType[]) {
      const t = caseTable(subject(type));
      expect(t.draft).toEqual(['draft']);
      expect(t.applying).toEqual(['applying']);
    }
  });
});
