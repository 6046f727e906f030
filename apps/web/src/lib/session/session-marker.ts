// The session marker: a cookie the server sets next to the (HttpOnly) session cookies, so that a
// page can tell without a request whether asking who is signed in is worth it. The server draws a
// first view only for a request that carries it (apps/server/src/http/first-view/), so a draw
// without a document has it.
export const hasSessionMarker = () => typeof document === 'undefined' || document.cookie.split(';').some((c) => c.trim().startsWith('chorus_signed_in='));
