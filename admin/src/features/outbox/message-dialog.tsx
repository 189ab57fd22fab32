// An email as staff read it in the Outbox: to whom, its subject and text with its links
// clickable (a password reset's finishes the reset on a machine without SMTP), its attachments.
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { Fragment } from 'react';

const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** The text with each address in it as a link. */
function TextWithLinks({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text.split(LINK).map((part, i) =>
        i % 2 ? (
          <Anchor key={i} href={part} target="_blank" rel="noreferrer">
            {part}
          </Anchor>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

export function MessageDialog({ message, onClose }: { message: BaseRecord | null; onClose: () => void }) {
  const attachments = (message?.attachments as { filename: string }[] | null | undefined) ?? [];
  return (
    <Modal opened={message !== null} onClose={onClose} title={String(message?.subject ?? '')} size="lg" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          To {String(message?.to ?? '')}
        </Text>
        <TextWithLinks text={String(message?.text ?? '')} />
        {attachments.length > 0 && <Text size="sm">Attached: {attachments.map((a) => a.filename).join(', ')}</Text>}
      </Stack>
    </Modal>
  );
}
