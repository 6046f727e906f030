import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
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

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  plugins: [signInPage(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      // Two pages: the app, and the sign-in page with its own small script (login.html, issue 9).
      input: { index: 'index.html', login: 'login.html' },
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
