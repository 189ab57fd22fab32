// An integer field that references another entity (x-references), picked by name: the options
// come from the server as the person types, named as the back office names that entity's records.
// The stored value stays the referenced record's id. `ui:options.filters` narrows the records
// offered (API list filters, such as a role); a picker names records by the screen's `pickerName`.
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type BaseRecord, useCustom, useOne } from '@refinedev/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { entities, type EntityId } from '../../../../shared/generated/entities.ts';
import { withArticle } from '../../lib/format.ts';
import { definitionOf } from '../../screens/definitions.ts';
import type { DialogContext } from '../dialog-context.ts';
import type { Query } from '../../../../shared/api-client.ts';
import { inputProps } from './input-props.ts';
import { lookupOf, optionsOf, type ReferenceOption, rowsOf, searchTextOf } from './reference-choice.ts';

const DEBOUNCE_MS = 250;
/** Reopening the list within this time reuses the last answer instead of asking again. */
const STALE_MS = 30_000;

/** The referenced entity's route and naming, from the field's schema. */
function referenceOf({ schema, label }: WidgetProps) {
  const entity = entities[schema['x-references'] as EntityId];
  if (!entity) throw new Error(`The field "${label}" has a reference picker but no known x-references entity`);
  // Named as the back office names them elsewhere (dialog titles, confirmations).
  return { route: entity.route, singular: entity.title.toLowerCase(), plural: entity.plural.toLowerCase(), nameOf: definitionOf(entity.route).pickerNameOf };
}

export function ReferenceWidget(props: WidgetProps) {
  const { value, required, schema, registry, options: uiOptions, onChange } = props;
  const { error, ...input } = inputProps(props);
  const { route, singular, plural, nameOf } = referenceOf(props);
  const id = typeof value === 'number' ? value : null;

  const [picked, setPicked] = useState<ReferenceOption>();
  // The record as the edited one embeds it (x-embed), while it is still the one chosen.
  const embedKey = schema['x-embed'] as string | undefined;
  const embedded = embedKey ? ((registry.formContext as DialogContext).formData?.[embedKey] as BaseRecord | null | undefined) : undefined;
  const stillEmbedded = id !== null && embedded?.id === id ? embedded : undefined;
  const known = picked?.value === id ? picked : stillEmbedded ? { value: id!, label: nameOf(stillEmbedded) } : undefined;
  const current = useOne({
    resource: route,
    id: id ?? undefined,
    queryOptions: { enabled: id !== null && !known, staleTime: STALE_MS },
    errorNotification: false,
  });
  const chosen = known ?? (id !== null && current.result ? { value: id, label: nameOf(current.result) } : undefined);

  // Options are asked for once the list is first opened: a dialog of three pickers opens with none.
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const [text] = useDebouncedValue(searchTextOf(typed, chosen), DEBOUNCE_MS);
  const lookup = lookupOf(route, text, uiOptions.filters as Query | undefined);
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
      // A list to choose from, which typing filters (back-office.txt: a filterable dealer list with a tick).
      placeholder={`Choose ${withArticle(singular)}`}
      withCheckIcon
      data={options}
      value={id}
      onChange={(next, option) => {
        setPicked(option ?? undefined);
        onChange(next ?? undefined);
      }}
      onDropdownOpen={() => setOpened(true)}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      // The server has filtered already, on more fields than the label shows (email, phone, code).
      filter={({ options: all }) => all}
      clearable={!required}
      // Clearing is the clear button's job; picking the ticked option again keeps it.
      allowDeselect={false}
      nothingFoundMessage={fetching ? 'Loading…' : `No ${plural} found`}
      rightSection={fetching ? <Loader size="xs" /> : undefined}
      maxDropdownHeight={280}
    />
  );
}
