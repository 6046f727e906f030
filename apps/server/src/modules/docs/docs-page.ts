// The /api/docs page: the swagger-ui viewer on the OpenAPI document, every file from this server.
// Its policy allows scripts, styles and requests of this origin only (the viewer needs no more).

export const docsPageSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chorus · API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/assets/viewer.css">
</head>
<body>
<p class="chorus-docs-note">OpenAPI 3.1 document: <a href="/api/docs/json">/api/docs/json</a>. Browser sessions use cookies; API clients send <code>Authorization: Bearer</code>.</p>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/viewer.js"></script>
</body>
</html>
`;
