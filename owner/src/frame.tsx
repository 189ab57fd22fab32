// The owner app's frame: the shell's public layout filled with the content store's menu and
// the session's controls (the owner bar only for a signed-in owner).
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { staffHome } from '../../shared/routes.ts';
import { HeaderLogo } from './features/menu/header-logo.tsx';
import { QuickLinks } from './features/menu/header-links.tsx';
import { ModelsMenu } from './features/menu/models-menu.tsx';
import { AccountArea } from './features/session/account-area.tsx';
import { OwnerBar } from './features/session/owner-bar.tsx';
import { session } from './session-state.ts';
import { paths } from './paths.ts';
import { Layout } from './shell/layout.tsx';

export function Frame({ children }: { children: ReactNode }) {
  const { user } = useSnapshot(session);
  const owner = user !== null && !staffHome(user.role);
  return (
    <Layout
      quickLinks={<QuickLinks />}
      logo={<HeaderLogo homeHref={owner ? paths.home : paths.maintenance} />}
      menu={<ModelsMenu />}
      account={<AccountArea />}
      ownerBar={owner && <OwnerBar />}
    >
      {children}
    </Layout>
  );
}
