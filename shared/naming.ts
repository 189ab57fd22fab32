// The one place that turns an entity id ("pentana-vehicle") into every other name it goes by,
// so no table, route, type or label is ever typed by hand.

const words = (id: string) => id.split('-');

/** Pluralises the last word of an English noun phrase the way our entity ids need. */
export function plural(word: string): string {
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** SQL table: snake case, plural ("pentana_vehicles"). */
export const tableName = (id: string) => plural(words(id).join('_'));

/** API path segment under /api: run together, plural ("pentanavehicles"), as the spec's paths are. */
export const routeName = (id: string) => plural(words(id).join(''));

/** TypeScript type: PascalCase, singular ("PentanaVehicle"). */
export const typeName = (id: string) =>
  words(id)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/** Variable name for generated code: camelCase, plural ("pentanaVehicles"). */
export const variableName = (id: string) => {
  const pascal = typeName(plural(id));
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
};

/** Screen label for many records, from the entity's title ("CRM owner" → "CRM owners"). */
export const pluralLabel = (title: string) => {
  const parts = title.split(' ');
  parts.push(plural(parts.pop() ?? ''));
  return parts.join(' ');
};
