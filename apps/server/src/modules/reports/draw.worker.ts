// A draw worker (draw-pool.ts starts REPORT_DRAW_THREADS of them): takes one job at a time, draws
// it (draw.ts) and sends the files back as transferred ArrayBuffers. The thumbnails a layout needs
// are asked of the main thread, whose source fetches and caches them.
import { parentPort } from 'node:worker_threads';
import type { ReportImage } from './charts.ts';
import { drawReport } from './draw.ts';
import type { FromWorker, ToWorker } from './draw-pool.ts';

const port = parentPort!;
const asked = new Map<number, (images: [string, ReportImage][]) => void>();
let nextAsk = 0;

/** A Buffer again over the bytes a Buffer became on the way here (structured clone gives a Uint8Array). */
const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The bytes of a file as an ArrayBuffer of their own, to transfer (a small Buffer may share Node's pool). */
function ownBuffer(body: Buffer): ArrayBuffer {
  if (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer) return body.buffer;
  const copy = new Uint8Array(body.byteLength);
  copy.set(body);
  return copy.buffer;
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'thumbnails') {
    const answer = asked.get(message.ask);
    asked.delete(message.ask);
    answer?.(message.images);
    return;
  }
  const { id, job } = message;
  const thumbnails = (videoIds: readonly string[]) =>
    new Promise<Map<string, ReportImage>>((resolve) => {
      const ask = nextAsk++;
      asked.set(ask, (images) => resolve(new Map(images.map(([videoId, image]) => [videoId, { ...image, data: asBuffer(image.data) }]))));
      port.postMessage({ type: 'thumbnails', id, ask, videoIds } satisfies FromWorker);
    });
  drawReport(job, thumbnails).then(
    (bodies) => {
      const buffers = bodies.map(ownBuffer);
      port.postMessage({ type: 'done', id, bodies: buffers } satisfies FromWorker, buffers);
    },
    (error: unknown) => {
      try {
        port.postMessage({ type: 'failed', id, error } satisfies FromWorker);
      } catch {
        // Not cloneable (a thrown non-error with functions in it): its text is what the log gets.
        port.postMessage({ type: 'failed', id, error: new Error(String(error)) } satisfies FromWorker);
      }
    },
  );
});
