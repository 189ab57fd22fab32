import { Title } from '@mantine/core';

export default function DashboardPage() {
  return <Title order={2}>Dashboard</Title>;
}
