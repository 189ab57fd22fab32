// A field that hands its value to the widget its uiSchema names, whatever the schema type: RJSF
// uses widgets for simple values and arrays only, and an object (a content document's
// elements) wants its JSON widget too. The widget also gets the value's whole error tree, so a
// composite one (a week of opening hours) shows each message under its own input.
import { type FieldProps, getUiOptions, getWidget, type RJSFSchema } from '@rjsf/utils';

export function WidgetField({
  schema,
  uiSchema,
  formData,
  onChange,
  onBlur,
  onFocus,
  errorSchema,
  registry,
  fieldPathId,
  name,
  required,
  disabled,
  readonly,
}: FieldProps) {
  const { widget, ...options } = getUiOptions(uiSchema);
  const Widget = getWidget(schema as RJSFSchema, String(widget), registry.widgets);
  return (
    // eslint-disable-next-line react-hooks/static-components -- getWidget returns the registry's own component, the same at every render
    <Widget
      id={fieldPathId.$id}
      name={name}
      label={String(schema.title ?? name)}
      schema={schema}
      uiSchema={uiSchema}
      value={formData}
      options={options}
      required={required}
      disabled={disabled}
      readonly={readonly}
      rawErrors={errorSchema?.__errors}
      errorSchema={errorSchema}
      registry={registry}
      onChange={(value: unknown) => onChange(value, fieldPathId.path)}
      onBlur={onBlur}
      onFocus={onFocus}
    />
  );
}
