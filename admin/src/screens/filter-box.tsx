// The list's search (back-office.txt 9): it runs on Enter or the Search button, never mid-word, so
// a search over half a million owners is one request; Show All clears it.
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { inSentence } from '../lib/format.ts';

export function FilterBox({ label, value, onSearch }: { label: string; value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  // A search set from elsewhere (a tab that resets it) shows in the box.
  const [searched, setSearched] = useState(value);
  if (value !== searched) {
    setSearched(value);
    setText(value);
  }
  const plural = inSentence(label);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
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
        <Button
          variant="subtle"
          flex="none"
          disabled={!value && !text}
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          Show All
        </Button>
      </Group>
    </form>
  );
}
