// One demo account for every account type, plus the advertiser team members; each signs in as
// `<name>@demo.chorus.test` (or by the account name alone).
import { accountTypes, type AccountType } from '@chorus/contract';

export type DemoAccount = { key: string; accountType: AccountType; name: string; cms: boolean };

const displayNames: Partial<Record<string, string>> = {
  admin: '陳雅婷 (Admin)',
  super_staff: '林志明',
  staff: '王怡君',
  viewer: '張家豪',
  assistant: '李佩珊',
  finance: '黃淑芬',
  sales: '吳建宏',
  user_owner: '蔡依林 Studio',
  intensive_cooperative_user_owner: '佐藤 美咲',
  advertiser: 'Brightside Foods',
  reseller: 'Daily Picks',
};

export const demoAccounts: DemoAccount[] = [
  ...accountTypes.map((accountType) => ({
    key: accountType,
    accountType,
    name: displayNames[accountType] ?? accountType.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
    cms: ['admin', 'super_staff', 'staff', 'user_owner', 'intensive_cooperative_user_owner', 'intensive_cooperative_user'].includes(accountType),
  })),
  { key: 'advertiser_client', accountType: 'advertiser', name: 'Brightside Client', cms: false },
  { key: 'advertiser_member', accountType: 'advertiser', name: 'Brightside Member', cms: false },
  // The three people named in config/specific-users.json.
  { key: 'producer.lin', accountType: 'viewer', name: '林育成', cms: true },
  { key: 'producer.wang', accountType: 'viewer', name: '王思涵', cms: true },
  { key: 'producer.sato', accountType: 'viewer', name: '佐藤 健', cms: false },
];

export const demoEmail = (key: string) => `${key}@demo.chorus.test`;
