// Builds the viewer app into dist/viewer, which `xparena view` serves; relative asset paths so any mount point works.
// The app is one classic script (no modules, no chunks), so a static export opens from file://, where browsers refuse
// module scripts and CORS requests.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Loads the built app with `<script defer>` and without `crossorigin`, which file:// pages cannot satisfy. */
function classicScript(): Plugin {
  return {
    name: 'xparena-classic-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const classic = html
          .replace(/<script type="module" crossorigin src=/g, '<script defer src=')
          .replace(/<link rel="stylesheet" crossorigin href=/g, '<link rel="stylesheet" href=');
        if (/type="module"|crossorigin/.test(classic)) throw new Error(`index.html still loads a module: ${classic}`);
        return classic;
      },
    },
  };
}

export default defineConfig({
  root,
  base: './',
  plugins: [react(), classicScript()],
  build: {
    outDir: '../dist/viewer',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    modulePreload: false,
    rolldownOptions: {
      output: { format: 'iife', codeSplitting: false },
      // The dynamic imports are inlined, so Vite's preload helper never resolves a URL from import.meta.
      onwarn(warning, warn) {
        if (warning.code !== 'EMPTY_IMPORT_META') warn(warning);
      },
    },
  },
});
