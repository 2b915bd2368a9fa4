import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vitePrecompress.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * The starter of index.html (its CSP hash is taken by the server from the built file,
 * apps/server/src/http/prerender.ts). Until the page's script has taken the page over (`<html
 * data-started>`, features/prerender useStarted), the fields of a page the server drew ahead are
 * read-only (marked `data-until-start`) and no form is sent: what a visitor typed would be lost to
 * the form's start, and a form sent by the browser itself would put its fields in the address. Once the page has painted (after the next frame; at once in a
 * hidden tab, which paints no frame) it preloads the files named by `link[data-module]` and runs
 * the entry (`link[data-module=entry]`).
 */
const STARTER = `<script>(function(){var h=document.documentElement;document.addEventListener('submit',function(e){if(!h.hasAttribute('data-started'))e.preventDefault()},true);document.querySelectorAll('#root input,#root textarea').forEach(function(f){if(!f.readOnly){f.readOnly=true;f.setAttribute('data-until-start','')}});function s(){document.querySelectorAll('link[data-module]').forEach(function(l){var e=document.createElement(l.dataset.module==='entry'?'script':'link');if(l.dataset.module==='entry')e.type='module';else e.rel='modulepreload';e.crossOrigin='';e[l.dataset.module==='entry'?'src':'href']=l.href;document.head.appendChild(e)})}if(document.visibilityState==='hidden')s();else requestAnimationFrame(function(){setTimeout(s)})})()</script>`;

/**
 * Turns the built index.html's entry script and module preloads into links that load nothing
 * (`<link data-module href>`), loaded by {@link STARTER} after the first paint.
 */
function startAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  if (!entry.test(html)) throw new Error('index.html: no entry script to start after the first paint');
  return html
    .replace(entry, '<link data-module="entry" href="$1">')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, '<link data-module="import" href="$1">')
    .replace('</body>', `  ${STARTER}\n  </body>`);
}

/**
 * Two builds: the browser's (dist/), and with `--ssr` the server's (dist-ssr/render.js, from
 * src/features/prerender/render.tsx), with which the server draws public pages ahead of their
 * script (issue 45, apps/server/src/http/prerender.ts); npm packages stay in node_modules.
 */
export default defineConfig(({ isSsrBuild }) => ({
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
    isSsrBuild ? null : precompress(),
    // the page's script loads and runs after the page's first paint: a page the server drew ahead
    // paints before the script runs (a module script runs as soon as it has loaded and the page is
    // parsed, before the browser has painted: the first paint then waited for the whole script; issue 45)
    isSsrBuild ? null : { name: 'start-after-paint', transformIndexHtml: { order: 'post' as const, handler: startAfterPaint } },
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
  // the server's build copies no pictures and writes no manifest; it bundles its npm packages, so that
  // only what the pages use is loaded (Node loads a package's whole index: Chakra UI's alone held
  // some 40 MiB of the server's memory)
  ...(isSsrBuild ? { publicDir: false as const, ssr: { noExternal: true } } : {}),
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, rolldownOptions: { input: here('./src/features/prerender/render.tsx') } }
    : {
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
}));
