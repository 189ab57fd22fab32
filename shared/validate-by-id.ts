// Any entity or form schema checked by its id (the server's request bodies).
import { checkForm } from './form-validation.ts';
import { entities, forms } from './generated/entities.ts';
import { validators } from './generated/validators.ts';
import type { FieldErrors, SchemaNode, Validator } from './validation.ts';

const schemas: Record<string, SchemaNode> = {
  ...Object.fromEntries(Object.values(entities).map((e) => [e.id, e.schema as SchemaNode])),
  ...(forms as Record<string, SchemaNode>),
};

export const hasSchema = (id: string) => id in validators;

/** The messages by field for data that breaks schema `id`'s rules, or null when it keeps them. */
export function validateAgainst(id: string, data: unknown): FieldErrors | null {
  const validator = (validators as Record<string, Validator>)[id];
  if (!validator) throw new Error(`No generated validator for "${id}"`);
  return checkForm(id, validator, schemas[id], data);
}
