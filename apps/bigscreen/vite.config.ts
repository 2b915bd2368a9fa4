import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vitePrecompress.mjs';

/** Where `vite` (dev and preview) forwards /prod-api: the server of apps/server, by default on port 3000. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** The bigscreen: served by apps/server at /screen3/, calling the API under /prod-api on the same origin. */
export default defineConfig({
  base: '/screen3/',
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), precompress()],
  server: {
    port: 5174,
    proxy: { '/prod-api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    port: 4174,
    proxy: { '/prod-api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: {
        // The big graphics libraries in their own long-cached chunks, loaded in parallel.
        codeSplitting: {
          groups: [
            // Vite's helper for lazy imports: deck.gl's loaders import lazily too, and without a group of its
            // own the helper went into the deckgl chunk, which the entry then imported (964 kB on every page)
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 1 },
            { name: 'maplibre', test: /[\\/]node_modules[\\/](maplibre-gl|@maplibre)[\\/]/ },
            { name: 'deckgl', test: /[\\/]node_modules[\\/](@deck\.gl|@luma\.gl|@math\.gl|@loaders\.gl|@probe\.gl)[\\/]/ },
            { name: 'echarts', test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/ },
            // zod with libs/api/src/browser.ts, which turns off zod's eval before any schema is built (CSP)
            { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]libs[\\/]api[\\/]src[\\/]browser\.ts$/ },
          ],
        },
      },
    },
  },
});
