// The time zone days and times are shown in. In the browser, its own. While the server draws a
// page's first view (first-view/render.tsx), the reader's: their browser's, as it last told the
// server (the chorus_tz cookie), so that the markup and the browser's first draw of it agree.
let drawnFor: string | undefined;

export const TIME_ZONE_COOKIE = 'chorus_tz';

/** The zone the server draws in for this reader (undefined: the browser's own, outside a server draw). */
export function drawInTimeZone(zone: string | undefined): void {
  drawnFor = zone;
}

export const shownTimeZone = (): string | undefined => drawnFor;

/** The browser's own zone (an IANA name such as Asia/Taipei). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether a zone name is one Intl knows (a cookie is the reader's to change). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Tells the server which zone this browser is in, for the next page it draws (a year; not secret). */
export function rememberTimeZone(): void {
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browserTimeZone())}; path=/; max-age=31536000; samesite=lax`;
}
