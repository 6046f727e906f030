// The spec 3 user-info answer, built from a cached profile. Identity and bank account numbers are
// masked (spec 9); the full values never leave the server.
import { mask, type UserInfo } from '@chorus/contract';
import type { UserProfile } from './user-directory.ts';

export function presentUserInfo(profile: UserProfile, switchedBy: UserInfo['switched_by']): UserInfo {
  const row = profile.row;
  return {
    id: row.id,
    email: row.email,
    account: row.account,
    name: row.name,
    phone: row.phone,
    account_type: profile.accountType,
    avatar_id: row.avatar_id,
    is_register_by_email: row.is_register_by_email,
    created_at: row.created_at.toISOString(),
    last_login_at: row.last_login_at?.toISOString() ?? null,
    language: row.language as UserInfo['language'],
    currency: row.currency as UserInfo['currency'],
    donate_account: row.donate_account,
    like_list: row.like_list,
    identity_number: row.identity_number ? mask(row.identity_number) : null,
    date_of_birth: row.date_of_birth,
    residence_address: row.residence_address,
    current_address: row.current_address,
    logo_id: row.logo_id,
    permissions: profile.permissions,
    gender: row.gender as UserInfo['gender'],
    identity_type: row.identity_type as UserInfo['identity_type'],
    uniform_numbers: row.uniform_numbers,
    company_address: row.company_address,
    beneficiary_bank_name: row.beneficiary_bank_name,
    beneficiary_bank_code: row.beneficiary_bank_code,
    beneficiary_account_number: row.beneficiary_account_number ? mask(row.beneficiary_account_number) : null,
    beneficiary_account_name: row.beneficiary_account_name,
    owner_channels: profile.ownerChannels,
    join_channels: profile.memberChannels,
    join_channels_staff: profile.staffChannels,
    channels: profile.channels,
    owner_advertisers: profile.ownerAdvertisers,
    advertiser_clinet: profile.clientAdvertisers,
    advertiser_member: profile.memberAdvertisers,
    ads_member_type: profile.adsMemberType,
    has_cms_permissions: row.has_cms_permissions,
    in_channel_group: profile.inChannelGroup,
    specific_capabilities: profile.specific ? { pages: [...(profile.specific.pages ?? [])], components: [...(profile.specific.components ?? [])] } : null,
    switched_by: switchedBy,
  };
}
