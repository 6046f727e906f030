// What the fakes of Instagram and TikTok share: a node:http host on 127.0.0.1 (a random port) that
// reads each request whole, answers queued failures first (a status and body for the next N
// requests to a matching path), then the fake's own route, as JSON or a 302 redirect (consent pages);
// a route that throws answers 500 with the platform's error body.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = { method: string; path: string; query: Record<string, string>; body: string; authorization: string };
export type FakeAnswer = { status: number; body: unknown } | { redirect: string };
type QueuedFailure = { path: RegExp; status: number; body: unknown; times: number };

/** A small deterministic number from a string (figures that stay the same between calls). */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export async function startJsonHost(handle: {
  /** Runs first for every request: an answer here (a rate limit) skips the rest. */
  before?: (request: FakeRequest) => FakeAnswer | null;
  route: (request: FakeRequest) => FakeAnswer;
  crashed: (message: string) => unknown;
}) {
  const failures: QueuedFailure[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: Buffer.concat(chunks).toString('utf8'),
        authorization: req.headers.authorization ?? '',
      };
      let answer: FakeAnswer;
      try {
        const early = handle.before?.(request) ?? null;
        const failure = early ? undefined : failures.find((f) => f.times > 0 && f.path.test(url.pathname));
        if (failure) failure.times -= 1;
        answer = early ?? (failure ? { status: failure.status, body: failure.body } : handle.route(request));
      } catch (error) {
        answer = { status: 500, body: handle.crashed((error as Error).message) };
      }
      if ('redirect' in answer) {
        res.writeHead(302, { location: answer.redirect });
        res.end();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    failures,
    /** Answers the next `times` requests to a matching path with this status and body. */
    fail(path: RegExp, status: number, body: unknown, times = 1) {
      failures.push({ path, status, body, times });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
