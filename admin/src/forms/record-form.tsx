// The create and edit form of a generic screen (its own chunk, with RJSF). Edit loads the record
// first; our validator puts the spec's messages under the fields, live after the first submit
// (or, where the screen asks for it, Create and Update stay disabled while invalid and the
// messages show once a field is left); an invalid form is not sent; the server's 422 field errors
// land under their fields too; either way the first marked field takes the focus; the form is
// disabled while saving; a success reports, closes the dialog (which clears it) and Refine
// reloads the list.
import { Button, Group } from '@mantine/core';
import { type BaseKey, type BaseRecord, type HttpError, useForm } from '@refinedev/core';
import Form from '@rjsf/mantine';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import { type ComponentProps, createContext, useContext, useEffect, useId, useMemo, useState } from 'react';
import type { ScreenResource } from '../../../shared/screen-types.ts';
import type { DialogContext } from '../fields/dialog-context.ts';
import { failed, saved } from '../lib/notices.ts';
import type { RecordNaming } from '../lib/record-naming.ts';
import { Loading } from '../shell/loading.tsx';
import { LoadFailure } from '../shell/load-failure.tsx';
import { dialogSchema, dialogUiSchema, payloadOf } from './dialog-schema.ts';
import { SectionedObjectTemplate } from './templates/sectioned-object.tsx';
import { fieldErrors, formValidator, toErrorTree } from './validator.ts';
import { WidgetField } from './widget-field.tsx';
import { WIDGETS } from './widgets.ts';

const TEMPLATES = { ObjectFieldTemplate: SectionedObjectTemplate };

/** RJSF gives its <form> no name: a page that shows the form alone names it ("New dealer"). */
const FormName = createContext<string | undefined>(undefined);
function NamedForm(props: ComponentProps<'form'>) {
  return <form {...props} aria-label={useContext(FormName)} />;
}
const FIELDS = { widget: WidgetField };

/**
 * What the form reads of a screen's definition (screens/definitions.ts): the generic screen's
 * dialog and the hand-built pages open the form with theirs, and it imports neither.
 */
export interface FormDefinition extends Pick<ScreenResource, 'name' | 'entity' | 'singular'>, Pick<RecordNaming, 'nameOf'> {
  /** The dialog's uiSchema: the generated one with the screen's extension merged over it. */
  uiSchema: UiSchema;
  /** Fields the dialog requires besides the schema's. */
  required?: string[];
  /** Create and Update stay disabled while the form is invalid. */
  submitWhenValid?: boolean;
}

interface RecordFormProps {
  definition: FormDefinition;
  /** The record to edit; none to add one. */
  id?: BaseKey;
  /** What a new record starts with (the tab's country). */
  defaults?: Data;
  /** What a new record is sent with besides its form (the tab's role). */
  sends?: Data;
  wide: boolean;
  /** After a save (with the record as the server kept it) or Cancel (none). */
  onDone: (saved?: BaseRecord) => void;
  /** The form's accessible name, where no dialog title names it. */
  label?: string;
}

type Data = Record<string, unknown>;

export default function RecordForm({ definition, id, defaults, sends, wide, onDone, label }: RecordFormProps) {
  const creating = id === undefined;
  const schema = useMemo(() => dialogSchema(definition.entity, definition.required), [definition]);
  const uiSchema = useMemo(() => dialogUiSchema(schema, definition.uiSchema, WIDGETS, wide ? 2 : 1), [schema, definition, wide]);
  const { query, onFinish, mutation } = useForm<BaseRecord, HttpError, Data>({
    resource: definition.name,
    action: creating ? 'create' : 'edit',
    id,
    redirect: false,
    successNotification: (answer) => saved(definition.singular, definition.nameOf((answer?.data ?? {}) as BaseRecord), creating),
    errorNotification: (error) => failed(`The ${definition.singular.toLowerCase()} was not saved`, error),
  });
  const [edited, setEdited] = useState<Data>();
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();
  // A refused send is announced: the first marked field, in the form's order, takes the focus once
  // the messages are on screen and the form is enabled again (a disabled input cannot take it).
  const formId = useId();
  const saving = mutation.isPending;
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest && !saving) document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, saving, formId]);
  const focusFirstProblem = () => setFocusRequest((n) => n + 1);

  if (query?.isLoading) return <Loading />;
  if (query?.isError) return <LoadFailure title="This record could not be loaded" message={query.error.message} onRetry={() => void query.refetch()} />;
  const formData = edited ?? (creating ? defaults : (query?.data?.data as Data | undefined));
  const invalid = definition.submitWhenValid === true && Object.keys(fieldErrors(schema, payloadOf(schema, formData))).length > 0;

  const submit = async (data: Data) => {
    setSubmitted(true);
    try {
      const answer = await onFinish({ ...payloadOf(schema, data), ...(creating ? sends : {}) });
      onDone(answer ? answer.data : undefined);
    } catch (error) {
      setServerErrors(toErrorTree((error as HttpError).errors ?? {}));
      focusFirstProblem();
    }
  };

  return (
    <FormName value={label}>
      <Form
        id={formId}
        tagName={NamedForm}
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={formValidator(schema)}
        widgets={WIDGETS}
        templates={TEMPLATES}
        fields={FIELDS}
        formContext={{ formData } satisfies DialogContext}
        noHtml5Validate
        showErrorList={false}
        liveValidate={submitted ? 'onChange' : undefined}
        extraErrors={serverErrors}
        disabled={saving}
        onChange={(event) => {
          setEdited(event.formData as Data);
          setServerErrors(undefined);
        }}
        onError={() => {
          setSubmitted(true);
          focusFirstProblem();
        }}
        onBlur={definition.submitWhenValid ? () => setSubmitted(true) : undefined}
        onSubmit={(event) => void submit(event.formData as Data)}
      >
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => onDone()} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={invalid}>
            {creating ? 'Create' : 'Update'}
          </Button>
        </Group>
      </Form>
    </FormName>
  );
}
