// The one dealer form, used by the add/edit dialog and by the /dealers/{id} page: every dealer
// field and the opening hours. Sending is blocked while a rule is broken (the messages show under
// their fields and the first one takes the focus) and the whole form is disabled while saving.
import { Button, Divider, Fieldset, Group, Stack } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../../../shared/validation.ts';
import { DealerFields } from './dealer-fields.tsx';
import type { DealerRecord } from './dealer-types.ts';
import { type DayValues, type DealerValues, type TextField, payloadOf, problemsOf, valuesOf } from './dealer-values.ts';
import { OpeningHoursFields } from './opening-hours-fields.tsx';
import { useSaveDealer } from './use-save-dealer.ts';

interface Props {
  /** The dealer to edit, loaded first; none for a new one. */
  record?: DealerRecord;
  onSaved: (saved: DealerRecord) => void;
  onCancel: () => void;
}

/** Messages of fields other than the one just changed: a fixed field loses its server message. */
const without = (errors: FieldErrors, field: string): FieldErrors => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field));

export function DealerForm({ record, onSaved, onCancel }: Props) {
  const [values, setValues] = useState<DealerValues>(() => valuesOf(record));
  // The form's own rules speak after the first attempt to send, then follow every change.
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const { save, saving } = useSaveDealer();
  const formRef = useRef<HTMLFormElement>(null);

  const errors: FieldErrors = { ...serverErrors, ...(attempted ? (problemsOf(values) ?? {}) : {}) };

  const setField = (field: TextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => without(current, field));
  };

  const setDay = (index: number, change: Partial<DayValues>) => {
    setValues((current) => ({ ...current, hours: current.hours.map((day, i) => (i === index ? { ...day, ...change } : day)) }));
    setServerErrors((current) => without(without(current, `dealer_hours.${index}.open`), `dealer_hours.${index}.close`));
  };

  // The first marked field takes the focus once the messages are on screen and the form is
  // enabled again (a disabled input cannot take it), so it is announced with its message.
  const [focusRequest, setFocusRequest] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (saving || focusRequest === handled.current) return;
    handled.current = focusRequest;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, saving]);
  const focusFirstProblem = () => setFocusRequest((n) => n + 1);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (problemsOf(values)) return focusFirstProblem();
    const outcome = await save(payloadOf(values), record?.id);
    if ('saved' in outcome) return onSaved(outcome.saved);
    setServerErrors(outcome.fieldErrors);
    focusFirstProblem();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={record ? `Edit ${record.name}` : 'New dealer'}>
      <Fieldset variant="unstyled" disabled={saving}>
        <Stack gap="lg">
          <DealerFields values={values} errors={errors} onChange={setField} />
          <Divider />
          <OpeningHoursFields hours={values.hours} errors={errors} onChange={setDay} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {record ? 'Update' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
