// The models and their codes, as the catalogue screens pick and show them (docs/back-office.md 2, 4):
// colours, trims, accessories and costs store model codes; people choose by model name.
import { useList } from '@refinedev/core';
import { useMemo } from 'react';

interface ModelRow {
  model?: string | null;
  variant?: string | null;
  code?: string | null;
}

export interface ModelCatalogue {
  /** Distinct model names, sorted. */
  models: string[];
  codesOf: (models: readonly string[]) => string[];
  modelOf: (code: string) => string | undefined;
  /** "Cannon Lux 4WD": what a code stands for, as the Model Codes picker shows it beside the code. */
  variantOf: (code: string) => string | undefined;
  isLoading: boolean;
}

export function buildCatalogue(rows: readonly ModelRow[]): Omit<ModelCatalogue, 'isLoading'> {
  const byModel = new Map<string, string[]>();
  const byCode = new Map<string, string>();
  const variants = new Map<string, string>();
  for (const { model, variant, code } of rows) {
    if (!model || !code) continue;
    byModel.set(model, [...(byModel.get(model) ?? []), code]);
    byCode.set(code, model);
    variants.set(code, variant ? `${model} ${variant}` : model);
  }
  const models = [...byModel.keys()].sort((a, b) => a.localeCompare(b));
  return {
    models,
    codesOf: (chosen) => chosen.flatMap((model) => byModel.get(model) ?? []),
    modelOf: (code) => byCode.get(code),
    variantOf: (code) => variants.get(code),
  };
}

/** Every model once per screen: react-query shares the one request between all its users. */
export function useModelCatalogue(): ModelCatalogue {
  const { result, query } = useList<ModelRow>({
    resource: 'models',
    pagination: { mode: 'off' },
    sorters: [{ field: 'code', order: 'asc' }],
    queryOptions: { staleTime: 30_000 },
  });
  const catalogue = useMemo(() => buildCatalogue(result.data), [result.data]);
  return { ...catalogue, isLoading: query.isLoading };
}
