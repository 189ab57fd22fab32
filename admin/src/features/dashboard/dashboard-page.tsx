// The dashboard: the seven count tiles and the weekly activity chart.
import { Card, Stack, Text, Title } from '@mantine/core';
import { Loading } from '../../shell/loading.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { DashboardTiles } from './dashboard-tiles.tsx';
import { useDashboard } from './use-dashboard.ts';
import { WeeklyChart } from './weekly-chart.tsx';

export default function DashboardPage() {
  const { query, counts } = useDashboard();
  return (
    <Stack gap="lg">
      <Title order={2}>Dashboard</Title>
      {query.isError && <LoadFailure title="The counts could not be loaded" message={query.error.message} onRetry={() => void query.refetch()} />}
      <DashboardTiles counts={counts} />
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="weekly-title">
        <Text id="weekly-title" fw={700} mb="md">
          Service bookings and registrations per week, last 12 weeks
        </Text>
        {counts ? <WeeklyChart weeks={counts.weekly} /> : <Loading />}
      </Card>
    </Stack>
  );
}
