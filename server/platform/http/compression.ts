// Compressed answers: JSON (and a CSV export, as it streams) of 1 KB or more goes out as brotli
// (at a low quality, which is fast and still far smaller than gzip's default) or gzip, as the
// caller's Accept-Encoding asks, with `Vary: Accept-Encoding`. The front ends' files are
// compressed at build time: front-ends.ts sends those copies, which already say their encoding
// and are left alone. Pictures and PDFs, compressed already, go as they are.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this gain too little to be worth compressing. */
export const COMPRESS_FROM_BYTES = 1024;
const BROTLI_QUALITY = 4;

async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    // Request bodies stay as sent: no client of ours compresses them.
    globalDecompression: false,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

export default fp(compressionPlugin, { name: 'compression' });
