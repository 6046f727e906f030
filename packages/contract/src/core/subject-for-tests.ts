// A subject for the policy tests: a person with no channel, no team, no entry, unless told.
import type { PermissionEntry } from './permissions.ts';
import { makeSubject, type Subject } from './subject.ts';

export function aSubject(facts: Partial<Omit<Subject, 'displayMap'>> = {}): Subject {
  return makeSubject({
    id: 1,
    accountType: 'user',
    channels: [],
    teams: { owner: [], client: [], member: [] },
    adsMemberType: null,
    specific: null,
    permissions: [],
    inChannelGroup: false,
    switched: false,
    ...facts,
  });
}

/** A permission entry: global, scoped (to what `scope` names) or, with neither, an explicit denial. */
export function anEntry(key: string, scope: Partial<PermissionEntry> = {}): PermissionEntry {
  const [fn, item] = key.split(':') as [string, string];
  return {
    function: fn,
    item,
    api_config_id: null,
    api_name: null,
    global: false,
    channel_ids: [],
    content_ids: [],
    channel_group_ids: [],
    advertiser_ids: [],
    ...scope,
  };
}
