// The add/edit dealer dialog of the Dealers screen: a new dealer starts empty; an existing one is
// loaded first. A successful save closes it (the list reloads through Refine); full screen on a phone.
import { Alert, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLastDefined } from '../../lib/use-last-defined.ts';
import { Loading } from '../../shell/loading.tsx';
import { DealerForm } from './dealer-form.tsx';
import { useDealer } from './use-dealer.ts';

/** Which dealer the dialog is for: a new one, or the one with this id. */
export type DialogTarget = { mode: 'create' } | { mode: 'edit'; id: number };

interface Props {
  target: DialogTarget | null;
  onClose: () => void;
}

function EditBody({ id, onClose }: { id: number; onClose: () => void }) {
  const { dealer, loading, error } = useDealer(id);
  if (loading) return <Loading />;
  if (error || !dealer)
    return (
      <Alert color="red" title="The dealer could not be loaded">
        {error?.message ?? 'Please try again.'}
      </Alert>
    );
  return <DealerForm key={dealer.updated_at} record={dealer} onSaved={onClose} onCancel={onClose} />;
}

export function DealerDialog({ target: chosen, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  const target = useLastDefined(chosen);
  const title = target?.mode === 'edit' ? 'Edit dealer' : 'Add a dealer';
  return (
    <Modal opened={chosen !== null} onClose={onClose} title={title} size="56rem" fullScreen={phone} closeButtonProps={{ 'aria-label': 'Close' }}>
      {target?.mode === 'edit' ? <EditBody id={target.id} onClose={onClose} /> : target && <DealerForm onSaved={onClose} onCancel={onClose} />}
    </Modal>
  );
}
