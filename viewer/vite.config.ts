// Builds the viewer app into dist/viewer, which `xparena view` serves; relative asset paths so any mount point works.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: './',
  plugins: [react()],
  build: { outDir: '../dist/viewer', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
