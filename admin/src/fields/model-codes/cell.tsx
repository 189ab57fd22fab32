// Model codes in a list cell: the names of the models they are codes of, each once (a code the
// catalogue does not know shows as itself).
import { useModelCatalogue } from '../../lib/model-catalogue.ts';

export function ModelNamesCell({ value }: { value: unknown }) {
  const { modelOf } = useModelCatalogue();
  const codes = Array.isArray(value) ? value.map(String) : [];
  return <>{[...new Set(codes.map((code) => modelOf(code) ?? code))].join(', ')}</>;
}
