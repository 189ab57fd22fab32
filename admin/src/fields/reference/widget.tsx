// An integer field that references another entity (x-references), picked by name
// (select.tsx). The record being edited embeds the chosen one (x-embed), so its
// name shows without asking the server again. The stored value stays the referenced record's id.
// `ui:options.filters` narrows the records offered (API list filters, such as a role).
import type { BaseRecord } from '@refinedev/core';
import type { WidgetProps } from '@rjsf/utils';
import { entities, type EntityId } from '../../../../shared/generated/entities.ts';
import { recordNaming } from '../../lib/record-naming.ts';
import { ReferenceSelect } from './select.tsx';
import type { Query } from '../../../../shared/api-client.ts';
import type { DialogContext } from '../dialog-context.ts';
import { inputProps } from '../input-props.ts';

export function ReferenceWidget(props: WidgetProps) {
  const { value, schema, registry, label, options, onChange } = props;
  const entity = entities[schema['x-references'] as EntityId];
  if (!entity) throw new Error(`The field "${label}" has a reference picker but no known x-references entity`);
  const id = typeof value === 'number' ? value : null;
  const embedKey = schema['x-embed'] as string | undefined;
  const embedded = embedKey ? ((registry.formContext as DialogContext).formData?.[embedKey] as BaseRecord | null | undefined) : undefined;
  const known = id !== null && embedded?.id === id ? { value: id, label: recordNaming(entity.route).pickerNameOf(embedded) } : undefined;
  return (
    <ReferenceSelect
      {...inputProps(props)}
      resource={entity.route}
      value={id}
      known={known}
      filters={options.filters as Query | undefined}
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}
