// The upload dialog's second field, which its kind decides: a vehicle image's colour, among those
// its model code is offered in, or an owner's manual's title.
import { Select, TextInput } from '@mantine/core';
import { MAX_TITLE } from '../../../../shared/content-uploads.ts';
import type { Option } from './catalogue-options.ts';
import type { UploadFormState } from './use-upload-form.ts';

export function ColourSelect({ upload, coloursOf }: { upload: UploadFormState; coloursOf: (code: string | null) => Option[] }) {
  const { modelCode, colourCode, chooseColour, errors } = upload;
  return (
    <Select
      label="Colour"
      withAsterisk
      searchable
      disabled={!modelCode}
      description={modelCode ? 'The colours this model code is offered in.' : 'Choose the model code first.'}
      data={coloursOf(modelCode)}
      value={colourCode}
      error={errors.colour_code?.[0]}
      onChange={chooseColour}
    />
  );
}

export function ManualTitleInput({ upload }: { upload: UploadFormState }) {
  const { title, setTitle, errors } = upload;
  return (
    <TextInput
      label="Title"
      description="Leave empty for “<model> <variant> Owner’s Manual”."
      maxLength={MAX_TITLE}
      value={title}
      error={errors.title?.[0]}
      onChange={(e) => setTitle(e.currentTarget.value)}
    />
  );
}
