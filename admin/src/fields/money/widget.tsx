// Money: typed in dollars with two decimals, stored as integer cents (docs/decisions.md Data).
import type { WidgetProps } from '@rjsf/utils';
import { parseDollars, showDollars } from './number-text.ts';
import { TypedTextInput } from '../../forms/widgets/typed-text-input.tsx';

export function MoneyWidget(props: WidgetProps) {
  return <TypedTextInput widget={props} parse={parseDollars} show={showDollars} leftSection="$" inputMode="decimal" />;
}
