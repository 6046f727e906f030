import { describe, expect, it } from 'vitest';
import { buildDisplayMap, isExplicitDenial, permissionItems, permissionKey, type PermissionEntry } from './permissions.ts';
import { permissionEntrySchema } from './permission-entry-schema.ts';
import { anEntry } from './subject-for-tests.ts';

describe('permission entries (spec 3 available_functions)', () => {
  it('the display map is keyed function:item', () => {
    expect(permissionKey({ function: 'cooperation', item: 'ad' })).toBe('cooperation:ad');
    expect(Object.keys(buildDisplayMap([anEntry('cooperation:ad'), anEntry('page:exploration')]))).toEqual(['cooperation:ad', 'page:exploration']);
  });

  it('has the permission items of spec 6, including ad and reseller cooperation', () => {
    expect(permissionItems).toContain('cooperation:ad');
    expect(permissionItems).toContain('cooperation:reseller');
    expect(permissionItems).toContain('invite:batch_run');
    expect(permissionItems).toContain('cms:cookie_update');
    expect(new Set(permissionItems).size).toBe(permissionItems.length);
  });

  it('keeps an entry scope without the api fields', () => {
    const map = buildDisplayMap([anEntry('cooperation:ad', { api_config_id: 7, api_name: 'coop', global: true, channel_ids: ['UC1'] })]);
    expect(map['cooperation:ad']).toEqual({ global: true, channel_ids: ['UC1'], content_ids: [], channel_group_ids: [], advertiser_ids: [] });
  });

  it('merges several entries of one key: global if any is, scopes united without duplicates', () => {
    const map = buildDisplayMap([
      anEntry('cooperation:ad', { channel_ids: ['UC1', 'UC2'], advertiser_ids: [3] }),
      anEntry('cooperation:ad', { global: true, channel_ids: ['UC2', 'UC3'], channel_group_ids: [9] }),
      anEntry('cooperation:ad', { content_ids: ['CO1'], advertiser_ids: [3, 4] }),
    ]);
    expect(map['cooperation:ad']).toEqual({
      global: true,
      channel_ids: ['UC1', 'UC2', 'UC3'],
      content_ids: ['CO1'],
      channel_group_ids: [9],
      advertiser_ids: [3, 4],
    });
  });

  it('a later non-global entry does not take global away', () => {
    const map = buildDisplayMap([anEntry('page:syslog', { global: true }), anEntry('page:syslog')]);
    expect(map['page:syslog']!.global).toBe(true);
  });

  it('an empty list gives an empty map', () => {
    expect(buildDisplayMap([])).toEqual({});
  });
});

describe('explicit denial', () => {
  const scope = (s: Partial<PermissionEntry> = {}) => buildDisplayMap([anEntry('f:i', s)])['f:i'];

  it('is an entry that is neither global nor scoped to anything', () => {
    expect(isExplicitDenial(scope())).toBe(true);
  });

  it('is not a global entry', () => {
    expect(isExplicitDenial(scope({ global: true }))).toBe(false);
  });

  it.each([
    ['channel_ids', { channel_ids: ['UC1'] }],
    ['content_ids', { content_ids: ['CO1'] }],
    ['channel_group_ids', { channel_group_ids: [1] }],
    ['advertiser_ids', { advertiser_ids: [1] }],
  ] as [string, Partial<PermissionEntry>][])('is not an entry scoped by %s', (_, s) => {
    expect(isExplicitDenial(scope(s))).toBe(false);
  });

  it('is not a missing entry', () => {
    expect(isExplicitDenial(undefined)).toBe(false);
  });
});

describe('permissionEntrySchema', () => {
  it('accepts a full entry', () => {
    expect(permissionEntrySchema.safeParse(anEntry('cooperation:ad', { global: true })).success).toBe(true);
  });

  it('refuses an entry without function or item, or with a non-boolean global', () => {
    expect(permissionEntrySchema.safeParse(anEntry(':ad')).success).toBe(false);
    expect(permissionEntrySchema.safeParse(anEntry('cooperation:')).success).toBe(false);
    expect(permissionEntrySchema.safeParse({ ...anEntry('cooperation:ad'), global: 'true' }).success).toBe(false);
    const { channel_ids: _omit, ...withoutScope } = anEntry('cooperation:ad');
    expect(permissionEntrySchema.safeParse(withoutScope).success).toBe(false);
  });
});
