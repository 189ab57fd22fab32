// The record types an audit entry can name, with the words the screens use for them and for
// their fields; the audit log's own entries are never changed, so it is not one of them.
import { entities } from '../../../../shared/generated/entities.ts';

type Described = { title: string; schema: { properties?: Record<string, { title?: unknown }> } };
const described = entities as unknown as Record<string, Described>;

export const RECORD_TYPES = Object.entries(described)
  .filter(([id]) => id !== 'audit-entry')
  .map(([value, entity]) => ({ value, label: entity.title }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** "dealer" → "Dealer"; an id the catalogue no longer knows reads as itself. */
export const recordTypeLabel = (entity: unknown): string => described[String(entity)]?.title ?? String(entity ?? '');

/** A field's label in its entity's schema ("Suburb"), else its name. */
export const fieldLabel = (entity: unknown, field: string): string => {
  const title = described[String(entity)]?.schema.properties?.[field]?.title;
  return typeof title === 'string' ? title : field;
};
