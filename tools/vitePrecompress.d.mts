import type { Plugin } from 'vite';

/** Writes .br and .gz copies of the build's text assets of at least `minBytes` (default 1024); see vitePrecompress.mjs. */
export function precompress(options?: { minBytes?: number }): Plugin;
