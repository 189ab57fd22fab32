// schemas/README.md's table of the x- vocabulary stays true to codegen/vocabulary.ts: a row for
// every keyword codegen registers and for no other, each written where the keyword is (an entity's
// at the top of its schema, a property's on a property or a definition), and where the keyword
// takes only some values, its row's value naming exactly those, each in backquotes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entityKeywords, propertyKeywords } from './vocabulary.ts';

const readme = readFileSync(new URL('../schemas/README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## The x- vocabulary'));
const rows = new Map(
  section
    .split('\n')
    .filter((line) => line.startsWith('| `x-'))
    .map((line) => {
      const [keyword, where, value] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return [keyword!.replace(/`/g, ''), { where: where!, value: value! }];
    }),
);

/** The values a keyword's meta-schema allows when it allows only some: each enum's and const's, anywhere in it. */
function closedValues(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const own = [...(Array.isArray(node.enum) ? node.enum : []), ...('const' in node ? [node.const] : [])].map(String);
  return [...new Set([...own, ...Object.values(node).flatMap(closedValues)])];
}

/** The values a row names: its value's backquoted words, a quoted text (`"hidden"`) as the text. */
const namedValues = (value: string) => [...value.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.replace(/^"(.*)"$/, '$1'));

describe("schemas/README.md's x- vocabulary", () => {
  it('has a row for every keyword codegen registers and for no other', () => {
    expect([...rows.keys()].sort()).toEqual(Object.keys({ ...entityKeywords, ...propertyKeywords }).sort());
  });

  it('says where each is written', () => {
    for (const keyword of Object.keys(entityKeywords)) expect(rows.get(keyword)?.where, keyword).toBe('entity');
    for (const keyword of Object.keys(propertyKeywords)) expect(rows.get(keyword)?.where, keyword).toMatch(/^(property|definition)\b/);
  });

  it('names exactly the values a keyword takes where it takes only some', () => {
    const closed = Object.entries({ ...entityKeywords, ...propertyKeywords }).filter(([, schema]) => closedValues(schema).length);
    expect(closed.map(([keyword]) => keyword)).toContain('x-sync');
    for (const [keyword, schema] of closed) {
      expect(namedValues(rows.get(keyword)?.value ?? '').sort(), keyword).toEqual(closedValues(schema).sort());
    }
  });
});
