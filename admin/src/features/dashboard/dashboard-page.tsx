// The dashboard: the six count tiles and the weekly activity chart (loaded after the tiles, in
// its own chunk, so the first page of the back office stays light).
import { Card, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Loading } from '../../shell/loading.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { DashboardTiles } from './dashboard-tiles.tsx';
import { useDashboard } from './use-dashboard.ts';

const WeeklyChart = lazy(() => import('./weekly-chart.tsx'));

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
        <Suspense fallback={<Loading />}>{counts ? <WeeklyChart weeks={counts.weekly} /> : <Loading />}</Suspense>
      </Card>
    </Stack>
  );
}
