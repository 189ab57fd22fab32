// The back office: Refine (headless) on our data, auth and notification providers, Mantine for
// the look, react-router for the back-office paths of the route table, each shown to the accounts
// that open it (providers/access.tsx). It composes the rooms (admin/README.md, Layout): what the
// frame shows of a feature, the account menu's settings, is handed to it here.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Refine } from '@refinedev/core';
import routerProvider, { DocumentTitleHandler } from '@refinedev/react-router';
import { IconShieldLock } from '@tabler/icons-react';
import { Suspense, lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { resources } from '../generated/resources.ts';
import { authProvider } from './providers/auth-provider.ts';
import { dataProvider } from './providers/data-provider.ts';
import { useAccess } from './providers/access.tsx';
import { notificationProvider } from './providers/notification-provider.ts';
import { PageStyles, SCREENS } from './screens/registry.tsx';
import { AccessGate } from './shell/access-gate.tsx';
import { type AccountSetting, Layout } from './shell/layout.tsx';
import { Loading } from './shell/loading.tsx';
import NotFound from './shell/not-found.tsx';
import { titleFor } from './shell/page-title.ts';
import { theme } from './theme.ts';

const refineResources = resources.map((r) => ({ name: r.name, list: r.path, meta: { label: r.label } }));

/** The account menu's settings: features' dialogs, each its own chunk, handed to the frame. */
const ACCOUNT: AccountSetting[] = [
  { label: 'Two-step sign-in', icon: <IconShieldLock size={16} />, Dialog: lazy(() => import('./features/two-step/two-step-dialog.tsx')) },
];

export function App() {
  const { home } = useAccess();
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      <BrowserRouter>
        <Refine
          dataProvider={dataProvider}
          authProvider={authProvider}
          routerProvider={routerProvider}
          notificationProvider={notificationProvider}
          resources={refineResources}
          options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
        >
          <Layout account={ACCOUNT}>
            <Suspense fallback={<Loading />}>
              <PageStyles />
              <Routes>
                <Route index element={<Navigate to={home} replace />} />
                {SCREENS.map(({ path, Page }) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      <AccessGate>
                        <Page />
                      </AccessGate>
                    }
                  />
                ))}
                <Route path="*" element={<NotFound />} />
              </Routes>
            </Suspense>
          </Layout>
          <DocumentTitleHandler handler={({ pathname }) => titleFor(pathname ?? window.location.pathname)} />
        </Refine>
      </BrowserRouter>
    </MantineProvider>
  );
}
