// The collaboration wizard's rules (spec 2, 4, 8), without React: the creators the address names,
// those still ticked, the drafts the caller may add them to (with the ones already inside), and
// the move that ends the wizard by the caller's own spec 4 table.
import { CHANNEL_ID_PATTERN, canEditPackage, packageMoves, type PackageStatus, type PackageSummary, type Subject } from '@chorus/contract';
import { inReachOf } from './package-model.ts';

/** A channel as the wizard shows it. */
export type WizardChannel = { channel_id: string; channel_title: string };

/** The channel ids of the address (`?channels=a,b`): well-formed ones, each once, at most 100. */
export function channelIdsOf(param: string | null): string[] {
  const ids = (param ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => CHANNEL_ID_PATTERN.test(s));
  return [...new Set(ids)].slice(0, 100);
}

/** The channels still ticked: all of them until the user unticks one. */
export function selectedOf<C extends WizardChannel>(channels: readonly C[], chosen: ReadonlySet<string> | null): C[] {
  return chosen === null ? [...channels] : channels.filter((c) => chosen.has(c.channel_id));
}

/** The ticked ids after one box changes. */
export function ticked(selected: readonly WizardChannel[], channelId: string, on: boolean): Set<string> {
  const next = new Set(selected.map((s) => s.channel_id));
  if (on) next.add(channelId);
  else next.delete(channelId);
  return next;
}

/** The drafts the caller may add creators to, each with the selected channels already in it (spec 8). */
export function targetDrafts<C extends WizardChannel>(subject: Subject, drafts: readonly PackageSummary[], selected: readonly C[]) {
  return drafts
    .filter((p) => canEditPackage(subject, inReachOf(p)))
    .map((pkg) => ({ pkg, inside: selected.filter((c) => pkg.channel_ids.includes(c.channel_id)) }));
}

/** The first move the caller's table offers from the package's status (the server checks the same table). */
export function submitMove(subject: Subject, pkg: Pick<PackageSummary, 'advertiser' | 'created_by' | 'status'>): PackageStatus | undefined {
  return packageMoves(subject, inReachOf(pkg)).find((s) => s !== pkg.status);
}

/** The title of a channel the wizard was given, else its id. */
export function titleOf(channels: readonly WizardChannel[], id: string): string {
  return channels.find((c) => c.channel_id === id)?.channel_title ?? id;
}
