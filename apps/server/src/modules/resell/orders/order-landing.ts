// Where an order came from, as Shopify records it (issue 28, the creator's store's "which videos
// sell"): the REST / webhook `landing_site` (the path and query the buyer first landed on),
// `referring_site`, `source_name` and the cart's `note_attributes` (themes and link tools copy utm
// parameters there); the Admin GraphQL Order's `customerJourneySummary.firstVisit.landingPage` and
// `referrerUrl`, `sourceName` and `customAttributes`. Read once when the order is written: the
// YouTube video id the utm parameters name and whether the visit came from YouTube. Pure.

/** The fields the order keeps (shop_orders, 0071). */
export type OrderLanding = {
  landing_site: string | null;
  referring_site: string | null;
  source_name: string | null;
  /** The first of utm_content, utm_term, utm_campaign, v that has a YouTube video id's shape (it counts only for a video of the store's channel). */
  landing_video_id: string | null;
  /** utm_source names YouTube, or the referring site is YouTube. */
  from_youtube: boolean;
};

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOST = /(^|\.)(youtube\.com|youtu\.be)$/i;
const YOUTUBE_SOURCE = /^(youtube|yt|youtube\.com|youtu\.be)$/i;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 2000) : null);

/** A landing address (absolute, as GraphQL answers it, or a path with its query, as REST does) as its path and query. */
function landingUrl(landing: string | null): URL | null {
  if (!landing) return null;
  try {
    return new URL(landing, 'https://shop.invalid');
  } catch {
    return null;
  }
}

function hostOf(address: string | null): string | null {
  if (!address) return null;
  try {
    return new URL(address).hostname;
  } catch {
    return null;
  }
}

/**
 * The order's landing: `attributes` are the note attributes / custom attributes as name–value
 * pairs; a utm parameter there wins over the landing address's (it is what the buyer's cart kept).
 */
export function readLanding(raw: { landing: unknown; referring: unknown; source: unknown; attributes: [string, unknown][] }): OrderLanding {
  const url = landingUrl(text(raw.landing));
  const landing_site = url ? `${url.pathname}${url.search}` : null;
  const referring_site = text(raw.referring);
  const params = new URLSearchParams(url?.search ?? '');
  for (const [name, value] of raw.attributes) {
    const key = name.trim().toLowerCase();
    const v = text(value);
    if (v !== null && (key.startsWith('utm_') || key === 'v')) params.set(key, v);
  }
  const landing_video_id = ['utm_content', 'utm_term', 'utm_campaign', 'v'].map((k) => params.get(k)?.trim() ?? '').find((v) => VIDEO_ID.test(v)) ?? null;
  const source = params.get('utm_source')?.trim() ?? '';
  const host = hostOf(referring_site);
  return {
    landing_site,
    referring_site,
    source_name: text(raw.source),
    landing_video_id,
    from_youtube: YOUTUBE_SOURCE.test(source) || (host !== null && YOUTUBE_HOST.test(host)),
  };
}
