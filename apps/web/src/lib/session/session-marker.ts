// The session marker: a cookie the server sets next to the (HttpOnly) session cookies, so that a
// page can tell without a request whether asking who is signed in is worth it.
export const hasSessionMarker = () => document.cookie.split(';').some((c) => c.trim().startsWith('chorus_signed_in='));
