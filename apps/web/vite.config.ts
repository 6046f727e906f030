import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import ts from 'typescript';
import { defineConfig, type Plugin } from 'vite';
import { signInPage } from './build/sign-in-page.ts';

// Warnings about MUI's "use client" directives and zod's comment placement say nothing about our
// code; hidden so that a real warning stands out.
const quiet = new Set(['MODULE_LEVEL_DIRECTIVE', 'INVALID_ANNOTATION']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Text files worth compressing: smaller ones gain less than the headers cost. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|txt|xml|map|webmanifest)$/;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to every compressible
 * output file, once per build, so that the server sends them as they are (apps/server/src/http/
 * web-app.ts) instead of compressing on every request or sending the plain bytes. A copy that would
 * not be smaller is not written (the server then sends the file itself), and one left by an earlier
 * build into the same folder is removed, so that a copy never disagrees with its file.
 */
function precompress(): Plugin {
  return {
    name: 'chorus-precompress',
    apply: 'build',
    // After every file of a successful build is written (index.html and the public folder included).
    async writeBundle(output) {
      const outDir = output.dir!;
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const write = async (suffix: string, copy: Buffer | null) => {
            if (copy) await writeFile(full + suffix, copy);
            else await rm(full + suffix, { force: true });
          };
          if ((await stat(full)).size < COMPRESS_FROM_BYTES) {
            await Promise.all([write('.br', null), write('.gz', null)]);
            return;
          }
          const data = await readFile(full);
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
            }),
            gzipAsync(data, { level: 9 }),
          ]);
          await Promise.all([write('.br', br.length < data.length ? br : null), write('.gz', gz.length < data.length ? gz : null)]);
        }),
      );
    },
  };
}

/** MUI's styling layer (its theme, system and colours) and what it is built on: the first of MUI's two chunks (see `manualChunks`). */
const MUI_STYLES_MODULE =
  /[\\/]node_modules[\\/](?:@emotion|stylis|hoist-non-react-statics|react-is|@mui[\\/](?:system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](?:esm[\\/])?(?:styles|colors|InitColorSchemeScript))[\\/]/;

/** MUI's components and the packages only they use: the second chunk (see `manualChunks`). */
const MUI_MODULE = /[\\/]node_modules[\\/](?:@mui|react-transition-group|@popperjs)[\\/]/;

/** React, its DOM renderer and its scheduler (one chunk: see `manualChunks`). */
const REACT_MODULE = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

/** The contract's route tables (`packages/contract/src/<area>/*routes.ts`). */
const ROUTE_TABLE = /[\\/]packages[\\/]contract[\\/]src[\\/].*routes\.ts$/;

/**
 * Leaves the routes' `summary` texts out of the web's build (issue 24). The web routes its calls by
 * the contract's route table (method, path, permission, invalidations), which loads with the first
 * scripts of every page; the summaries are the API document's English descriptions of each route
 * (read by the server's OpenAPI document, never by the web) and were 40 % of that table's bytes.
 * Each `summary: '…'` of an object in those files becomes `summary: ''`, found with TypeScript's
 * parser (not a pattern), so a text with quotes or commas is no special case. Build only: tests and
 * the dev server read the contract as it is.
 */
