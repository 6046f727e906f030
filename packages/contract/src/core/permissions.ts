// API permission entries (spec 3 `available_functions`) and the display map keyed `function:item`.

export const permissionItems = [
  'advertiser:view_info',
  'advertiser_team:invite',
  'advertiser_team:remove',
  'advertiser_team:edit',
  'reseller_team:invite',
  'reseller_team:remove',
  'reseller_team:edit',
  'profile:view',
  'profile:edit',
  'profile:set_password',
  'users:view_all',
  'users:set_type',
  'users:delete',
  'users:change_email',
  'channel:team_members',
  'channel:permitted_list',
  'invite:batch_download',
  'invite:batch_run',
  'revenue_share:view',
  'revenue_share:set',
  'cooperation:ad',
  'cooperation:reseller',
  'case:extra_notification',
  'creator_report:download',
  'creator_report:upload',
  // Issue 23: the channel report's download, granted or denied per person on top of the role.
  'report:download',
  'cms:cookie_update',
  'finance:upload',
  'finance:download',
] as const;
export type PermissionItemKey = (typeof permissionItems)[number];

export type PermissionEntry = {
  function: string;
  item: string;
  api_config_id: number | null;
  api_name: string | null;
  global: boolean;
  channel_ids: string[];
  content_ids: string[];
  channel_group_ids: number[];
  advertiser_ids: number[];
};

export type PermissionScope = Omit<PermissionEntry, 'function' | 'item' | 'api_config_id' | 'api_name'>;
export type PermissionDisplayMap = Record<string, PermissionScope>;

export function permissionKey(entry: Pick<PermissionEntry, 'function' | 'item'>): string {
  return `${entry.function}:${entry.item}`;
}

/** Several entries for one key merge: global if any is global, scopes united. */
export function buildDisplayMap(entries: readonly PermissionEntry[]): PermissionDisplayMap {
  const map: PermissionDisplayMap = {};
  for (const entry of entries) {
    const key = permissionKey(entry);
    const prev = map[key];
    map[key] = {
      global: (prev?.global ?? false) || entry.global,
      channel_ids: unite(prev?.channel_ids, entry.channel_ids),
      content_ids: unite(prev?.content_ids, entry.content_ids),
      channel_group_ids: unite(prev?.channel_group_ids, entry.channel_group_ids),
      advertiser_ids: unite(prev?.advertiser_ids, entry.advertiser_ids),
    };
  }
  return map;
}

function unite<T>(a: readonly T[] | undefined, b: readonly T[]): T[] {
  return [...new Set([...(a ?? []), ...b])];
}

/** An entry that exists but is neither global nor scoped to anything is an explicit denial. */
export function isExplicitDenial(scope: PermissionScope | undefined): boolean {
  if (!scope || scope.global) return false;
  return scope.channel_ids.length === 0 && scope.content_ids.length === 0 && scope.channel_group_ids.length === 0 && scope.advertiser_ids.length === 0;
}
