// The favourites page's logic, pure (issue 24: page = model + view): which list is shown, the lists
// split into one's own and the team's, the selection of creators, and what each list dialog says
// and sends.
import type { FavouriteListSummary } from '@chorus/contract';

export type FavouritesDialog = { kind: 'create' } | { kind: 'rename'; list: FavouriteListSummary } | { kind: 'delete'; list: FavouriteListSummary } | null;

/** The chosen list, else the first one, else none. */
export const shownListId = (chosen: number | null, lists: readonly { id: number }[] | undefined) => chosen ?? lists?.[0]?.id ?? null;

/** One's own lists (no team) and those shared with a team, each in the order given. */
export function splitLists<L extends { team: unknown }>(lists: readonly L[] | undefined): { personal: L[]; shared: L[] } {
  const all = lists ?? [];
  return { personal: all.filter((l) => l.team === null), shared: all.filter((l) => l.team !== null) };
}

/** The selection with the channel added, or taken off when it was in. */
export function toggled(selected: ReadonlySet<string>, channelId: string): Set<string> {
  const next = new Set(selected);
  if (next.has(channelId)) next.delete(channelId);
  else next.add(channelId);
  return next;
}

/** The name a dialog opens with: the list's own when renaming, else empty. */
export const dialogStartName = (dialog: FavouritesDialog) => (dialog && dialog.kind === 'rename' ? dialog.list.name : '');

/** A dialog's title, body and confirm label as translation keys (with the title's values). */
export function dialogTexts(dialog: NonNullable<FavouritesDialog>) {
  if (dialog.kind === 'create') return { title: 'creators:favourites.newList', titleValues: {}, body: null, confirm: 'creators:favourites.create' };
  if (dialog.kind === 'rename') return { title: 'creators:favourites.rename', titleValues: {}, body: null, confirm: 'creators:search.save' };
  return {
    title: 'creators:favourites.deleteTitle',
    titleValues: { name: dialog.list.name },
    body: dialog.list.team ? 'creators:favourites.deleteTeamBody' : 'creators:favourites.deleteBody',
    confirm: 'creators:favourites.delete',
  };
}

/** Create and rename need a name that is not only spaces; delete needs none. */
export const dialogReady = (dialog: NonNullable<FavouritesDialog>, name: string) => dialog.kind === 'delete' || name.trim() !== '';

/** A new list's body: shared with the chosen team ("" is nobody). */
export const createListBody = (name: string, team: string) => ({ name, advertiser_id: team ? Number(team) : null });
