/** Time as the server sees it; tests inject a clock they can move. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

export function manualClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(seconds: number) {
      current += seconds * 1000;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
