// Which package the performance report opens on when the address names none.

/** Issue 23: the newest package with figures (else with case videos, else the newest), never an all-zero one first. */
export function openingPackage<P extends { videos: number; videos_with_figures: number }>(list: readonly P[]): P | undefined {
  return list.find((p) => p.videos_with_figures > 0) ?? list.find((p) => p.videos > 0) ?? list[0];
}
