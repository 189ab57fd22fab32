// The entity's `x-embed-many` lists, read from its schema once every entity is described: each
// names another entity's fields and embeds, checked here with the file and list named.
import type { EmbedMany, EntityDescription, JsonSchema } from '../shared/entity-types.ts';

type EmbedManySource = Omit<EmbedMany, 'name' | 'via'> & { via: string | string[] };

/** The entity's `x-embed-many` lists, each checked against the listed entity's fields and embeds. */
export function embedsManyOf(entity: EntityDescription, source: JsonSchema, byId: Map<string, EntityDescription>): EmbedMany[] {
  const where = `schemas/entities/${entity.id}.json: x-embed-many`;
  return Object.entries((source['x-embed-many'] ?? {}) as Record<string, EmbedManySource>).map(([name, declared]) => {
    const child = byId.get(declared.entity);
    if (!child) throw new Error(`${where} ${name} lists unknown entity "${declared.entity}"`);
    const via = typeof declared.via === 'string' ? [declared.via] : declared.via;
    for (const field of via) {
      if (!child.references.some((r) => r.field === field && r.entity === entity.id)) {
        throw new Error(`${where} ${name}: ${declared.entity}.${field} is not a reference to ${entity.id}`);
      }
    }
    for (const field of declared.fields ?? []) {
      const [own, embedded] = field.split('.') as [string, string | undefined];
      // A field, an embedded record's field (`model.name`), or an embedded record whole (`model`).
      if (embedded === undefined && child.references.some((r) => r.embed === own)) continue;
      const target = embedded === undefined ? child : byId.get(child.references.find((r) => r.embed === own)?.entity ?? '');
      if (!target?.fields.all.includes(embedded ?? own)) throw new Error(`${where} ${name}: ${declared.entity} has no field "${field}"`);
    }
    for (const added of [name, declared.count]) {
      if (added !== undefined && entity.fields.all.includes(added)) throw new Error(`${where}: "${added}" is already a field of ${entity.id}`);
    }
    return { name, entity: declared.entity, via, fields: declared.fields, count: declared.count };
  });
}
