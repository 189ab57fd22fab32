// The new key, shown once: its login name and secret, each with a copy button, and a warning that
// the secret cannot be seen again. Done is the only way on, and it forgets the secret.
import { ActionIcon, Alert, Button, CopyButton, Group, Stack, Textarea, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { NewApiKey } from './api-key-types.ts';

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    // A text area rather than an input, so the long values wrap on a phone instead of being cut off.
    <Textarea
      label={label}
      value={value}
      readOnly
      autosize
      minRows={1}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
              <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={copied ? `${label} copied` : `Copy the ${label}`}>
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

export function KeyShown({ created, onDone }: { created: NewApiKey; onDone: () => void }) {
  return (
    <Stack>
      <Alert color="orange" icon={<IconAlertTriangle />} title="Copy the key now: it is not shown again">
        Once you press Done, nobody can see this API key again. If it is lost, delete it and add a new one.
      </Alert>
      <CopyField label="API Username" value={created.api_username} />
      <CopyField label="API Key" value={created.api_key} />
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
