/**
 * A Vite build plugin writing a brotli (`.br`) and a gzip (`.gz`) sibling next to every
 * compressible file of the output (JS, CSS, HTML, SVG, JSON, source text), at the highest
 * levels: the server sends them as they are for an `Accept-Encoding` naming the encoding, so
 * no request pays for compression. A sibling is written only when it is smaller than the file.
 * Vite's manifest (.vite/) is a build artefact, never served, and left alone.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions worth compressing (images other than SVG and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses one file to `.br` and `.gz`; returns the bytes of each (0 when not written). */
export async function precompressFile(path: string): Promise<{ raw: number; br: number; gz: number }> {
  const data = await readFile(path);
  const [b, g] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const sizes = { raw: data.length, br: 0, gz: 0 };
  if (b.length < data.length) {
    await writeFile(`${path}.br`, b);
    sizes.br = b.length;
  }
  if (g.length < data.length) {
    await writeFile(`${path}.gz`, g);
    sizes.gz = g.length;
  }
  return sizes;
}

/** The plugin: runs once the bundle is written to `build.outDir`. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'roda:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const jobs: Promise<unknown>[] = [];
      for await (const path of files(outDir)) {
        if (COMPRESSIBLE.test(path) && !path.includes('/.vite/') && (await stat(path)).size > 0) jobs.push(precompressFile(path));
      }
      await Promise.all(jobs);
      config.logger.info(`precompressed ${jobs.length} files (.br, .gz) in ${config.build.outDir}`);
    },
  };
}
