// Money: typed in dollars with two decimals, stored as integer cents (docs/decisions.md Data).
import type { WidgetProps } from '@rjsf/utils';
import { TypedTextInput } from '../typed-text/input.tsx';
import { parseDollars, showDollars } from '../typed-text/number-text.ts';

export function MoneyWidget(props: WidgetProps) {
  return <TypedTextInput widget={props} parse={parseDollars} show={showDollars} leftSection="$" inputMode="decimal" />;
}
