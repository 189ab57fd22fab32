// Opening hours Monday to Sunday (x-widget "openingHours"): each day is open between two times,
// closed, or by appointment only. Time inputs take only times, so the two words are a choice of
// their own (week-hours.ts keeps them in both values of the day). One line a day on a wide
// screen; on a phone the times go under the day, each with its own visible label. Each time shows
// its own message ("A time is required"): the widget field hands over the errors by day.
import { Grid, NativeSelect, Text, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { WidgetProps } from '@rjsf/utils';
import { BY_APPOINTMENT, CLOSED, type DayKind } from '../../../../shared/opening-hours.ts';
import type { DealerHours } from '../../../../shared/generated/types.ts';
import { type DayValues, daysOf, storedOf } from './week-hours.ts';

const KINDS: { value: DayKind; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: CLOSED },
  { value: 'appointment', label: BY_APPOINTMENT },
];

const SPANS = { day: { base: 5, sm: 2 }, kind: { base: 7, sm: 4 }, time: { base: 6, sm: 3 } };
const HEADINGS = [
  ['Day', SPANS.day],
  ['Hours', SPANS.kind],
  ['Opens', SPANS.time],
  ['Closes', SPANS.time],
] as const;

type Edge = 'open' | 'close';
/** RJSF's error tree of the week: messages by day and time. */
type WeekErrors = Record<number, Partial<Record<Edge, { __errors?: string[] }>> | undefined>;

interface DayProps {
  id: string;
  day: DayValues;
  index: number;
  disabled: boolean;
  errorOf: (index: number, edge: Edge) => string | undefined;
  onChange: (index: number, change: Partial<DayValues>) => void;
}

function TimeField({ id, day, index, edge, disabled, errorOf, onChange }: DayProps & { edge: Edge }) {
  const word = edge === 'open' ? 'Opens' : 'Closes';
  if (day.kind !== 'open') return null;
  return (
    <TimeInput
      // RJSF's id for the value, so its focus on the first error finds the input.
      id={`${id}_${index}_${edge}`}
      label={word}
      labelProps={{ hiddenFrom: 'sm' }}
      aria-label={`${day.day} ${word.toLowerCase()}`}
      value={day[edge]}
      disabled={disabled}
      error={errorOf(index, edge)}
      onChange={(event) => onChange(index, { [edge]: event.currentTarget.value })}
    />
  );
}

function DayLine(props: DayProps) {
  const { day, index, disabled, onChange } = props;
  return (
    <Grid gap="xs" align="flex-start" py={4}>
      <Grid.Col span={SPANS.day}>
        <Text fw={600} size="sm" pt={8}>
          {day.day}
        </Text>
      </Grid.Col>
      <Grid.Col span={SPANS.kind}>
        <NativeSelect
          aria-label={`${day.day} hours`}
          data={KINDS}
          value={day.kind}
          disabled={disabled}
          onChange={(event) => onChange(index, { kind: event.currentTarget.value as DayKind })}
        />
      </Grid.Col>
      {(['open', 'close'] as const).map((edge) => (
        <Grid.Col key={edge} span={SPANS.time}>
          <TimeField {...props} edge={edge} />
        </Grid.Col>
      ))}
    </Grid>
  );
}

interface WeekProps extends Omit<DayProps, 'day' | 'index'> {
  label: string;
  days: DayValues[];
}

function WeekHoursInputs({ label, days, ...props }: WeekProps) {
  return (
    <section aria-labelledby={`${props.id}-title`}>
      <Title order={3} size="h5" id={`${props.id}-title`} mb="xs">
        {label}
      </Title>
      <Grid gap="xs" visibleFrom="sm" aria-hidden>
        {HEADINGS.map(([heading, span]) => (
          <Grid.Col key={heading} span={span}>
            <Text size="sm" fw={700}>
              {heading}
            </Text>
          </Grid.Col>
        ))}
      </Grid>
      {days.map((day, index) => (
        <DayLine key={day.day} {...props} day={day} index={index} />
      ))}
    </section>
  );
}

export function OpeningHoursWidget({ id, label, value, disabled, readonly, onChange, errorSchema }: WidgetProps) {
  const days = daysOf(value as DealerHours | undefined);
  const errors = errorSchema as WeekErrors | undefined;
  const errorOf = (index: number, edge: Edge) => errors?.[index]?.[edge]?.__errors?.join(' ') || undefined;
  const change = (index: number, next: Partial<DayValues>) => onChange(storedOf(days.map((day, i) => (i === index ? { ...day, ...next } : day))));
  return <WeekHoursInputs id={id} label={label} days={days} disabled={Boolean(disabled || readonly)} errorOf={errorOf} onChange={change} />;
}
