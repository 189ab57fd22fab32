import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSchemas } from './load.ts';

const common = { $id: 'common', $defs: { brand: { title: 'Brand', type: 'string', enum: ['GWM', 'Haval'] } } };
const folders: string[] = [];

/** A schemas folder holding the given entities and answers. */
function schemaDir(entities: Record<string, object>, answers: Record<string, object> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
  folders.push(dir);
  for (const folder of ['entities', 'forms', 'answers']) mkdirSync(join(dir, folder));
  writeFileSync(join(dir, 'common.json'), JSON.stringify(common));
  for (const [id, schema] of Object.entries(entities)) writeFileSync(join(dir, 'entities', `${id}.json`), JSON.stringify({ $id: id, ...schema }));
  for (const [id, schema] of Object.entries(answers)) writeFileSync(join(dir, 'answers', `${id}.json`), JSON.stringify({ $id: id, ...schema }));
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const widget = {
  title: 'Widget',
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', 'x-required': 'A name is required', 'x-search': true },
    brand: { $ref: 'common#/$defs/brand', title: 'Make' },
    price: { type: 'integer', title: 'Price', 'x-money': true },
  },
};

describe('loading entity schemas', () => {
  it('derives names, adds the default fields and expands required messages', () => {
    const [entity] = loadSchemas(schemaDir({ 'spare-part': widget })).entities;
    expect(entity).toMatchObject({ id: 'spare-part', table: 'spare_parts', route: 'spareparts', typeName: 'SparePart', plural: 'Widgets' });
    expect(entity!.fields.all).toEqual(['id', 'created_at', 'updated_at', 'name', 'brand', 'price']);
    expect(entity!.schema.required).toEqual(['name']);
    expect(entity!.schema.errorMessage).toEqual({ required: { name: 'A name is required' } });
    expect(entity!.schema.properties!.name).toMatchObject({ minLength: 1, errorMessage: { minLength: 'A name is required' } });
    expect(entity!.fields.search).toEqual(['name']);
    expect(entity!.fields.money).toEqual(['price']);
  });

  it('inlines common definitions, the property title winning, and lets optional fields be null', () => {
    const [entity] = loadSchemas(schemaDir({ widget })).entities;
    expect(entity!.schema.properties!.brand).toEqual({ title: 'Make', type: ['string', 'null'], enum: ['GWM', 'Haval', null] });
  });

  it('refuses an x- keyword outside the vocabulary, naming the file', () => {
    const bad = { ...widget, properties: { name: { type: 'string', 'x-serach': true } } };
    expect(() => loadSchemas(schemaDir({ widget: bad }))).toThrow(/schemas\/widget\.json: .*x-serach/);
  });

  it('refuses an x-widget the widget map does not have, naming the file', () => {
    const bad = { ...widget, properties: { name: { type: 'string', 'x-widget': 'openingHour' } } };
    expect(() => loadSchemas(schemaDir({ widget: bad }))).toThrow(/schemas\/widget\.json: .*x-widget/);
  });

  it('refuses a vocabulary keyword with a wrong value', () => {
    const bad = { ...widget, properties: { name: { type: 'string', 'x-on-delete': 'explode' } } };
    expect(() => loadSchemas(schemaDir({ widget: bad }))).toThrow(/schemas\/widget\.json/);
  });

  it('names entity and field of a reference to an unknown entity', () => {
    const bad = { ...widget, properties: { owner_id: { type: 'integer', 'x-references': 'nobody' } } };
    expect(() => loadSchemas(schemaDir({ widget: bad }))).toThrow('schemas/entities/widget.json: owner_id references unknown entity "nobody"');
  });

  it("takes a virtual field's reference as naming an entity only: no key, index or filter", () => {
    const allocated = { ...widget, properties: { ...widget.properties, dealer: { type: 'integer', 'x-virtual': true, 'x-references': 'dealer' } } };
    const [, entity] = loadSchemas(schemaDir({ dealer: widget, widget: allocated })).entities;
    expect(entity!.references).toEqual([]);
    expect(entity!.fields.filters).not.toContain('dealer');
    expect(entity!.schema.properties!.dealer).toMatchObject({ 'x-references': 'dealer' });
    const unknown = { ...widget, properties: { dealer: { type: 'integer', 'x-virtual': true, 'x-references': 'nobody' } } };
    expect(() => loadSchemas(schemaDir({ widget: unknown }))).toThrow('widget.json: dealer references unknown entity "nobody"');
  });

  it('filters an indexed text by its whole value, and an indexed date or date-time by its range only', () => {
    const indexed = {
      ...widget,
      properties: {
        code: { type: 'string', 'x-index': true },
        made_on: { type: 'string', format: 'date', 'x-index': true },
        due_at: { type: 'string', format: 'date-time', 'x-index': true },
      },
    };
    const [entity] = loadSchemas(schemaDir({ widget: indexed })).entities;
    expect(entity!.fields.filters).toEqual(['code']);
    expect(entity!.fields.ranges).toEqual(expect.arrayContaining(['made_on', 'due_at']));
  });

  it("lists the fields naming stored files by what they hold, and refuses a file's key that is not text", () => {
    const files = { ...widget, properties: { photo: { type: 'string', 'x-file': 'key' }, body: { type: 'object', 'x-file': 'addresses' } } };
    const [entity] = loadSchemas(schemaDir({ widget: files })).entities;
    expect([entity!.fields.fileKeys, entity!.fields.fileAddresses]).toEqual([['photo'], ['body']]);
    const numbered = { ...widget, properties: { photo: { type: 'integer', 'x-file': 'key' } } };
    expect(() => loadSchemas(schemaDir({ widget: numbered }))).toThrow("widget.json: photo holds a file's key (x-file), so it must be a string");
  });

  it('refuses a list priority on a field that is not a column of the list', () => {
    const ranked = { ...widget, properties: { ...widget.properties, price: { ...widget.properties.price, 'x-list-priority': 'low' } } };
    expect(() => loadSchemas(schemaDir({ widget: ranked }))).toThrow(
      'schemas/entities/widget.json: price has x-list-priority, which only a column of the list (x-list: true) has',
    );
  });

  it('takes x-embedded-fields as the id and the named fields, and refuses a field it cannot read', () => {
    const [entity] = loadSchemas(schemaDir({ widget: { ...widget, 'x-embedded-fields': ['name', 'brand'] } })).entities;
    expect(entity!.embeddedFields).toEqual(['id', 'name', 'brand']);
    expect(() => loadSchemas(schemaDir({ widget: { ...widget, 'x-embedded-fields': ['colour'] } }))).toThrow(
      'schemas/entities/widget.json: x-embedded-fields names "colour", not a readable field',
    );
    const secret = { ...widget, properties: { ...widget.properties, pin: { type: 'string', writeOnly: true } }, 'x-embedded-fields': ['pin'] };
    expect(() => loadSchemas(schemaDir({ widget: secret }))).toThrow('x-embedded-fields names "pin", not a readable field');
  });

  it('refuses a file whose $id differs from its name', () => {
    const dir = schemaDir({});
    writeFileSync(join(dir, 'entities', 'gadget.json'), JSON.stringify({ ...widget, $id: 'widget' }));
    expect(() => loadSchemas(dir)).toThrow(/gadget\.json: \$id must be "gadget"/);
  });
});

