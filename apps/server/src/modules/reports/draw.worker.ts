// A draw worker (draw-pool.ts starts REPORT_DRAW_THREADS of them): takes one job at a time, draws
// it (draw.ts) and sends the files back as transferred ArrayBuffers. The thumbnails a layout needs
// are asked of the main thread, whose source fetches and caches them.
import type { ReportImage } from './charts.ts';
import { drawReport, type DrawJob } from './draw.ts';
import type { ThumbnailAnswer, ThumbnailQuestion } from './draw-pool.ts';
import { serveJobs } from '../../workers/worker-jobs.ts';

/** A Buffer again over the bytes a Buffer became on the way here (structured clone gives a Uint8Array). */
const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The bytes of a file as an ArrayBuffer of their own, to transfer (a small Buffer may share Node's pool). */
function ownBuffer(body: Buffer): ArrayBuffer {
  if (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer) return body.buffer;
  const copy = new Uint8Array(body.byteLength);
  copy.set(body);
  return copy.buffer;
}

serveJobs<DrawJob, ArrayBuffer[], ThumbnailQuestion, ThumbnailAnswer>(
  async (job, ask) => {
    const thumbnails = async (videoIds: readonly string[]) =>
      new Map((await ask(videoIds)).map(([videoId, image]): [string, ReportImage] => [videoId, { ...image, data: asBuffer(image.data) }]));
    return (await drawReport(job, thumbnails)).map(ownBuffer);
  },
  (bodies) => bodies,
);
