// A Vite plugin writing a brotli (.br) and a gzip (.gz) copy next to every text asset of the build
// of at least 1 KiB (JavaScript, CSS, JSON such as the bigscreen's map GeoJSON, SVG, HTML), so the
// server sends them compressed without compressing per request (apps/server/src/http/app.ts:
// @fastify/static with preCompressed). Issue 20.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(m?js|css|json|svg|html|txt|map)$/;

/**
 * The plugin: after the bundle is written, compresses each text file of `build.outDir` of at
 * least `minBytes` (default 1024) with brotli (quality 11) and gzip (level 9).
 * @param {{ minBytes?: number }} [options]
 * @returns {import('vite').Plugin}
 */
export function precompress(options = {}) {
  const minBytes = options.minBytes ?? 1024;
  /** @type {string} */
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      /** @param {string} dir */
      const walk = (dir) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(file);
          else if (TEXT.test(entry.name) && fs.statSync(file).size >= minBytes) {
            const data = fs.readFileSync(file);
            fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
            fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
          }
        }
      };
      if (fs.existsSync(outDir)) walk(outDir);
    },
  };
}
