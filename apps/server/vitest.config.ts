import { defineConfig } from 'vitest/config';

/**
 * The server's tests in two groups (vitest's sequence.groupOrder): first every file but the timed
 * ones, two at a time (each file has its own PGlite from the seeded snapshot, its own PostgreSQL
 * database and a port of its own); then, alone on the machine, the two files that measure time
 * (fuzz.test.ts: no answer slower than a second; richTextLimits.test.ts: the event loop never held
 * 100 ms), which another file beside them would make fail. The global setup (the seeded PGlite
 * snapshot and PostgreSQL template) is the root's, so it runs once for both groups: a project that
 * extended the root config would run it again for itself.
 *
 * The first group runs with `isolate: false`: the files of one worker share its imported modules
 * instead of importing the server again for each file (about 3 s a file; measured on 2 cores, the
 * suite took 283 s instead of 435 s, of which about 35 s came from station.test.ts reading its
 * export). That is safe because no file replaces a module (no vi.mock) or changes
 * process.env, and the server keeps its state per database (WeakMaps keyed by the Db) or only
 * ever grows it (ledger generations), while each file opens databases of its own.
 */
const TIMED = ['test/fuzz.test.ts', 'test/richTextLimits.test.ts'];

const limits = { testTimeout: 30_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    projects: [
      {
        test: { ...limits, name: 'files', isolate: false, include: ['test/**/*.test.ts', 'src/**/*.test.ts'], exclude: TIMED, maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        test: { ...limits, name: 'timed', include: TIMED, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
