// The top of a generic screen: its title, then its buttons: links to other pages, the extension's
// own, the sync buttons and "+ Add a …".
import { Button, Group, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import type { Definition } from './definitions.ts';
import type { ScreenLink } from './extension.ts';
import { SyncButtons } from './sync-buttons.tsx';

interface ScreenHeaderProps {
  definition: Definition;
  /** The links to pages the account opens. */
  links: ScreenLink[];
  /** The extension's own buttons, for an account that acts on every record. */
  Actions?: ComponentType;
  /** Whether the sync buttons show (for the same account). */
  sync: boolean;
  addButton: ReactNode;
}

export function ScreenHeader({ definition, links, Actions, sync, addButton }: ScreenHeaderProps) {
  return (
    <Group justify="space-between" wrap="wrap">
      <Title order={2}>{definition.label}</Title>
      <Group gap="xs">
        {links.map((link) => (
          <Button key={link.to} component={Link} to={link.to} variant="default">
            {link.label}
          </Button>
        ))}
        {Actions && <Actions />}
        {sync && <SyncButtons resource={definition.name} targets={definition.sync} />}
        {addButton}
      </Group>
    </Group>
  );
}
