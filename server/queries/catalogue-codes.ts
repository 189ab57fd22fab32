// The catalogue by the codes the maker's files name: a model by its model code, a paint by its
// colour code (content uploads name the model and colour a file is for this way).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { colours, models } from '../generated/tables.ts';

export function catalogueCodeRepository(db: Db) {
  return {
    async model(code: string): Promise<{ model: string; variant: string; code: string } | undefined> {
      const [model] = await db.select({ model: models.model, variant: models.variant, code: models.code }).from(models).where(eq(models.code, code)).limit(1);
      return model;
    },

    async colour(code: string): Promise<{ code: string; name: string } | undefined> {
      const [colour] = await db.select({ code: colours.code, name: colours.name }).from(colours).where(eq(colours.code, code)).limit(1);
      return colour;
    },
  };
}
