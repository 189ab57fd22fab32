// A marketing message's trigger amount, with the unit of its trigger type beside it
// (docs/back-office.md 9: Logins none, Distance in Kilometers, Period in Days).
import { Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import type { DialogContext } from '../dialog-context.ts';
import { parseWhole, showWhole } from '../typed-text/number-text.ts';
import { TypedTextInput } from '../typed-text/input.tsx';

const UNITS: Record<string, string> = { Distance: 'Kilometers', Period: 'Days' };

export function TriggerAmountWidget(props: WidgetProps) {
  const type = (props.registry.formContext as DialogContext | undefined)?.formData?.trigger_type;
  const unit = UNITS[String(type)];
  const suffix = unit ? (
    <Text size="sm" c="dimmed" data-testid="amount-unit">
      {unit}
    </Text>
  ) : undefined;
  return <TypedTextInput widget={props} parse={parseWhole} show={showWhole} rightSection={suffix} inputMode="numeric" />;
}
