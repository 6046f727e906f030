// Calls the Chorus API through the endpoint table. Cookies carry the session; a 401 on a signed-in
// route triggers one refresh (shared by concurrent calls) and a retry. A call's query, path
// parameters and body are checked against the endpoint's schemas, and its answer is typed.
import { routes, type EndpointBody, type EndpointId, type EndpointOutput, type EndpointParams, type EndpointQuery } from '@chorus/contract';
import { ApiError, readApiError } from './api-error.ts';
import { fileNameFrom } from './content-disposition.ts';
import i18n from './i18n.ts';
import { saveFile } from './save-file.ts';

export { ApiError };

/** A query string carries text: where the endpoint takes any text, a number goes as its digits. */
type QueryInput<Q> = { [K in keyof Q]: string extends Q[K] ? Q[K] | number : Q[K] };
/** A path segment is text; a parameter the server coerces (a numeric id) takes a number or its digits. */
type ParamsInput<P> = { [K in keyof P]: unknown extends P[K] ? string | number : P[K] };
/** An object with no field: whatever it may be given, it need not be given. */
type NoField = Record<string, never>;
/** Absent where the endpoint takes none; optional where every field is; required otherwise. */
type Slot<Name extends string, T> = [T] extends [never]
  ? { [K in Name]?: never }
  : NoField extends T
    ? { [K in Name]?: T }
    : undefined extends T
      ? { [K in Name]?: T }
      : { [K in Name]: T };
/** A route that takes a file (multipart, upload) takes it as form data instead of a JSON body. */
type FormSlot<E extends EndpointId> = (typeof routes)[E] extends { kind: 'multipart' } ? { form: FormData } : { form?: never };

export type CallOptions<E extends EndpointId> = Slot<'query', QueryInput<EndpointQuery<E>>> &
  Slot<'params', ParamsInput<EndpointParams<E>>> &
  Slot<'body', EndpointBody<E>> &
  FormSlot<E>;
/** The options may be left out where the endpoint needs none. */
type OptionsArgument<E extends EndpointId> = NoField extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** What goes on the wire, once a call's options have been checked against its endpoint. */
type Request = {
  query?: Partial<Record<string, string | number>>;
  params?: Partial<Record<string, string | number>>;
  body?: EndpointBody<EndpointId>;
  form?: FormData;
};

function urlFor(id: EndpointId, options: Request): string {
  let path: string = routes[id].path;
  for (const [name, value] of Object.entries(options.params ?? {})) path = path.replace(`:${name}`, encodeURIComponent(String(value)));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) if (value !== undefined) search.set(name, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

async function send(id: EndpointId, options: Request): Promise<Response> {
  const endpoint = routes[id];
  const headers: Record<string, string> = { 'x-chorus-language': i18n.language, 'x-chorus-csrf': '1' };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(urlFor(id, options), { method: endpoint.method, headers, body, credentials: 'same-origin' });
}

let refreshing: Promise<boolean> | null = null;
/** One refresh of the session, shared by every call that met a 401 at once (the resumable uploads use it too). */
export function refreshSession(): Promise<boolean> {
  refreshing ??= send('refresh', { body: {} })
    .then((r) => r.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function sendWithRefresh(id: EndpointId, options: Request): Promise<Response> {
  const response = await send(id, options);
  if (response.status === 401 && routes[id].permission.kind !== 'public' && (await refreshSession())) return send(id, options);
  return response;
}

/** Spec 7: the message comes from the answer when it is a plain string, else the fallback, else the default. */
export function toApiError(response: Response, fallback?: string): Promise<ApiError> {
  return readApiError(response, fallback ?? i18n.t('messages:errors.generic'));
}

export async function api<E extends EndpointId>(id: E, ...[options]: OptionsArgument<E>): Promise<EndpointOutput<E>> {
  const response = await sendWithRefresh(id, (options ?? {}) as Request);
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as EndpointOutput<E>;
}

/** Spec 7 downloads: a blob, named by content-disposition; a failure's JSON body becomes the error. */
export async function download<E extends EndpointId>(id: E, options: CallOptions<E>, fallbackName = 'download'): Promise<void> {
  const response = await sendWithRefresh(id, options as Request);
  if (!response.ok) throw await toApiError(response);
  saveFile(await response.blob(), fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName);
}
