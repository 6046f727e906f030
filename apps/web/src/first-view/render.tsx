// The server's draw of a page's first view (issue 24), built by `vite build --ssr` into
// apps/web/dist-server/ and run in the server's worker threads (apps/server/src/http/first-view/).
//
// The same components as in the browser draw the page as the browser would once its data is here:
// a draw finds the reads it waits for (queries left pending in the cache), they are asked of the API
// in the reader's name (`callApi`: the server answers them in-process, reads only), and the page is
// drawn again, until nothing more is waited for or ROUNDS draws were made. The markup, its styles and
// the answers go with the page; the browser draws its first view from the same answers over the same
// markup (main.tsx: hydrateRoot), so nothing is fetched twice and nothing moves.
//
// One draw at a time (renderFirstView queues them): the query cache, the texts' language and the
// reader's zone and width (lib/drawn-for.ts) are this module's, set for each draw.
import '../lib/zod-in-browser.ts';
import type { Language, UserInfo } from '@chorus/contract';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { askWaitedReads, drawnAnswers, queryClient } from '../app/query-client.ts';
import { AppRoutes } from '../app/router.tsx';
import { endpointKey } from '../lib/endpoint-key.ts';
import i18n, { changeLanguage, initTexts } from '../lib/i18n.ts';
import { signedInUser } from '../lib/session/user-info-key.ts';
import { drawFor, utcOffsetIn } from '../lib/drawn-for.ts';
import type { ApiAnswer, ApiCall, FirstView, FirstViewJob } from './first-view-state.ts';

export { stateScriptText } from './first-view-state.ts';

/** Draws at most: the frame waits for the user, the page for its reads, a few of those for others. */
const ROUNDS = 4;

let textsReady: Promise<void> | null = null;

// The draws of this module, one after the other (a worker gets one job at a time; a server that
// draws in its main thread may start two).
let previous: Promise<unknown> = Promise.resolve();

export function renderFirstView(job: FirstViewJob, callApi: (call: ApiCall) => Promise<ApiAnswer>): Promise<FirstView | null> {
  const next = previous.then(() => drawView(job, callApi));
  previous = next.catch(() => {});
  return next;
}

async function drawView(job: FirstViewJob, callApi: (call: ApiCall) => Promise<ApiAnswer>): Promise<FirstView | null> {
  textsReady ??= initTexts(job.language);
  await textsReady;
  await changeLanguage(job.language);
  globalThis.fetch = inProcessFetch(callApi);
  drawFor({ timeZone: job.timeZone, width: job.width });
  queryClient.clear();
  try {
    // Reads that failed are not asked again here: the browser asks them (shown as waiting until then).
    const failed = new Set<string>();
    let markup = '';
    let styles = '';
    for (let round = 1; ; round++) {
      ({ markup, styles } = await draw(job.url));
      if (round === ROUNDS) break;
      const { asked, failed: failedNow } = await askWaitedReads(failed);
      if (!asked) break;
      // Without the user there is no dashboard to draw (the browser shows the error, or signs in).
      if (failedNow.some((read) => read.endpoint === 'userInfo')) return null;
      for (const read of failedNow) failed.add(read.hash);
      const user = queryClient.getQueryData<UserInfo | false>(endpointKey('userInfo', undefined, signedInUser.shape));
      // Not signed in (or no longer): the browser goes to the sign-in page; nothing to draw.
      if (user === false) return null;
      // The dashboard is drawn in the user's language (app/layout/user-language.tsx).
      if (user && user.language !== i18n.language) await changeLanguage(user.language);
    }
    // A part whose code arrived during the last draw was written as waiting, then completed by an
    // inline script (which the page's policy refuses): drawn again, every part is there at once.
    for (let again = 0; markup.includes('<script') && again < ROUNDS; again++) ({ markup, styles } = await draw(job.url));
    if (markup.includes('<script')) return null;
    return {
      markup,
      styles,
      state: {
        language: i18n.language as Language,
        utcOffset: utcOffsetIn(job.timeZone, new Date()),
        width: job.width,
        queries: drawnAnswers(),
      },
    };
  } finally {
    drawFor(null);
    queryClient.clear();
  }
}

async function draw(url: string): Promise<{ markup: string; styles: string }> {
  // A cache of its own per draw: its styles are those this markup uses, written once in the page's head.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <Providers>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </CacheProvider>
    </StrictMode>,
    // Every part inline, however large: a larger one is otherwise sent apart and put in place by an
    // inline script, which the page's policy refuses.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let markup = '';
  for await (const chunk of prelude) markup += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return { markup, styles: constructStyleTagsFromChunks(extractCriticalToChunks(markup)) };
}

/** The app's `fetch` while drawing: its API calls answered by the server, in the reader's name. */
function inProcessFetch(callApi: (call: ApiCall) => Promise<ApiAnswer>): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await callApi({ method: init?.method ?? 'GET', url, headers, body: typeof init?.body === 'string' ? init.body : undefined });
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, { status: answer.status, headers: answer.headers });
  };
}
