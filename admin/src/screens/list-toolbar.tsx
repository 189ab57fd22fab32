// The bar above a generic screen's list: the search, the filters' button and Export CSV, then how
// many records the list holds and the rows per page.
import { Group, Text } from '@mantine/core';
import { inSentence } from '../lib/format.ts';
import type { Definition } from './definitions.ts';
import { ExportButton } from './export-button.tsx';
import { FilterBox } from './filter-box.tsx';
import { FiltersButton } from './list-filters.tsx';
import { PageSizeSelect } from './page-size-select.tsx';
import type { ResourceTableState } from './use-resource-table.ts';

interface ListToolbarProps {
  definition: Definition;
  table: ResourceTableState;
  label: string;
  exportable: boolean;
  /** The filters' panel, where the list has filters: whether it is open, its id and its toggle. */
  filtering?: { opened: boolean; panelId: string; onToggle: () => void };
}

export function ListToolbar({ definition, table, label, exportable, filtering }: ListToolbarProps) {
  const { query, total } = table;
  return (
    <Group justify="space-between" wrap="wrap">
      <Group gap="xs">
        {definition.can.search && <FilterBox label={definition.label} value={table.search} onSearch={table.setSearch} />}
        {filtering && <FiltersButton applied={Object.keys(table.filters).length} {...filtering} />}
        {exportable && <ExportButton resource={definition.name} filters={table.selection.filters} sorters={table.selection.sorters} />}
      </Group>
      <Group gap="lg">
        <Text size="sm" c="dimmed" aria-live="polite">
          {query.isSuccess ? `${total} ${inSentence(total === 1 ? definition.singular : label)}` : ''}
        </Text>
        <PageSizeSelect sizes={definition.pageSizes} value={table.pageSize} onChange={table.setPageSize} />
      </Group>
    </Group>
  );
}
