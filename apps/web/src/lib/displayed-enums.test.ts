// No internal code reaches a person (issue 23): every value of a contract enum that a screen shows
// has its text in zh-TW, ja and en. Add a line here when a screen starts showing another enum.
import {
  accountStatuses,
  accountTypes,
  auditActions,
  auditTargetTypes,
  caseStatuses,
  channelLanguages,
  collaborationTypes,
  emotionKeys,
  groupMemberRoles,
  invitationStatuses,
  lengthClasses,
  packageEventKinds,
  packageStatuses,
  ratioItems,
  recipientKinds,
  reportFormats,
  revenueReportTypes,
  revenueTypes,
  sizeBands,
  teamKinds,
  trafficSources,
  videoKinds,
  youtubeRoles,
} from '@chorus/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventTexts } from '../features/collab/deals/timeline-texts.ts';

const languages = ['zh-TW', 'ja', 'en'] as const;
const localesDir = path.resolve(import.meta.dirname, '../../../../packages/i18n/locales');
const catalogues = new Map<string, unknown>();

/** The text of a namespaced key ('nav:roles.user_owner') in a language, or undefined. */
function text(language: string, key: string): unknown {
  const [namespace, rest] = key.includes(':') ? key.split(':') : ['common', key];
  const file = path.join(localesDir, language, `${namespace}.json`);
  if (!catalogues.has(file)) catalogues.set(file, JSON.parse(readFileSync(file, 'utf8')));
  let value = catalogues.get(file);
  for (const part of rest!.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

/** Each enum the UI shows, and the key its screens read for a value. */
const displayed: [string, readonly string[], (value: string) => string][] = [
  ['account types (members, payment records, profile)', accountTypes, (v) => `nav:roles.${v}`],
  ['system-log actions', auditActions, (v) => `access:syslog.actions.${v}`],
  ['system-log action families', [...new Set(auditActions.map((a) => a.split('.')[0]!))], (v) => `access:syslog.families.${v}`],
  ['system-log targets', auditTargetTypes, (v) => `access:syslog.targets.${v}`],
  ['package timeline events', packageEventKinds, (v) => eventTexts[v as keyof typeof eventTexts]],
  ['package statuses', packageStatuses, (v) => `deals:packageStatus.${v}`],
  ['case statuses', caseStatuses, (v) => `deals:caseStatus.${v}`],
  ['collaboration types', collaborationTypes, (v) => `deals:collaborationTypes.${v}`],
  ['revenue report types', revenueReportTypes, (v) => `accounting:reports.${v}`],
  ['report formats', reportFormats, (v) => `reports:form.formats.${v}`],
  ['invitation statuses', invitationStatuses, (v) => `access:invitations.statuses.${v}`],
  ['account statuses', accountStatuses, (v) => `access:statuses.${v}`],
  ['profit-share items', ratioItems, (v) => `ledger:items.${v}`],
  ['team kinds', teamKinds, (v) => `teams:kinds.${v}`],
  ['recipient kinds', recipientKinds, (v) => `payees:kinds.${v}`],
  ['group member roles', groupMemberRoles, (v) => `groups:roles.${v}`],
  ['YouTube roles', youtubeRoles, (v) => `profile.youtube.roles.${v}`],
  ['video kinds', videoKinds, (v) => `analytics:videos.kinds.${v}`],
  ['revenue types', revenueTypes, (v) => `analytics:money.types.${v}`],
  ['traffic sources', trafficSources, (v) => `analytics:audience.sources.${v}`],
  ['length classes (performance)', lengthClasses, (v) => `performance:lengthClasses.${v}`],
  ['length classes (similar)', lengthClasses, (v) => `insight:similar.lengthClasses.${v}`],
  ['size bands', sizeBands, (v) => `insight:similar.sizeBands.${v}`],
  ['channel languages', channelLanguages, (v) => `insight:similar.languages.${v}`],
  ['emotions', emotionKeys, (v) => `insight:language.emotions.${v}`],
];

describe('enum values shown in the UI', () => {
  it.each(displayed)('%s: every value has a text in zh-TW, ja and en', (_name, values, keyOf) => {
    const missing = values.flatMap((value) => {
      const key = keyOf(value);
      return languages
        .filter((language) => typeof key !== 'string' || typeof text(language, key) !== 'string')
        .map((language) => `${language} ${key ?? value}`);
    });
    expect(missing).toEqual([]);
  });
});
