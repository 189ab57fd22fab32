// The disk store leaves no part-written file behind a failed write, and the store routes use
// answers a full disk with 507 and any other write failure with 503, each with a sentence.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CANNOT_STORE, DISK_FULL, type FileStore, diskFileStore, refusingUnwritable } from './store.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mygwm-store-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const silent = { error: () => undefined };

describe('the disk file store', () => {
  it('removes the part-written file when a write cannot be finished', async () => {
    // The file's place is taken by a folder that is not empty, so the rename into place fails.
    mkdirSync(join(root, 'photos', 'taken.jpg'), { recursive: true });
    writeFileSync(join(root, 'photos', 'taken.jpg', 'inside'), 'x');
    await expect(diskFileStore(root).put('photos/taken.jpg', Buffer.from('a photo'))).rejects.toThrow();
    expect(readdirSync(join(root, 'photos'))).toEqual(['taken.jpg']);
  });
});

describe('the files a disk store lists', () => {
  it('are its keys in every folder with when each was written, not a part-written file', async () => {
    const store = diskFileStore(root);
    await store.put('vehicle-photos/a1.jpg', Buffer.from('a photo'));
    await store.put('manuals/b2.pdf', Buffer.from('%PDF-'));
    writeFileSync(join(root, 'manuals', 'b2.pdf.1a2b3c4d.partial'), 'half');
    const listed = await store.list();
    expect(listed.map((file) => file.key).sort()).toEqual(['manuals/b2.pdf', 'vehicle-photos/a1.jpg']);
    expect(listed.every((file) => Date.now() - file.writtenAt.getTime() < 60_000)).toBe(true);
  });

  it('is empty before its folder exists', async () => {
    expect(await diskFileStore(join(root, 'not-yet')).list()).toEqual([]);
  });
});

describe('a file that cannot be written', () => {
  const failingWith = (write: () => Promise<void>): FileStore => ({ ...diskFileStore(root), put: write });

  it('answers 507 with a sentence when the disk is full (a real ENOSPC from /dev/full)', async () => {
    const full = refusingUnwritable(
      failingWith(() => writeFile('/dev/full', Buffer.alloc(4096))),
      silent,
    );
    await expect(full.put('photos/a.jpg', Buffer.from('a photo'))).rejects.toMatchObject({ statusCode: 507, message: DISK_FULL });
  });

  it('answers 503 with a sentence for any other write failure', async () => {
    const broken = refusingUnwritable(
      failingWith(() => Promise.reject(Object.assign(new Error('i/o error'), { code: 'EIO' }))),
      silent,
    );
    await expect(broken.put('photos/a.jpg', Buffer.from('a photo'))).rejects.toMatchObject({ statusCode: 503, message: CANNOT_STORE });
  });
});
