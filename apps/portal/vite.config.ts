import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vitePrecompress.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  root: here('.'),
  base: '/',
  plugins: [
    // must come before the React plugin
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // loaders in chunks of their own too: a loader's calls (and the contract modules they
      // declare) load with the route, not with the first page (issue 45)
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
    }),
    react(),
    // .br and .gz copies of the text assets, sent by the server as they are (tools/vitePrecompress.mjs)
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/prod-api': { target: apiTarget, changeOrigin: true },
      // the bigscreen is another app served by the server
      '/screen3': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/prod-api': { target: apiTarget, changeOrigin: true },
      '/screen3': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/ reads dist/.vite/manifest.json to measure the JS each page loads
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // long-lived vendor chunks, cached across releases of the app code: only the libraries every
        // page runs whole. Chakra (its components), the contract (libs/api) and the words are left to
        // the bundler, so that a page's chunks hold only the components, calls and words it uses
        // (issue 45: forced into one chunk each, the first load carried all of them)
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'vendor-tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            // zod with libs/api/src/browser.ts, which turns off zod's eval before any schema is built (CSP)
            { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]|libs[\\/]api[\\/]src[\\/]browser\.ts$/, priority: 20 },
            // the rest of what the first page loads whatever it is (the entry's static imports), in one
            // chunk: left to the bundler, it came in some 40 chunks of 1-4 KiB, each a request of its
            // own (issue 45: on a phone's link over HTTP/1.1, rounds of six requests at a time)
            { name: 'initial', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
