// A model variant in one line, as the lists describe one (docs/back-office.md: a vehicle's
// description, a booking's vehicle, a configuration's model): brand, model and variant, then code.

export interface ModelWords {
  brand?: string | null;
  model?: string | null;
  variant?: string | null;
  code?: string | null;
}

const isModel = (value: unknown): value is ModelWords => typeof value === 'object' && value !== null;

/** "GWM Cannon Alpha Ultra (CAA-ULT-24)"; nothing for a missing model. */
export function modelName(model: unknown): string {
  if (!isModel(model)) return '';
  const words = [model.brand, model.model, model.variant].filter(Boolean).join(' ');
  if (!model.code) return words;
  return words ? `${words} (${model.code})` : model.code;
}
