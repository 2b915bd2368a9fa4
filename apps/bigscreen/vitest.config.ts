import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  // the map wrapper imports maplibre's worker and stylesheet with ?url / ?inline from the root node_modules
  server: { fs: { allow: [repoRoot] } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
