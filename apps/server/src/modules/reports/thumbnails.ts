// Video thumbnails for the report's video tables. In production they come from YouTube's image
// host (REPORT_THUMBNAIL_URL, `{id}` replaced), fetched in parallel with a short timeout and kept in
// memory; a thumbnail that cannot be fetched (private or removed video, spec 8) is drawn as a
// placeholder with the spec 8 text. Outside production (demo and test video ids are made up) none is
// fetched.
import type { ReportImage } from './charts.ts';
import { svgToPngSync } from './charts.ts';

export type ThumbnailSource = (videoIds: readonly string[]) => Promise<Map<string, ReportImage>>;

export const THUMB_WIDTH = 160;
export const THUMB_HEIGHT = 90;

export const noThumbnails: ThumbnailSource = async () => new Map();

/** JPEG or PNG by their first bytes; anything else is not a picture we draw. */
export function imageTypeOf(data: Buffer): 'jpg' | 'png' | null {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length > 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

/** Thumbnails kept in memory at most, by count and by bytes (the oldest go first); a picture larger than the byte bound is not kept. */
export const THUMBNAIL_CACHE = { maxCached: 2000, maxBytes: 32 * 1024 * 1024 };

export function httpThumbnails(urlTemplate: string, options: { timeoutMs?: number; maxCached?: number; maxBytes?: number } = {}): ThumbnailSource {
  const timeoutMs = options.timeoutMs ?? 3000;
  const maxCached = options.maxCached ?? THUMBNAIL_CACHE.maxCached;
  const maxBytes = options.maxBytes ?? THUMBNAIL_CACHE.maxBytes;
  const cache = new Map<string, ReportImage | null>();
  let bytes = 0;
  const forgetOldest = () => {
    const [oldest, image] = cache.entries().next().value!;
    cache.delete(oldest);
    bytes -= image?.data.length ?? 0;
  };
  const one = async (id: string): Promise<ReportImage | null> => {
    if (cache.has(id)) return cache.get(id)!;
    let image: ReportImage | null = null;
    try {
      const response = await fetch(urlTemplate.replace('{id}', encodeURIComponent(id)), { signal: AbortSignal.timeout(timeoutMs) });
      if (response.ok) {
        const data = Buffer.from(await response.arrayBuffer());
        const type = imageTypeOf(data);
        if (type) image = { data, type, width: THUMB_WIDTH, height: THUMB_HEIGHT };
      }
    } catch {
      image = null;
    }
    const size = image?.data.length ?? 0;
    if (size > maxBytes) return image;
    while (cache.size > 0 && (cache.size >= maxCached || bytes + size > maxBytes)) forgetOldest();
    cache.set(id, image);
    bytes += size;
    return image;
  };
  return async (ids) => {
    const found = await Promise.all(ids.map(async (id) => [id, await one(id)] as const));
    return new Map(found.filter((entry): entry is [string, ReportImage] => entry[1] !== null));
  };
}

let placeholder: ReportImage | null = null;

/** The grey frame drawn where a thumbnail is missing (the cell says why, in the report's language). */
export function thumbnailPlaceholder(): ReportImage {
  placeholder ??= svgToPngSync(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB_WIDTH}" height="${THUMB_HEIGHT}" viewBox="0 0 160 90">
      <rect width="160" height="90" fill="#eceff1"/>
      <rect x="62" y="27" width="36" height="36" rx="6" fill="none" stroke="#90a4ae" stroke-width="3"/>
      <path d="M74 36 L88 45 L74 54 Z" fill="#90a4ae"/>
      <path d="M58 70 L102 22" stroke="#90a4ae" stroke-width="3"/>
    </svg>`,
    THUMB_WIDTH,
    THUMB_HEIGHT,
  );
  return placeholder;
}
