// What a staff member sees first, before the back office, while an administrator requires
// two-step sign-in and theirs is not set up: the setup, then on into the back office.
import { Button, Card, Container, Group, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { endSession } from '../../../../shared/account.ts';
import { SIGN_IN_PATH } from '../../../../shared/routes.ts';
import '../../screens/page-styles.ts';
import { theme } from '../../theme.ts';
import { SetupSteps } from './setup-steps.tsx';

export default function RequiredSetupPage() {
  return (
    <MantineProvider theme={theme}>
      <Container size="sm" py="xl">
        <Card withBorder padding="xl">
          <Stack>
            <Title order={1} size="h2">
              Set up two-step sign-in
            </Title>
            <Text>An administrator requires two-step sign-in for every staff account. Set it up to continue to the back office.</Text>
            <SetupSteps onDone={() => window.location.assign(window.location.pathname)} />
            <Group justify="flex-start">
              <Button variant="subtle" onClick={() => void endSession().then(() => window.location.assign(SIGN_IN_PATH))}>
                Logout
              </Button>
            </Group>
          </Stack>
        </Card>
      </Container>
    </MantineProvider>
  );
}
