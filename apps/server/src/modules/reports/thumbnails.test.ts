// The report thumbnails' memory cache (issue 25, every cache bounded): at most `maxCached` pictures
// and `maxBytes` bytes are kept, the oldest forgotten first; a forgotten picture is fetched again.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpThumbnails } from './thumbnails.ts';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A picture of 100 kB (a PNG by its first bytes). */
const picture = Buffer.concat([PNG_HEAD, Buffer.alloc(100_000 - PNG_HEAD.length)]);
const fetched: string[] = [];
let server: Server;
let template: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    fetched.push(request.url!.slice(1));
    response.end(picture);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  template = `http://127.0.0.1:${(server.address() as AddressInfo).port}/{id}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Which of `ids` are fetched again when asked for once more. */
async function fetchedAgain(source: ReturnType<typeof httpThumbnails>, ids: string[]): Promise<string[]> {
  fetched.length = 0;
  for (const id of ids) await source([id]);
  return [...fetched];
}

describe('report thumbnails cache', () => {
  it('keeps at most maxBytes of pictures, forgetting the oldest', async () => {
    const source = httpThumbnails(template, { maxBytes: 250_000 });
    await fetchedAgain(source, ['a', 'b', 'c', 'd']);
    // 250 kB hold two pictures of 100 kB: c and d are kept, a and b fetched again.
    expect(await fetchedAgain(source, ['d', 'c'])).toEqual([]);
    expect(await fetchedAgain(source, ['a'])).toEqual(['a']);
  });

  it('keeps at most maxCached pictures', async () => {
    const source = httpThumbnails(template, { maxCached: 3 });
    await fetchedAgain(source, ['a', 'b', 'c', 'd']);
    expect(await fetchedAgain(source, ['b', 'c', 'd'])).toEqual([]);
    expect(await fetchedAgain(source, ['a'])).toEqual(['a']);
  });

  it('does not keep a picture larger than the byte bound', async () => {
    const source = httpThumbnails(template, { maxBytes: 50_000 });
    const first = await source(['big']);
    expect(first.get('big')?.data.length).toBe(100_000);
    expect(await fetchedAgain(source, ['big'])).toEqual(['big']);
  });
});
