// Setting two-step sign-in up: a new secret as a QR code and as text for the authenticator app,
// the first code it shows to confirm it, then the ten recovery codes, shown this once. Used from
// the account menu and by the page staff see first when an administrator requires it.
import { Alert, Button, Code, Group, Image, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../../shared/api-client.ts';
import type { TwoStepSetup } from '../../../../shared/generated/types.ts';
import { confirmTwoStep, startTwoStepSetup } from './two-step-calls.ts';

export const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'The server did not answer. Please try again.');

function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack>
      <Alert color="green" title="Two-step sign-in is on">
        From now on, signing in asks for the code your authenticator app shows after your password.
      </Alert>
      <Alert color="orange" icon={<IconAlertTriangle />} title="Keep these recovery codes somewhere safe: they are not shown again">
        Each one signs you in once in place of the app&apos;s code, if your phone is lost.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" aria-label="Recovery codes">
        {codes.map((code) => (
          <Code key={code} fz="md" ta="center">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={onDone}>I have kept them</Button>
      </Group>
    </Stack>
  );
}

export function SetupSteps({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    // Each setup replaces the one before: only the last one asked for is shown (React may run this twice in development).
    let current = true;
    startTwoStepSetup().then(
      (started) => current && setSetup(started),
      (failure: unknown) => current && setError(messageOf(failure)),
    );
    return () => {
      current = false;
    };
  }, []);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      setCodes((await confirmTwoStep(code.replace(/\s/g, ''))).recovery_codes);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  if (codes) return <RecoveryCodesShown codes={codes} onDone={onDone} />;
  if (!setup) return error ? <Alert color="red">{error}</Alert> : <Loader aria-label="Preparing the setup" />;
  return (
    <form onSubmit={confirm}>
      <Stack>
        <Text size="sm">1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</Text>
        <Image src={setup.qr_code} alt="QR code of the two-step sign-in secret" w={200} h={200} mx="auto" />
        <Text size="sm">Or type this secret into the app:</Text>
        <Code block fz="md" data-testid="two-step-secret" style={{ wordBreak: 'break-all' }}>
          {setup.secret}
        </Code>
        <TextInput
          label="2. Enter the 6-digit code the app shows"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={error || undefined}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Turn on two-step sign-in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
