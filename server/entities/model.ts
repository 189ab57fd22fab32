// Models are read with their specs in the model's own order (the model-spec links).
import { asc, eq, inArray } from 'drizzle-orm';
import { modelSpecs, specs } from '../generated/tables.ts';
import type { EntityHooks } from './hooks.ts';

export const modelHooks: EntityHooks = {
  async expand(rows, { db }) {
    const ids = rows.map((r) => r.id as number);
    if (!ids.length) return rows;
    const links = await db
      .select({ id: modelSpecs.id, models_id: modelSpecs.models_id, specs_id: modelSpecs.specs_id, order: modelSpecs.order, name: specs.name })
      .from(modelSpecs)
      .innerJoin(specs, eq(specs.id, modelSpecs.specs_id))
      .where(inArray(modelSpecs.models_id, ids))
      .orderBy(asc(modelSpecs.order), asc(modelSpecs.id));
    return rows.map((row) => ({ ...row, specs: links.filter((l) => l.models_id === row.id) }));
  },
};
