import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

/**
 * The preview, bundled (`npm start`): the gallery, the widget pages and the demo pages built
 * once into `preview-dist/` and served by `vite preview`. The dev server (`npm run dev`) compiles
 * about 200 modules on every first visit, which on a small machine kept the gallery on
 * "Loading…" for 5–20 s; the bundle opens at once. It is not the product bundle (`dist/`, the
 * loader and its chunks); it carries the mock store and its MSW worker (`mocks/public`).
 */
const page = (path: string) => resolve(import.meta.dirname, path);

export default defineConfig({
  base: '/',
  plugins: [react()],
  publicDir: 'mocks/public',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  preview: { host: '127.0.0.1', port: 5173, strictPort: false },
  // The list reader's worker, as in the product bundle (vite.config.ts).
  worker: { format: 'es' },
  build: {
    outDir: 'preview-dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The mock store's catalogue makes one large chunk; it is a preview, not the product bundle.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      input: {
        gallery: page('index.html'),
        widget: page('preview/widget.html'),
        'demo-product': page('preview/demo-product.html'),
        'demo-store': page('preview/demo-store.html'),
      },
    },
  },
});
