// A disabled dealer's Restore, at the end of its row in the Disabled tab (GET /api/dealers/restore/{id}).
import type { BaseRecord } from '@refinedev/core';
import { IconRestore } from '@tabler/icons-react';
import { RowAction } from '../../screens/row-actions.tsx';
import { asDealer } from './dealer-types.ts';
import { useRestoreDealer } from './use-dealer-status.ts';

export function RestoreButton({ record }: { record: BaseRecord }) {
  const { restore, restoring } = useRestoreDealer();
  const dealer = asDealer(record);
  if (dealer.enabled !== false) return null;
  return (
    <RowAction label={`Restore ${dealer.name}`} color="green" loading={restoring === dealer.id} onClick={() => void restore(dealer)}>
      <IconRestore size={18} />
    </RowAction>
  );
}
