// The server as it runs in production (`npm start`, the e2e suite, the bench): src/main.ts and the
// sanitiser thread bundled into dist/ as plain JavaScript, run by node without tsx. tsx compiles
// every module in the process and keeps it: resident memory after start on the small data set was
// about 470 MiB under tsx and about 380 MiB from the bundle (docs/decisions.md, "Memory").
// The workspace libraries (@portal/*, TypeScript sources) are bundled; npm packages stay in
// node_modules. dist/ lies at the same depth as src/, so the paths taken from import.meta.url
// (config.ts REPO_ROOT) are the same in both.
import fs from 'node:fs';
import { build } from 'esbuild';

fs.rmSync(`${import.meta.dirname}/dist`, { recursive: true, force: true });
await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: { main: 'src/main.ts', sanitizeWorker: 'src/modules/notice/sanitizeWorker.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (a) => (a.path.startsWith('@portal/') ? undefined : { path: a.path, external: true }));
      },
    },
  ],
});
