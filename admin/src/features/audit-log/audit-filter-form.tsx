// The audit log's search: person, record type, record id and a range of days, applied together
// on Search (never while typing); Clear shows every entry again.
import { Button, Group, Select, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type AuditFilters, NO_FILTERS } from './audit-filters.ts';
import { RECORD_TYPES } from './audit-record-types.ts';

export function AuditFilterForm({ applied, onApply }: { applied: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState(applied);
  const set = (change: Partial<AuditFilters>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form role="search" aria-label="Search the audit log" onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput label="Person" placeholder="Email, or part of it" value={draft.person} onChange={(e) => set({ person: e.currentTarget.value })} w={240} />
        <Select
          label="Record type"
          placeholder="Any"
          data={RECORD_TYPES}
          value={draft.entity}
          onChange={(entity) => set({ entity })}
          clearable
          searchable
          w={200}
        />
        <TextInput label="Record id" value={draft.recordId} onChange={(e) => set({ recordId: e.currentTarget.value })} w={120} />
        <TextInput type="date" label="From" value={draft.from} onChange={(e) => set({ from: e.currentTarget.value })} w={160} />
        <TextInput type="date" label="To" value={draft.to} onChange={(e) => set({ to: e.currentTarget.value })} w={160} />
        <Button type="submit">Search</Button>
        <Button
          variant="subtle"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear
        </Button>
      </Group>
    </form>
  );
}