function routeSummariesOut(): Plugin {
  return {
    name: 'chorus-route-summaries-out',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTE_TABLE.test(id)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
      const cuts: { start: number; end: number }[] = [];
      const visit = (node: ts.Node) => {
        if (
          ts.isPropertyAssignment(node) &&
          ts.isIdentifier(node.name) &&
          node.name.text === 'summary' &&
          (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
        ) {
          cuts.push({ start: node.initializer.getStart(source), end: node.initializer.getEnd() });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (!cuts.length) return null;
      let out = '';
      let at = 0;
      for (const cut of cuts) {
        out += `${code.slice(at, cut.start)}''`;
        at = cut.end;
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}

/**
 * The server's draw of first views (src/first-view/render.tsx, issue 24): one module for Node with
 * everything it imports bundled (the server loads it from dist-server/ in its worker threads), built
 * after the browser's build by `npm run build`.
 */
const firstViewBuild = defineConfig({
  esbuild: { jsx: 'automatic' },
  plugins: [routeSummariesOut()],
  ssr: { noExternal: true, target: 'node' },
  // The bundled libraries' production code, as in the browser's build: React's and Emotion's
  // development builds name their style classes differently (labels), and the browser would then
  // write every style again and change every element's class while taking the page over.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    ssr: 'src/first-view/render.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: false,
    rollupOptions: {
      input: 'src/first-view/render.tsx',
      // Node's own modules stay imports (a bundled package's Node build asks for them).
      external: [...builtinModules, /^node:/],
      output: { entryFileNames: 'render.js' },
      onwarn(warning, warn) {
        if (warning.code && quiet.has(warning.code)) return;
        warn(warning);
      },
    },
  },
});

/**
 * The files of the app's start stages (src/main.tsx imports them one after the other, so that each
 * is evaluated in a task of its own), preloaded by index.html with the entry's own imports: all are
 * fetched at once, none waits for the stage before it to run.
 */
function stagePreloads(): Plugin {
  return {
    name: 'chorus-stage-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = context.chunk;
        const bundle = context.bundle;
        if (!entry || !bundle || !context.filename.endsWith('index.html')) return html;
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || !chunk || chunk.type !== 'chunk') return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        entry.dynamicImports.forEach(add);
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
        return { html, tags: links };
      },
    },
  };
}

const browserBuild = defineConfig({
  esbuild: { jsx: 'automatic' },
  plugins: [routeSummariesOut(), signInPage(), stagePreloads(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      // Two pages: the app, and the sign-in page with its own small script (login.html, issue 9).
      input: { index: 'index.html', login: 'login.html' },
      // Chunks under 10 kB (before compression) are merged into others that load with them (issue 24).
      // The overview loaded 81 scripts over HTTP/1.1, six at a time per origin: on a phone each wave
      // costs a round trip. Merged, it loads 50 and its largest contentful paint came 0.9 s earlier
      // in Lighthouse's mobile simulation (5.40 → 4.51 s, same sitting), for 8 kB more of code
      // loaded where it is not run (pure modules Rollup may share) and the sign-in page's scripts at
      // 12 kB instead of 6 kB (gzip; its budget is 20 kB). 20 kB merged one script more for 19 kB
      // more and no gain. With MUI in one chunk as well (below) the overview loads 27 scripts.
      output: {
        experimentalMinChunkSize: 10_000,
        // MUI and what it is built on (Emotion, its transitions, Popper) in chunks of their own, not by
        // page (issue 24): split by page, they were some twenty scripts of the overview's first two
        // waves, each a round trip on a phone. The two chunks are 125 kB gzip, the same bytes the
        // overview loaded in parts plus the components only other pages use, and they are cached for
        // every page after. The sign-in page uses no MUI and loads neither.
        // React and its renderer, MUI's styling layer and MUI's components, each with the start stage
        // that loads it (src/main.tsx), so that a stage evaluates its chunk and nothing else. MUI as one
        // chunk was one task of 80-95 ms at 4x CPU on a drawn overview; as two (its styling layer is
        // what the components are built on) the tasks are 55 and 70 ms, and the blocking time of the
        // takeover fell from a median of 155 to 73 ms over five loads each (the same sitting).
        manualChunks: (id: string) => {
          if (REACT_MODULE.test(id) || id.endsWith('/app/stage-react.ts')) return 'react';
          if (MUI_STYLES_MODULE.test(id) || id.endsWith('/app/stage-mui-styles.ts')) return 'mui-styles';
          if (MUI_MODULE.test(id) || id.endsWith('/app/stage-mui.ts')) return 'mui';
          return undefined;
        },
      },
      onwarn(warning, warn) {
        if (warning.code && quiet.has(warning.code)) return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? firstViewBuild : browserBuild));
