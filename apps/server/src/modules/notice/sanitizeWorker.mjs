// Entry of the sanitiser thread (richText.ts): the server runs TypeScript through tsx, which a new
// worker thread does not inherit, so register it here before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./sanitizeWorker.ts');
