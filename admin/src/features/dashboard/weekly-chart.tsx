// Service bookings and registrations per week, the last 12 weeks: a bar chart (its own chunk,
// with recharts) and the same numbers as a table for screen readers.
import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';
import { formatDate } from '../../fields/date/format.ts';
import type { WeekActivity } from '../../../../shared/generated/types.ts';

export default function WeeklyChart({ weeks }: { weeks: WeekActivity[] }) {
  const data = weeks.map((week) => ({ week: formatDate(week.week_start).slice(0, 5), Bookings: week.bookings, Registrations: week.registrations }));
  return (
    <>
      <BarChart
        h={280}
        data={data}
        dataKey="week"
        series={[
          { name: 'Bookings', label: 'Service bookings', color: 'gwmRed.7' },
          { name: 'Registrations', color: 'gray.6' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        // Hidden from screen readers, who have the table below; so nothing in it may take the
        // keyboard's focus either, as recharts' keyboard layer would (a focus stop nobody hears).
        aria-hidden
        barChartProps={{ accessibilityLayer: false }}
      />
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
