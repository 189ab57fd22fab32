// Opening hours Monday to Sunday: each day is open between two times, closed, or by appointment
// only. Time inputs take only times, so the two words are a choice of their own and are stored in
// both values of the day (shared/opening-hours.ts reads them back). One line a day on a wide
// screen; on a phone the times go under the day, each with its own visible label.
import { Grid, NativeSelect, Text, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { BY_APPOINTMENT, CLOSED, type DayKind } from '../../../../shared/opening-hours.ts';
import type { FieldErrors } from '../../../../shared/validation.ts';
import type { DayValues } from './dealer-values.ts';

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

interface Props {
  hours: DayValues[];
  errors: FieldErrors;
  onChange: (index: number, change: Partial<DayValues>) => void;
}

interface TimeProps extends Omit<Props, 'hours'> {
  day: DayValues;
  index: number;
  edge: 'open' | 'close';
}

function TimeField({ day, edge, index, errors, onChange }: TimeProps) {
  const word = edge === 'open' ? 'Opens' : 'Closes';
  if (day.kind !== 'open') return null;
  return (
    <TimeInput
      label={word}
      labelProps={{ hiddenFrom: 'sm' }}
      aria-label={`${day.day} ${word.toLowerCase()}`}
      name={`dealer_hours.${index}.${edge}`}
      value={day[edge]}
      error={errors[`dealer_hours.${index}.${edge}`]?.join(' ')}
      onChange={(event) => onChange(index, { [edge]: event.currentTarget.value })}
    />
  );
}

export function OpeningHoursFields({ hours, errors, onChange }: Props) {
  return (
    <section aria-labelledby="opening-hours-title">
      <Title order={3} size="h5" id="opening-hours-title" mb="xs">
        Opening hours
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
      {hours.map((day, index) => (
        <Grid key={day.day} gap="xs" align="flex-start" py={4}>
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
              onChange={(event) => onChange(index, { kind: event.currentTarget.value as DayKind })}
            />
          </Grid.Col>
          {(['open', 'close'] as const).map((edge) => (
            <Grid.Col key={edge} span={SPANS.time}>
              <TimeField day={day} edge={edge} index={index} errors={errors} onChange={onChange} />
            </Grid.Col>
          ))}
        </Grid>
      ))}
    </section>
  );
}
