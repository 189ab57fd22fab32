// The back office's frame (docs/back-office.md, Admin shell): a top bar with the logo, the title
// myGWM, the account menu (the settings app.tsx hands in: two-step sign-in) and Logout; a drawer
// listing every section the account opens (providers/access.tsx), collapsible on a small screen,
// with the staff member's name, their dealer for a dealer's staff, and email at its foot. The
// sections scroll when the window is too short for them all, with a shadow at each edge that has
// more beyond it and a scrollbar always shown.
import { AppShell, Burger, Button, Group, Menu, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SECTIONS, sectionOf } from '../../../shared/back-office-sections.ts';
import { useScrollEdges } from '../lib/use-scroll-edges.ts';
import { useAccess } from '../providers/access.tsx';
import { Logo } from './logo.tsx';

/**
 * One of the account menu's settings: its item and the dialog it opens. The dialogs are features',
 * handed in by app.tsx, which loads each as its own chunk: opened now and then, never at first load.
 */
export interface AccountSetting {
  label: string;
  icon: ReactNode;
  Dialog: ComponentType<{ opened: boolean; onClose: () => void }>;
}

/** The signed-in staff member's own settings. */
function AccountMenu({ settings }: { settings: AccountSetting[] }) {
  const [shown, setShown] = useState<AccountSetting>();
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} />}>
            Account
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {settings.map((setting) => (
            <Menu.Item key={setting.label} leftSection={setting.icon} onClick={() => setShown(setting)}>
              {setting.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {shown && (
        <Suspense fallback={null}>
          <shown.Dialog opened onClose={() => setShown(undefined)} />
        </Suspense>
      )}
    </>
  );
}

interface Identity {
  name: string;
  email: string;
  /** The dealer a dealer's staff member works for. */
  dealer?: string;
}

export function Layout({ account, children }: { account: AccountSetting[]; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure();
  const { pathname } = useLocation();
  const { data: identity } = useGetIdentity<Identity>();
  const { mutate: logout, isPending } = useLogout();
  const { opens } = useAccess();
  const active = sectionOf(pathname)?.path;
  const { ref: sectionsRef, onScroll: onSectionsScroll, attributes: sectionsEdges } = useScrollEdges<HTMLDivElement>();

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 250, breakpoint: 'md', collapsed: { mobile: !opened } }} padding="lg">
      <AppShell.Header className="admin-header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" color="white" aria-label="Show the sections" />
            <Logo />
            <Title order={1} size="h3" c="white" className="admin-title">
              myGWM
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <AccountMenu settings={account} />
            <Button onClick={() => logout()} loading={isPending}>
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label="Sections">
        <AppShell.Section grow className="admin-drawer-sections" {...sectionsEdges}>
          <div ref={sectionsRef} onScroll={onSectionsScroll} className="admin-drawer-scroller">
            {SECTIONS.filter((section) => section.inDrawer && opens(section.path)).map((section) => (
              <NavLink key={section.path} component={Link} to={section.path} label={section.label} active={section.path === active} onClick={close} />
            ))}
          </div>
        </AppShell.Section>
        <AppShell.Section p="md" className="admin-drawer-footer">
          <Stack gap={0}>
            <Text fw={700} size="sm">
              {identity?.name}
            </Text>
            {identity?.dealer && <Text size="sm">{identity.dealer}</Text>}
            <Text size="xs" c="dimmed">
              {identity?.email}
            </Text>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
