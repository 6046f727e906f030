// What the server draws a page's first view for (first-view/render.tsx), as this browser last told
// it in two cookies: its time zone (the days of a period, the times shown) and the width of its
// window (the layout MUI's media queries choose, theme.ts). The markup and the browser's first
// draw over it then agree. In the browser, outside a server draw: its own zone and window.

export const TIME_ZONE_COOKIE = 'chorus_tz';
export const WIDTH_COOKIE = 'chorus_vw';

/** The reader a server draw is for. */
export type DrawnFor = { timeZone: string; width: number };

let drawnFor: DrawnFor | null = null;

/** Sets the reader the server draws for (null: the draw is over). */
export function drawFor(reader: DrawnFor | null): void {
  drawnFor = reader;
}

/** The zone days and times are shown in: the reader's in a server draw, else undefined (the browser's own). */
export const shownTimeZone = (): string | undefined => drawnFor?.timeZone;

/**
 * A media query as the reader's window answers it, for MUI's queries in a server draw (only widths:
 * `(min-width:900px)`, `(max-width:599.95px)`, both at once; anything else does not match).
 */
export function serverMatchMedia(query: string): { matches: boolean } {
  if (!drawnFor) return { matches: false };
  const { width } = drawnFor;
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  const matches = conditions.length > 0 && conditions.every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)));
  return { matches };
}

/**
 * The browser's own zone (an IANA name such as Asia/Taipei). The first call costs a phone tens of
 * milliseconds (the zone is looked up): a page taking over the server's draw compares offsets instead.
 */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The browser's offset from UTC now, in minutes east (Taipei: 480). */
export const browserUtcOffset = (): number => -new Date().getTimezoneOffset();

/** A zone's offset from UTC at a moment, in minutes east: what `browserUtcOffset` says in that zone. */
export function utcOffsetIn(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wallClock - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The browser's window width, as the cookie holds it. */
export const browserWidth = (): number => Math.round(window.innerWidth);

/**
 * Tells the server this browser's window width and (unless `zoneKnown`: the page just drawn for it
 * fits) its zone, for the next page it draws (a year; not secret).
 */
export function rememberBrowser({ zoneKnown = false }: { zoneKnown?: boolean } = {}): void {
  const keep = '; path=/; max-age=31536000; samesite=lax';
  if (!zoneKnown) document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browserTimeZone())}${keep}`;
  document.cookie = `${WIDTH_COOKIE}=${browserWidth()}${keep}`;
}
