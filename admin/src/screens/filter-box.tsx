// The list's search (docs/back-office.md 9): it runs on Enter or the Search button, never mid-word, so
// a search over half a million owners is one request; Show All clears it.
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { inSentence } from '../lib/format.ts';
import { useDraft } from '../lib/use-draft.ts';

export function FilterBox({ label, value, onSearch }: { label: string; value: string; onSearch: (text: string) => void }) {
  const { draft: text, setDraft: setText, sent } = useDraft(value);
  const plural = inSentence(label);
  const search = (next: string) => {
    sent(next);
    onSearch(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text.trim());
  };

  return (
    <form role="search" onSubmit={submit}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          type="search"
          aria-label={`Search ${plural}`}
          placeholder={`Search ${plural}`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
          miw={0}
        />
        {/* On a phone the box gives up room, never the buttons their words. */}
        <Button type="submit" variant="default" flex="none">
          Search
        </Button>
        <Button variant="subtle" flex="none" disabled={!value && !text} onClick={() => search('')}>
          Show All
        </Button>
      </Group>
    </form>
  );
}
