// A case video is named by its YouTube video ID or by any address YouTube gives for it (spec 3 case
// video, issue 11 "add by video ID or URL"): watch?v=, youtu.be/, shorts/, embed/, live/ and v/, on
// youtube.com, its m., music. and no-cookie hosts. One parser for the server and the web app.

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const PATH_FORMS = new Set(['shorts', 'embed', 'live', 'v']);

/** Longest text accepted as a video reference (an address with its tracking parameters). */
export const VIDEO_REF_MAX = 500;

export function isVideoId(value: string): boolean {
  return VIDEO_ID.test(value);
}

/** The video ID a reference names, or null when it names none. */
export function parseVideoRef(input: string): string | null {
  const text = input.trim();
  if (text.length === 0 || text.length > VIDEO_REF_MAX) return null;
  if (VIDEO_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') candidate = segments.length === 1 ? segments[0] : null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (segments.length === 2 && PATH_FORMS.has(segments[0]!)) candidate = segments[1];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}
