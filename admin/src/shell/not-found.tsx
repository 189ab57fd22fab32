import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export default function NotFound() {
  return (
    <Stack>
      <Title order={2}>Page not found</Title>
      <Text>There is no back-office page at this address.</Text>
      <Anchor component={Link} to="/dashboard">
        Go to the dashboard
      </Anchor>
    </Stack>
  );
}
