// Asks before disabling a dealer (its row's Disable, the dealers' delete), saying that its PMAs
// (the postcodes allocated to it) are also removed (docs/back-office.md 4), since a restore does not
// bring them back.
import { useLastDefined } from '../../lib/use-last-defined.ts';
import { ConfirmDialog } from '../../screens/confirm-dialog.tsx';
import type { BaseRecord } from '@refinedev/core';
import { asDealer, pmaCount } from './dealer-types.ts';
import { useDisableDealer } from './use-dealer-status.ts';

interface Props {
  record: BaseRecord | null;
  onClose: () => void;
}

export function DisableDealerDialog({ record, onClose }: Props) {
  const { disable, disabling } = useDisableDealer();
  const chosen = record && asDealer(record);
  const dealer = useLastDefined(chosen);
  const count = dealer ? pmaCount(dealer) : 0;

  const confirm = async () => {
    if (!chosen) return;
    try {
      await disable(chosen);
      onClose();
    } catch {
      // The notification said why; the dialog stays so the user can try again or cancel.
    }
  };

  return (
    <ConfirmDialog opened={chosen !== null} title="Disable dealer" action="Disable" pending={disabling} onConfirm={() => void confirm()} onClose={onClose}>
      Disable <strong>{dealer?.name}</strong>? The dealer&apos;s PMAs are also removed
      {count ? ` (${count} postcode${count === 1 ? '' : 's'} will have no ${dealer?.brand} dealer)` : ''}. Restoring the dealer later does not bring them back.
    </ConfirmDialog>
  );
}
