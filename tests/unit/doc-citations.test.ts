// The code cites the product's own documentation (docs/), never documents outside the repository,
// and every numbered section or quoted heading it cites exists in the document it names.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  // This file names the outside documents to look for them.
  .filter((file) => /\.(ts|tsx|js|mjs|json|md|css|sh|sql|html)$/.test(file) && !file.startsWith('docs/') && file !== 'package-lock.json')
  .filter((file) => join(root, file) !== import.meta.filename);
const texts = tracked.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

const headingsOf = (doc: string) =>
  readFileSync(join(root, 'docs', doc), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .map((line) => line.replace(/^#+\s*/, ''));

/** Each citation's match, with the files it appears in. */
function citations(pattern: RegExp) {
  const found = new Map<string, string[]>();
  for (const { file, text } of texts) {
    for (const match of text.matchAll(pattern)) found.set(match[1]!, [...(found.get(match[1]!) ?? []), file]);
  }
  return found;
}

describe('citations of the documentation', () => {
  it('name no document outside the repository', () => {
    const outside = texts.filter(({ text }) => /owner-portal\.txt|back-office\.txt|shared\/spec|(?<![\w/.-])decisions\.md/.test(text)).map(({ file }) => file);
    expect(outside).toEqual([]);
  });

  for (const doc of ['owner-app.md', 'back-office.md']) {
    it(`name sections of docs/${doc} that exist`, () => {
      const numbers = new Set(
        headingsOf(doc)
          .map((heading) => /^(\d+(?:\.\d+)*)\.?\s/.exec(heading)?.[1])
          .filter(Boolean),
      );
      const cited = citations(new RegExp(`docs/${doc.replace('.', '\\.')},? (?:sections? )?(\\d+(?:\\.\\d+)*)`, 'g'));
      expect(cited.size).toBeGreaterThan(0);
      const missing = [...cited].filter(([number]) => !numbers.has(number));
      expect(missing).toEqual([]);
    });
  }

  it('name headings of docs/decisions.md that exist', () => {
    const headings = headingsOf('decisions.md');
    const cited = citations(/docs\/decisions\.md,? \(?"([^"]+)"/g);
    expect(cited.size).toBeGreaterThan(0);
    // A heading may run on over the next comment line.
    const asWritten = (heading: string) => heading.replace(/\s*\n\s*(?:\/\/|\*|#)?\s*/g, ' ').replace(/\.\.\.$/, '');
    const missing = [...cited].filter(([heading]) => !headings.some((h) => h.startsWith(asWritten(heading))));
    expect(missing).toEqual([]);
  });
});
