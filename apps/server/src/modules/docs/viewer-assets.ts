// The API documentation viewer: swagger-ui from its npm package, served from this server (no CDN),
// so the page loads only scripts and styles of its own origin. swagger-ui was chosen over viewers
// that inject <style> elements at run time, which a style-src 'self' policy refuses.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { docsAssetFiles } from '@chorus/contract';

export type DocsAssetFile = (typeof docsAssetFiles)[number];
export type DocsAsset = { type: string; body: Buffer; gzipped: Buffer };

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Starts the viewer on the OpenAPI document. No validator (swagger-ui would send the document to an
// outside service); "try it out" sends the header that cookie-authenticated writes need (CSRF).
// Operations are grouped by area and the groups start closed: expanded all at once, swagger-ui drew
// only the first few operations once the document passed 127 paths (checked in Chromium).
const viewerScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/docs/json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    filter: true,
    docExpansion: 'none',
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
    requestInterceptor: function (request) {
      request.headers['x-chorus-csrf'] = '1';
      return request;
    },
  });
});
`;

// The page's own touches, kept out of the HTML so that no inline style is needed.
const viewerStyle = `body { margin: 0; }
.chorus-docs-note { font-family: sans-serif; max-width: 1460px; margin: 0 auto; padding: 12px 20px 0; color: #3b4151; }
`;

const sources: Record<DocsAssetFile, { type: string; read: () => Promise<Buffer> }> = {
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', read: () => readFile(path.join(swaggerUiDir, 'swagger-ui-bundle.js')) },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: () => readFile(path.join(swaggerUiDir, 'swagger-ui.css')) },
  'viewer.js': { type: 'text/javascript; charset=utf-8', read: async () => Buffer.from(viewerScript) },
  'viewer.css': { type: 'text/css; charset=utf-8', read: async () => Buffer.from(viewerStyle) },
};

/** Read and compressed once, on first use: the bundle is 1.7 MB, about 0.5 MB gzipped. */
export function docsAssets(): (file: DocsAssetFile) => Promise<DocsAsset> {
  const loaded = new Map<DocsAssetFile, Promise<DocsAsset>>();
  return (file) => {
    let asset = loaded.get(file);
    if (!asset) {
      const { type, read } = sources[file];
      asset = read().then(async (body) => ({ type, body, gzipped: await promisify(gzip)(body) }));
      loaded.set(file, asset);
    }
    return asset;
  };
}
