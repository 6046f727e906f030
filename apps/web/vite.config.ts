import { defineConfig } from 'vite';

// Warnings about MUI's "use client" directives and zod's comment placement say nothing about our
// code; hidden so that a real warning stands out.
const quiet = new Set(['MODULE_LEVEL_DIRECTIVE', 'INVALID_ANNOTATION']);

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
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
