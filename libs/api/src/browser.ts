/**
 * Imported first by the browser apps (apps/portal and apps/bigscreen main.tsx), before any schema
 * is built: zod compiles object parsers with `new Function` unless told not to, which the
 * Content-Security-Policy of apps/server (no 'unsafe-eval', http/securityHeaders.ts) forbids and
 * reports as a violation. Jitless parsing is a little slower and needs no eval. Both apps' Vite
 * configs keep this module in the zod chunk so that it runs before any other module's schemas.
 */
import { z } from 'zod';

z.config({ jitless: true });
