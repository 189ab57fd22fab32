// Models and Model Codes (colours, trims, accessories, costs): the record stores model codes;
// people pick models by name, then codes among theirs. With `ui:options.codes: 'all-of-models'`
// (costs) there is no code picker: the chosen models bring all their codes. A code is offered with
// the model and variant it stands for, and found by either.
import { type ComboboxItem, MultiSelect, Stack, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useModelCatalogue } from '../../lib/model-catalogue.ts';
import { inputProps } from '../input-props.ts';
import { ALL, chooseCodes, chooseModels, codeMatches, modelsOf, offeredCodes, withAll } from './choice.ts';

export function ModelCodesWidget(props: WidgetProps) {
  const { id, value, options, onChange } = props;
  const { label, disabled, error } = inputProps(props);
  const catalogue = useModelCatalogue();
  const codes: string[] = Array.isArray(value) ? value.map(String) : [];
  // The person's own choice of models, once they make one; until then, those of the stored codes.
  const [picked, setPicked] = useState<string[] | null>(null);
  const models = picked ?? modelsOf(catalogue, codes);
  const offered = offeredCodes(catalogue, models, codes);
  const codesFollow = options.codes === 'all-of-models';
  const shared = { disabled: disabled || catalogue.isLoading, searchable: true, clearable: true, maxDropdownHeight: 260 };

  const codeOption = ({ option }: { option: ComboboxItem }) =>
    option.value === ALL ? (
      option.label
    ) : (
      <span>
        {option.label}{' '}
        <Text span size="xs" c="dimmed">
          {catalogue.variantOf(option.value)}
        </Text>
      </span>
    );

  const pickModels = (next: string[]) => {
    const choice = chooseModels(catalogue, { models, codes }, next, codesFollow);
    setPicked(choice.models);
    onChange(choice.codes);
  };

  return (
    <Stack gap="xs">
      <MultiSelect
        {...shared}
        id={codesFollow ? id : `${id}-models`}
        label={codesFollow ? label : 'Models'}
        placeholder={catalogue.isLoading ? 'Loading models…' : 'Choose models'}
        data={withAll(catalogue.models, models)}
        value={models}
        onChange={pickModels}
        error={codesFollow ? error : undefined}
      />
      {!codesFollow && (
        <MultiSelect
          {...shared}
          id={id}
          label={label}
          placeholder={offered.length ? 'Choose model codes' : 'Choose models first'}
          data={withAll(offered, codes)}
          value={codes}
          onChange={(next) => onChange(chooseCodes(offered, next))}
          renderOption={codeOption}
          filter={({ options: all, search }) => all.filter((o) => 'value' in o && codeMatches(o.value, catalogue.variantOf(o.value), search))}
          error={error}
        />
      )}
    </Stack>
  );
}
