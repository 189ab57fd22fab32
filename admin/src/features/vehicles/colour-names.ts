// A vehicle stores only its colour code; the list shows the colour's name too, looked up in the
// catalogue's colours (a few dozen, loaded once per screen). A code is named in the vehicle's
// country where that country has it, else wherever it is known.
import { useList } from '@refinedev/core';
import { useMemo } from 'react';

interface ColourRow {
  code?: string | null;
  name?: string | null;
  country?: string | null;
}

export type ColourNameOf = (code: string, country?: string | null) => string | undefined;

export function colourNameLookup(rows: readonly ColourRow[]): ColourNameOf {
  const names = new Map<string, string>();
  for (const { code, name, country } of rows) {
    if (!code || !name) continue;
    names.set(`${country ?? ''}:${code}`, name);
    if (!names.has(code)) names.set(code, name);
  }
  return (code, country) => names.get(`${country ?? ''}:${code}`) ?? names.get(code);
}

export function useColourNames(): ColourNameOf {
  const { result } = useList<ColourRow>({ resource: 'colours', pagination: { mode: 'off' }, queryOptions: { staleTime: 60_000 } });
  return useMemo(() => colourNameLookup(result.data), [result.data]);
}
