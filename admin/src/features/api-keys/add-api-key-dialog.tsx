// The add dialog: the form, then on 201 the key shown once. It cannot be dismissed while the key
// is being made (the answer would be lost) nor, once shown, except by Done, which forgets the
// secret before closing.
import { Modal } from '@mantine/core';
import { useLastDefined } from '../../lib/use-last-defined.ts';
import { ApiKeyForm } from './api-key-form.tsx';
import { KeyShown } from './key-shown.tsx';
import { useCreateApiKey } from './use-create-api-key.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}

export function AddApiKeyDialog({ opened, onClose, onCreated }: Props) {
  const { create, creating, created, forget } = useCreateApiKey(onCreated);
  // While the dialog fades out after Done, it keeps the key view, now without the secret.
  const view = useLastDefined(opened ? (created ? 'key' : 'form') : null);

  const close = () => {
    if (creating) return;
    forget();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={view === 'key' ? 'API key created' : 'Add an API key'}
      closeOnClickOutside={false}
      closeOnEscape={view !== 'key'}
      withCloseButton={view !== 'key'}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {view === 'key' ? created && <KeyShown created={created} onDone={close} /> : <ApiKeyForm onCreate={create} creating={creating} onCancel={close} />}
    </Modal>
  );
}
