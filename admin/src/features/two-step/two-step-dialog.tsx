// The account menu's "Two-step sign-in": whether it is on and the recovery codes left; set it up
// (or again, on a new phone); turn it off with the password or a code; and, for every staff
// account, whether an administrator requires it.
import { Alert, Button, Group, Loader, Modal, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useNotification } from '@refinedev/core';
import { type FormEvent, useEffect, useState } from 'react';
import type { TwoStepStatus } from '../../../../shared/generated/types.ts';
import { SetupSteps, messageOf } from './setup-steps.tsx';
import { requireTwoStep, turnOffTwoStep, twoStepStatus } from './two-step-calls.ts';

function TurnOff({ onOff, onCancel }: { onOff: (status: TwoStepStatus) => void; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      onOff(await turnOffTwoStep(password ? { password } : { code: code.trim() }));
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack>
        <Text size="sm">To turn two-step sign-in off, enter your password or a code from your authenticator app.</Text>
        <PasswordInput label="Password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} autoComplete="current-password" />
        <TextInput label="Or a code" value={code} onChange={(event) => setCode(event.currentTarget.value)} autoComplete="one-time-code" />
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={busy}>
            Turn off
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Requirement({ status, onChange }: { status: TwoStepStatus; onChange: (required: boolean) => void }) {
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);
  async function change(required: boolean) {
    setBusy(true);
    try {
      onChange((await requireTwoStep(required)).two_step_required);
    } catch (failure) {
      open?.({ type: 'error', message: 'The setting was not changed', description: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Switch
      checked={status.required}
      disabled={busy}
      onChange={(event) => void change(event.currentTarget.checked)}
      label="Require two-step sign-in for every staff account"
      description="Staff without it are asked to set it up before anything else when they next sign in or act."
    />
  );
}

export default function TwoStepDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [status, setStatus] = useState<TwoStepStatus | null>(null);
  const [error, setError] = useState('');
  const [step, setStep] = useState<'status' | 'setup' | 'off'>('status');

  const reload = () => twoStepStatus().then(setStatus, (failure: unknown) => setError(messageOf(failure)));
  useEffect(() => {
    if (opened) void reload();
  }, [opened]);
  const close = () => {
    setStep('status');
    onClose();
  };

  let body;
  if (!status) body = error ? <Alert color="red">{error}</Alert> : <Loader aria-label="Loading" />;
  else if (step === 'setup')
    body = (
      <SetupSteps
        onDone={() => {
          setStep('status');
          void reload();
        }}
      />
    );
  else if (step === 'off')
    body = (
      <TurnOff
        onOff={(next) => {
          setStatus(next);
          setStep('status');
        }}
        onCancel={() => setStep('status')}
      />
    );
  else
    body = (
      <Stack>
        {status.enabled ? (
          <Alert color="green" title="Two-step sign-in is on">
            {status.recovery_codes_left} of your recovery codes are left unused.
          </Alert>
        ) : (
          <Text size="sm">
            Two-step sign-in is off: your password alone signs you in. With it on, signing in also asks for a code from an app on your phone.
          </Text>
        )}
        <Group>
          <Button onClick={() => setStep('setup')}>{status.enabled ? 'Set up again (a new phone)' : 'Set up two-step sign-in'}</Button>
          {status.enabled && !status.required && (
            <Button variant="default" color="red" onClick={() => setStep('off')}>
              Turn off
            </Button>
          )}
        </Group>
        <Requirement status={status} onChange={(required) => setStatus({ ...status, required })} />
      </Stack>
    );

  return (
    <Modal opened={opened} onClose={close} title="Two-step sign-in" size="lg">
      {body}
    </Modal>
  );
}
