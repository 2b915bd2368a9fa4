// Entry of the sanitiser thread (richText.ts) when the server runs from its TypeScript sources
// (tests, `npm run dev`): tsx, which a new worker thread does not inherit, is registered here before
// the TypeScript worker loads. The built server (build.mjs) has its own dist/sanitizeWorker.mjs.
import { register } from 'tsx/esm/api';

register();
await import('./sanitizeWorker.ts');
