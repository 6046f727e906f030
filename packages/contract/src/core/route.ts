// Route paths. The paths of spec 7 stay exactly as the spec writes them (/api/v1/login,
// /api/v1/advertiser_get_info, /api/frontend/cache/read …), and so do the paths the existing areas
// serve today (/api/v1/channels/:channelId/overview …): clients depend on them. A route of a NEW
// area takes the form /api/v1/<area>/<resource>, <area> being the area's folder name and path
// parameters camelCase (/api/v1/jobs/:jobId), so that a path tells which area serves it.
//
// The types of a route (method, path, permission; no zod at run time, so the web app can route its
// calls without loading zod) and of an endpoint (a route with the zod schemas of its input and
// output), and the helpers the areas' route tables are written with.
import type { ZodType } from 'zod';
import type { RoutePermission } from './access.ts';
import type { ComponentKey } from './components.ts';
import type { PageKey } from './pages.ts';
import type { PolicyName } from '../policies.generated.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Route = {
  method: HttpMethod;
  path: string;
  summary: string;
  permission: RoutePermission;
  /**
   * The named rule (core/policy.ts) of a signed-in route whose capability permission is not its
   * whole rule: judged on the caller by the route layer, or on the object by the service.
   */
  policy?: PolicyName;
  /**
   * `multipart` takes a file upload its handler reads (a small one in memory, a large one streamed
   * to storage through the server's upload layer); `download` answers a file with
   * content-disposition; `webhook` takes a signed delivery from another service (`webhook`) and
   * answers 202 with its job's id; `resumable` is a tus 1.0 upload endpoint: the POST at `path`
   * creates an upload, and HEAD, PATCH, DELETE at `path/:uploadId` (and OPTIONS at both) continue
   * it, each authenticated and checked like any route before the handler takes the raw request.
   */
  kind?: 'json' | 'multipart' | 'download' | 'html' | 'webhook' | 'resumable';
  /** A GET that answers 303 See Other into the app (the OAuth callbacks: to the profile page with the outcome). */
  redirects?: true;
  /** For `multipart`: the form field the file comes in, as the API document names it (default `file`). */
  fileField?: 'avatar' | 'file';
  /**
   * For `multipart`: the largest request body in bytes. A request that declares a longer
   * Content-Length is refused with 413 as soon as its headers arrive, before any of the body is read.
   */
  maxBodyBytes?: number;
  /**
   * For `webhook`: the sender (its verifier checks the signature over the raw body before anything
   * is parsed; deliveries are unique per source and delivery id) and the job that processes each
   * delivery. No session or CSRF token: the signature is the credential. `drain`: the job is not
   * one per delivery but one that works through every recorded, unprocessed delivery in batches (at
   * most one queued at a time); the Shopify route's, for bursts of 1,000 orders a second.
   */
  webhook?: { source: string; job: string; maxBytes?: number; drain?: boolean };
  /** Refused while an admin works as another user (password, e-mail, bank changes). */
  refusedWhileSwitched?: boolean;
  /**
   * Counted by the per-address throttle: `true` with the sign-in attempts and reset requests;
   * `'challenge'` in a count of its own (same limit), so opening sign-in windows never spends the
   * attempts a person has (issue 9), while a flood of windows is still refused.
   */
  throttled?: true | 'challenge';
  /**
   * A GET that changes something (spec 7 keeps set_user_type, user_change_email and switch_account
   * as GET): cookie sessions need the CSRF header and a same-host Origin, as for writes.
   */
  changesState?: boolean;
  /**
   * The route acts on the channel named by its `:channelId` parameter: a channel the caller may not
   * see answers 404, and the permission is judged with the caller's member type on that channel.
   */
  channelScoped?: boolean;
  /**
   * For a write the web calls: the reads (GET endpoint ids) whose answers it may change. The web's
   * `useEndpointMutation` refreshes them after the write succeeds; `[]` when it changes none that
   * the web reads. Checked by routes-invalidates.test.ts: each id is a read of this table.
   */
  invalidates?: readonly string[];
};

export type Endpoint = Route & {
  query?: ZodType;
  params?: ZodType;
  body?: ZodType;
  /** JSON answer (200; 202 for a `webhook` route); absent for downloads and HTML. */
  response?: ZodType;
  /**
   * For a route that does its work within the request (200 with `response`) or, when the work is
   * large, queues it: the 202 answer's schema (accounting uploads).
   */
  accepted?: ZodType;
};

export const publicRoute = { kind: 'public' } as const;
export const signedIn = { kind: 'authenticated' } as const;
export const component = (c: ComponentKey) => ({ kind: 'component', component: c }) as const;
export const page = (p: PageKey) => ({ kind: 'page', page: p }) as const;
/** The routes about one channel: /api/v1/channels/:channelId/<resource>. */
export const channelRoute = (resource: string) => `/api/v1/channels/:channelId/${resource}`;