describe('loading answer schemas', () => {
  const price = { title: 'Price', type: 'object', required: ['cents'], properties: { cents: { type: 'integer' }, brand: { $ref: 'common#/$defs/brand' } } };

  it('keeps an answer as written, its references to common definitions and other answers included', () => {
    const quote = { title: 'Quote', type: 'object', properties: { price: { $ref: 'price' } } };
    const { answers } = loadSchemas(schemaDir({}, { price, quote }));
    expect(answers.quote!.properties).toEqual({ price: { $ref: 'price' } });
    expect(answers.price!.properties!.brand).toEqual({ $ref: 'common#/$defs/brand' });
  });

  it("takes a reference to an entity's record, and refuses one to nothing, naming the file", () => {
    const quote = (ref: string) => ({ title: 'Quote', type: 'object', properties: { part: { $ref: ref } } });
    expect(loadSchemas(schemaDir({ widget }, { quote: quote('widget') })).answers.quote!.properties).toEqual({ part: { $ref: 'widget' } });
    expect(() => loadSchemas(schemaDir({}, { quote: quote('nothing') }))).toThrow(/quote\.json/);
  });

  it('refuses an answer whose type name an entity or a common definition already has', () => {
    expect(() => loadSchemas(schemaDir({ widget }, { widget: price }))).toThrow(/widget/);
    expect(() => loadSchemas(schemaDir({}, { brand: price }))).toThrow(
      'schemas/answers/brand.json: the name Brand is taken by an entity or a common definition',
    );
  });
});
