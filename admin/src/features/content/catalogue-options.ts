// The catalogue as the Content section's dialogs offer it: model codes named by model and variant,
// each code's colours (a colour lists the codes it is offered on), and the model lines of videos.
import { useList } from '@refinedev/core';
import { useMemo } from 'react';

interface ModelRow {
  code?: string | null;
  model?: string | null;
  variant?: string | null;
}

interface ColourRow {
  code?: string | null;
  name?: string | null;
  models?: string[] | null;
}

export interface Option {
  value: string;
  label: string;
}

const ALL = { pagination: { mode: 'off' as const }, queryOptions: { staleTime: 30_000 } };

export function useCatalogueOptions() {
  const models = useList<ModelRow>({ resource: 'models', sorters: [{ field: 'model', order: 'asc' }], ...ALL });
  const colours = useList<ColourRow>({ resource: 'colours', sorters: [{ field: 'name', order: 'asc' }], ...ALL });
  return useMemo(() => {
    const modelRows = models.result.data.filter((m) => m.code && m.model);
    const codes: Option[] = modelRows.map((m) => ({ value: m.code!, label: `${m.model} ${m.variant ?? ''} (${m.code})`.replace(/\s+/g, ' ') }));
    const lines = [...new Set(modelRows.map((m) => m.model!))].sort((a, b) => a.localeCompare(b));
    /** The colours offered on a code; every colour when none names it (a colour for all models). */
    const coloursOf = (code: string | null): Option[] => {
      const all = colours.result.data.filter((c) => c.code);
      const offered = all.filter((c) => c.models?.includes(code ?? ''));
      // A colour is a row per country: offer each code once.
      const byCode = new Map((offered.length ? offered : all).map((c) => [c.code!, { value: c.code!, label: `${c.name ?? c.code} (${c.code})` }]));
      return [...byCode.values()];
    };
    return { codes, lines, coloursOf, loading: models.query.isLoading || colours.query.isLoading };
  }, [models.result.data, colours.result.data, models.query.isLoading, colours.query.isLoading]);
}
