// A model as the Model Specs screen reads it: GET /api/models answers each model with `specs`, its
// links to specs in the model's order (the schema's x-embed-many).
import type { Model, Spec } from '../../../../shared/generated/types.ts';

/** One spec on one model: the link's id (for reorder and delete), the spec and its position. */
export interface SpecLink {
  id: number;
  models_id: number;
  specs_id: number;
  order: number;
  name: string;
}

export type ModelWithSpecs = Pick<Model, 'id' | 'brand' | 'model' | 'variant' | 'code' | 'updated_at'> & { specs?: SpecLink[] };

export type SpecRecord = Pick<Spec, 'id' | 'name'>;

export const MODELS = 'models';
export const SPECS = 'specs';

/** How a model is named in titles and labels: "Cannon Cab Chassis 2WD". */
export const modelName = (model: Pick<Model, 'model' | 'variant'>) => [model.model, model.variant].filter(Boolean).join(' ');
