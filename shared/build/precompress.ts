// A vite plugin that writes a brotli (.br) and a gzip (.gz) copy beside every text file of the
// build once it is written, so the server sends them as they are (@fastify/static's
// `preCompressed`) instead of compressing on every request. Runs last, after any plugin that
// writes files of its own (the service worker). Node only: build time.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|json|webmanifest)$/;

/** Every file under `dir`, by path. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside each text file of `dir`, at the best compression of each. */
export function precompressFolder(dir: string): void {
  for (const file of filesUnder(dir).filter((path) => TEXT.test(path))) {
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mygwm-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler() {
        precompressFolder(outDir);
      },
    },
  };
}
