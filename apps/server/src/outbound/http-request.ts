// Outbound HTTP to the platforms (Google, Instagram, TikTok): one way to build a request (accept,
// bearer token, a form or a JSON body), send it with a timeout and no redirects, and read a body
// that may or may not be JSON. Each caller sorts the failures into its own errors; nothing here
// puts a token into a message.

export type OutboundRequest = {
  url: string;
  /** GET, or POST when there is a body; PUT where the API updates that way (YouTube's videos.update). */
  method?: 'GET' | 'POST' | 'PUT';
  /** The accept header; JSON unless said. */
  accept?: string;
  bearer?: string;
  /** Form fields (OAuth endpoints), sent url-encoded; else `json`, sent as JSON. */
  form?: Record<string, string>;
  json?: unknown;
  timeoutMs: number;
};

/** Sends the request; a call that could not reach the server rejects with fetch's error (see `unreachableWord`). */
export function sendOutbound(request: OutboundRequest): Promise<Response> {
  const headers: Record<string, string> = { accept: request.accept ?? 'application/json' };
  if (request.bearer) headers.authorization = `Bearer ${request.bearer}`;
  let body: string | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  return fetch(request.url, {
    method: request.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    signal: AbortSignal.timeout(request.timeoutMs),
    redirect: 'error',
  });
}

/** What went wrong with a call that never got an answer, for the caller's message. */
export function unreachableWord(error: unknown): 'timed out' | 'unreachable' {
  return (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
}

/** A body parsed as JSON, or null when it is empty or not JSON. */
export function jsonOrNull(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
