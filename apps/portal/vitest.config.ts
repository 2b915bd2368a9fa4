import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // workspace libs and the hoisted node_modules live above the app
  server: { fs: { allow: [repoRoot] } },
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // a cap, not a wait: on 2 cores `npm test` runs these beside the server's tests (nx parallel 2),
    // where a page test of 3 s alone took over 15 s in three fresh-clone runs (issue 46)
    testTimeout: 30000,
  },
});
