// The message under a field, read out with it through the field's aria-describedby (the input's,
// or a group's: radios, a list, a select).
export function FieldMessage({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="field__error">
      {errors.join(' ')}
    </p>
  );
}
