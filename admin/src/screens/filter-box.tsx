// The list's search box: it searches on the server as you type (after a short pause) and at once on Enter.
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

const PAUSE_MS = 300;

export function FilterBox({ label, value, onSearch }: { label: string; value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [settled] = useDebouncedValue(text, PAUSE_MS);
  useEffect(() => onSearch(settled), [settled]); // eslint-disable-line react-hooks/exhaustive-deps -- only a settled text searches

  return (
    <TextInput
      type="search"
      aria-label={`Search ${label.toLowerCase()}`}
      placeholder={`Search ${label.toLowerCase()}`}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Enter' && onSearch(text)}
      rightSection={text ? <CloseButton aria-label="Clear the search" onClick={() => setText('')} /> : null}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
