// The rules of the Models and Model Codes pickers (docs/back-office.md 4): "All" in Models picks
// every model and every code; "All" in Model Codes picks every code offered; the codes offered
// follow the chosen models, and changing models drops codes no longer offered. Where the codes
// are all those of the chosen models (costs), choosing models selects all their codes.
import type { ModelCatalogue } from '../../lib/model-catalogue.ts';

export const ALL = '__all__';

type Catalogue = Pick<ModelCatalogue, 'models' | 'codesOf' | 'modelOf'>;

export interface Choice {
  models: string[];
  codes: string[];
}

const unique = (values: string[]) => [...new Set(values)];

/** The models the stored codes belong to, in catalogue order. */
export const modelsOf = (catalogue: Catalogue, codes: readonly string[]) => {
  const owning = new Set(codes.map((code) => catalogue.modelOf(code)));
  return catalogue.models.filter((model) => owning.has(model));
};

/** The codes of the chosen models, and any stored code the catalogue does not know (so it can be seen and removed). */
export const offeredCodes = (catalogue: Catalogue, models: readonly string[], codes: readonly string[]) =>
  unique([...catalogue.codesOf(models), ...codes.filter((code) => !catalogue.modelOf(code))]);

export function chooseModels(catalogue: Catalogue, current: Choice, next: string[], allOfModels: boolean): Choice {
  const all = next.includes(ALL);
  const models = all ? [...catalogue.models] : next;
  const offered = offeredCodes(catalogue, models, current.codes);
  if (all || allOfModels) return { models, codes: offered };
  return { models, codes: current.codes.filter((code) => offered.includes(code)) };
}

export const chooseCodes = (offered: readonly string[], next: string[]): string[] => (next.includes(ALL) ? [...offered] : next);

/** A picker's options with "All" first, while not everything is picked already. */
export const withAll = (options: readonly string[], picked: readonly string[]) => [
  ...(options.length && options.some((o) => !picked.includes(o)) ? [{ value: ALL, label: 'All' }] : []),
  ...options.map((value) => ({ value, label: value })),
];

/** What a code option is found by: the code, or the model and variant it stands for ("lux" finds CC1031PA4L). */
export const codeMatches = (code: string, variant: string | undefined, search: string) =>
  `${code} ${variant ?? ''}`.toLowerCase().includes(search.trim().toLowerCase());
