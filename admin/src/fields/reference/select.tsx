// A record of another entity picked by name: the options come from the server as the person
// types, named as that entity's records are named in a picker (lib/record-naming.ts); the value is the
// record's id. The dialog's reference widget, a list's filter and a bulk edit all pick with it.
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCustom, useOne } from '@refinedev/core';
import { useState } from 'react';
import { lookupOf, optionsOf, type ReferenceOption, rowsOf, searchTextOf } from './choice.ts';
import type { Query } from '../../../../shared/api-client.ts';
import { inSentence, withArticle } from '../../lib/format.ts';
import { recordNaming } from '../../lib/record-naming.ts';

const DEBOUNCE_MS = 250;
/** Reopening the list within this time reuses the last answer instead of asking again. */
const STALE_MS = 30_000;

export interface ReferenceSelectProps extends Omit<SelectProps<number>, 'data' | 'value' | 'onChange' | 'defaultValue'> {
  /** The referenced resource (its API route). */
  resource: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /** The chosen record's option when the caller has it already (a record's embedded reference), so it is not fetched. */
  known?: ReferenceOption;
  /** API list filters narrowing the records offered (a vehicle's user: owners only). */
  filters?: Query;
}

export function ReferenceSelect({ resource, value, onChange, known: given, filters, error, ...input }: ReferenceSelectProps) {
  const { pickerNameOf: nameOf, label, singular } = recordNaming(resource);
  const plural = inSentence(label);
  const [picked, setPicked] = useState<ReferenceOption>();
  const known = picked?.value === value ? picked : given?.value === value ? given : undefined;
  const current = useOne({
    resource,
    id: value ?? undefined,
    queryOptions: { enabled: value !== null && !known, staleTime: STALE_MS },
    errorNotification: false,
  });
  const chosen = known ?? (value !== null && current.result ? { value, label: nameOf(current.result) } : undefined);

  // Options are asked for once the list is first opened: a dialog of three pickers opens with none.
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [text] = useDebouncedValue(searchTextOf(typed, chosen), DEBOUNCE_MS);
  const lookup = lookupOf(resource, text, filters);
  const found = useCustom({
    url: lookup.url,
    method: 'get',
    config: { query: lookup.query },
    // Keeps the last options on screen while the next search runs.
    queryOptions: { enabled: opened, staleTime: STALE_MS, placeholderData: (previous) => previous },
    errorNotification: false,
  });
  const options = optionsOf(rowsOf(found.result.data), nameOf, chosen, text !== '');
  const failure = found.query.error ?? current.query.error;
  const fetching = found.query.isFetching || current.query.isFetching;

  return (
    <Select<number>
      {...input}
      error={error ?? (failure ? `The ${plural} could not be loaded: ${failure.message}` : undefined)}
      // A list to choose from, which typing filters (docs/back-office.md: a filterable dealer list with a tick).
      placeholder={`Choose ${withArticle(inSentence(singular))}`}
      withCheckIcon
      data={options}
      value={value}
      onChange={(next, option) => {
        setPicked(option ?? undefined);
        onChange(next);
      }}
      onDropdownOpen={() => setOpened(true)}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      // The server has filtered already, on more fields than the label shows (email, phone, code).
      filter={({ options: all }) => all}
      clearable={!input.required}
      // Clearing is the clear button's job; picking the ticked option again keeps it.
      allowDeselect={false}
      nothingFoundMessage={fetching ? 'Loading…' : `No ${plural} found`}
      rightSection={fetching ? <Loader size="xs" /> : undefined}
      maxDropdownHeight={280}
    />
  );
}
