// A page the back office does not show here (none at this address, or not this account's), with the
// way back to the account's landing page.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAccess } from '../providers/access.tsx';

export function NoPage({ title, text }: { title: string; text: string }) {
  const { home, homeLabel } = useAccess();
  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <Text>{text}</Text>
      <Anchor component={Link} to={home}>
        Go to {homeLabel}
      </Anchor>
    </Stack>
  );
}

export default function NotFound() {
  return <NoPage title="Page not found" text="There is no back-office page at this address." />;
}
