// "Export CSV": every row the list's search, filters and tab match, in its order (not only the
// page shown), from the server's streamed export (GET /api/{route}/export).
import { Button } from '@mantine/core';
import { type CrudFilter, type CrudSort, useNotification } from '@refinedev/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { saveFile } from '../../../shared/save-file.ts';
import { failed } from '../lib/notices.ts';
import { listQuery } from '../providers/data-provider.ts';

export function ExportButton({ resource, filters, sorters }: { resource: string; filters: CrudFilter[]; sorters: CrudSort[] }) {
  const [pending, setPending] = useState(false);
  const { open } = useNotification();
  const download = async () => {
    setPending(true);
    try {
      saveFile(await api.file(`/${resource}/export`, listQuery(filters, sorters)), `${resource}.csv`);
    } catch (error) {
      open?.(failed('The export failed', { message: (error as Error).message, statusCode: 0 }));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={pending} onClick={() => void download()}>
      Export CSV
    </Button>
  );
}
