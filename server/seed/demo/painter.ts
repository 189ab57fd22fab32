// Makes the demo's pictures into JPEGs with sharp in a child node process, not the server's own:
// libvips' threads each keep what they allocated in glibc's arenas, and drawing the demo's hundred
// pictures in the server left it about 50 MB larger for good (bench/idle-memory.md). The child
// takes one drawing a line (JSON) on its stdin and answers each with its id, length and bytes.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Drawing } from './pictures.ts';

const CHILD = `
const sharp = require(process.argv[1]);
const answer = (id, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(id, 0);
  head.writeUInt32BE(data.length, 4);
  process.stdout.write(Buffer.concat([head, data]));
};
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  const { id, svg, quality, resize, overlay } = JSON.parse(line);
  let image = sharp(Buffer.from(svg));
  if (resize) image = image.resize(resize.width, resize.height, { fit: 'cover' });
  if (overlay) image = image.composite([{ input: Buffer.from(overlay) }]);
  image.jpeg({ quality }).toBuffer().then((data) => answer(id, data), (error) => { console.error(error.message); process.exit(1); });
});`;

export interface Painter {
  draw(drawing: Drawing): Promise<Buffer>;
  /** Ends the child once it has answered every drawing. */
  close(): Promise<void>;
}

export function startPainter(): Painter {
  const child = spawn(process.execPath, ['-e', CHILD, createRequire(import.meta.url).resolve('sharp')], { stdio: ['pipe', 'pipe', 'pipe'] });
  const waiting = new Map<number, { done: (data: Buffer) => void; fail: (error: Error) => void }>();
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk));
  let received = Buffer.alloc(0);
  child.stdout.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    while (received.length >= 8 && received.length >= 8 + received.readUInt32BE(4)) {
      const id = received.readUInt32BE(0);
      const end = 8 + received.readUInt32BE(4);
      waiting.get(id)?.done(Buffer.from(received.subarray(8, end)));
      waiting.delete(id);
      received = received.subarray(end);
    }
  });
  const failAll = (error: Error) => {
    for (const { fail } of waiting.values()) fail(error);
    waiting.clear();
  };
  child.on('error', failAll);
  const ended = new Promise<void>((done) =>
    child.on('close', (code) => {
      failAll(new Error(`drawing the demo pictures failed: ${errors.trim() || `the painter ended with exit code ${code}`}`));
      done();
    }),
  );
  let next = 0;
  return {
    draw: (drawing) =>
      new Promise((done, fail) => {
        const id = next++;
        waiting.set(id, { done, fail });
        child.stdin.write(`${JSON.stringify({ id, ...drawing })}\n`);
      }),
    async close() {
      child.stdin.end();
      await ended;
    },
  };
}
