// The report download action, for the channel report and the group annual report alike.
import { isExplicitDenial } from '../core/permissions.ts';
import { channelFreeCapabilities, subjectCapabilities, type Subject } from '../core/subject.ts';

/**
 * The report download action (spec 6 `downloadReport`): the role's (on the channel, or without one
 * the channel-free part of the role) or the permission item `report:download` granted by an
 * administrator (everywhere, or on the channel); an explicit denial of the item takes it away.
 */
export function holdsReportDownload(subject: Subject, channelId?: string): boolean {
  const scope = subject.displayMap['report:download'];
  if (isExplicitDenial(scope)) return false;
  const caps = channelId === undefined ? channelFreeCapabilities(subject) : subjectCapabilities(subject, channelId);
  return caps.components.has('downloadReport') || scope?.global === true || (channelId !== undefined && scope?.channel_ids.includes(channelId) === true);
}
