// Service bookings and registrations per week, the last 12 weeks: bars drawn by CSS, hidden from
// screen readers, and the same numbers as a table for them. No chart library: recharts, 100 kB
// compressed, made starting and drawing the chart the dashboard's longest task by far (Lighthouse's
// blocking time on a phone), for two series of twelve bars.
import { Group, Table, VisuallyHidden } from '@mantine/core';
import { formatDate } from '../../fields/date/format.ts';
import type { WeekActivity } from '../../../../shared/generated/types.ts';
import classes from './weekly-chart.module.css';

const SERIES = [
  { count: 'bookings', label: 'Service bookings', color: 'var(--mantine-color-gwmRed-7)' },
  { count: 'registrations', label: 'Registrations', color: 'var(--mantine-color-gray-6)' },
] as const;

/** The top of the scale: the first of 2, 4, 10, 20, 40, 100... at least `largest`, so its half is a whole number too. */
export function scaleTop(largest: number): number {
  for (let power = 1; ; power *= 10) {
    const top = [2, 4, 10].map((step) => step * power).find((step) => step >= largest);
    if (top !== undefined) return top;
  }
}

export function WeeklyChart({ weeks }: { weeks: WeekActivity[] }) {
  const top = scaleTop(Math.max(...weeks.flatMap((week) => SERIES.map(({ count }) => week[count]))));
  return (
    <>
      <div className={classes.chart} aria-hidden>
        <div className={classes.scale}>
          {[top, top / 2, 0].map((value) => (
            <span key={value}>{value}</span>
          ))}
        </div>
        <div className={classes.plot}>
          {weeks.map((week) => (
            <div key={week.week_start} className={classes.week}>
              <div className={classes.bars}>
                {SERIES.map(({ count, color }) => (
                  <div key={count} className={classes.bar} style={{ height: `${(week[count] / top) * 100}%`, background: color }} />
                ))}
              </div>
              <span className={classes.label}>{formatDate(week.week_start).slice(0, 5)}</span>
            </div>
          ))}
        </div>
      </div>
      <Group justify="center" gap="lg" mt="sm" aria-hidden>
        {SERIES.map(({ count, label, color }) => (
          <span key={count} className={classes.legend}>
            <span className={classes.swatch} style={{ background: color }} />
            {label}
          </span>
        ))}
      </Group>
      <VisuallyHidden>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Week starting</Table.Th>
              <Table.Th>Service bookings</Table.Th>
              <Table.Th>Registrations</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.week_start}>
                <Table.Td>{formatDate(week.week_start)}</Table.Td>
                <Table.Td>{week.bookings}</Table.Td>
                <Table.Td>{week.registrations}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
