// The route table of docs/owner-app.md 2.1 for the owner app. Admin-only paths belong to the
// back office bundle; the server sends them there, and a client-side visit is passed on.
import { type ReactNode, useEffect } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { isAdminPath } from '../../shared/routes.ts';
import { MyBookings } from './features/bookings/my-bookings.tsx';
import { GaragePage } from './features/garage/garage-page.tsx';
import { MaintenancePage } from './features/maintenance/maintenance-page.tsx';
import { ForgotPasswordPage } from './features/password/forgot-password-page.tsx';
import { ResetPasswordPage } from './features/password/reset-password-page.tsx';
import { NotFoundPage } from './features/placeholder/not-found-page.tsx';
import { RegistrationPage } from './features/registration/registration-page.tsx';
import { type Access, Guard } from './features/session/guard.tsx';
import { LogoutPage } from './features/session/logout-page.tsx';
import { SignInPage } from './features/session/sign-in-page.tsx';
import { Frame } from './frame.tsx';
import { paths, vehicleIdOf } from './paths.ts';
import { lazyPage } from './shell/lazy-page.tsx';
import { PageLoading } from './shell/page-loading.tsx';
import { usePageTitle } from './shell/page-title.ts';

interface RouteEntry {
  path: string;
  access: Access;
  title?: string;
  page: (title: string, params: Params) => ReactNode;
  /** A page loaded when first opened: the fetch of its chunk. */
  load?: () => Promise<unknown>;
}

type Params = Record<string, string | undefined>;

// An owner's pages other than the garage load when first opened, keeping the first load small. The
// garage, where owners land, and the pages before signing in come with it: an emailed link opens
// those on a phone, where a short page drawn after the frame would move the footer into view.
const vehicle = lazyPage(
  () => import('./features/vehicle/vehicle-page.tsx'),
  (m) => m.VehiclePage,
);
const myDealer = lazyPage(
  () => import('./features/dealer/my-dealer-page.tsx'),
  (m) => m.MyDealerPage,
);
const changeDealer = lazyPage(
  () => import('./features/dealer/change-dealer-page.tsx'),
  (m) => m.ChangeDealerPage,
);
const booking = lazyPage(
  () => import('./features/booking/booking-page.tsx'),
  (m) => m.BookingPage,
);
const videos = lazyPage(
  () => import('./features/videos/videos-page.tsx'),
  (m) => m.VideosPage,
);
const account = lazyPage(
  () => import('./features/account/account-page.tsx'),
  (m) => m.AccountPage,
);

const ROUTES: RouteEntry[] = [
  { path: paths.maintenance, access: 'visitor', page: () => <MaintenancePage /> },
  { path: paths.login, access: 'visitor', title: 'Sign in', page: () => <SignInPage /> },
  { path: paths.register, access: 'visitor', title: 'Create my account', page: () => <RegistrationPage /> },
  { path: paths.forgot, access: 'visitor', title: 'Forgot password', page: () => <ForgotPasswordPage /> },
  { path: paths.reset, access: 'visitor', title: 'Reset password', page: () => <ResetPasswordPage /> },
  { path: paths.logout, access: 'open', title: 'Signing out', page: () => <LogoutPage /> },
  { path: paths.home, access: 'user', title: 'Garage', page: () => <GaragePage bookings={<MyBookings />} /> },
  { path: paths.howToVideos, access: 'user', title: 'How to videos', load: videos.load, page: () => <videos.Page /> },
  { path: paths.myaccount, access: 'user', title: 'Update your Details', load: account.load, page: () => <account.Page /> },
  {
    path: paths.myvehicle,
    access: 'user',
    title: 'My vehicle',
    load: vehicle.load,
    page: (_, params) => {
      // A path naming no vehicle has no bookings to show: the page says the vehicle is not found.
      const vehicleId = vehicleIdOf(params.vehicleId);
      return <vehicle.Page vehicleId={vehicleId} bookings={vehicleId !== null && <MyBookings vehicleId={vehicleId} />} />;
    },
  },
  { path: paths.book, access: 'user', title: 'Book a service or repair', load: booking.load, page: () => <booking.Page /> },
  { path: paths.mydealer, access: 'user', title: 'My dealer', load: myDealer.load, page: () => <myDealer.Page /> },
  { path: paths.changemydealer, access: 'user', title: 'Change dealer', load: changeDealer.load, page: () => <changeDealer.Page /> },
];

function Titled({ title, children }: { title?: string; children: ReactNode }) {
  usePageTitle(title);
  return children;
}

// The server gives admin paths to the back office, so this app only meets one by client
// navigation. Loaded at one (the Vite dev server serves this app everywhere) it must not
// reload itself forever.
const LOADED_AT = window.location.pathname;

function Fallback() {
  const [location] = useLocation();
  const adminPath = isAdminPath(location) && location !== LOADED_AT;
  useEffect(() => {
    if (adminPath) window.location.assign(location);
  }, [adminPath, location]);
  if (adminPath) return <PageLoading />;
  return (
    <Titled title="Page not found">
      <Guard access="any">
        <NotFoundPage />
      </Guard>
    </Titled>
  );
}

/**
 * Starts fetching the page of the address the app opened on while the session is checked rather
 * than after it; React then draws it without first showing, and holding for a moment, the wait.
 */
function usePageOpenedOn() {
  const { parser } = useRouter();
  useEffect(() => {
    // A chunk that fails here fails again when the page is drawn, which says so.
    ROUTES.find(({ path }) => matchRoute(parser, path, LOADED_AT)[0])
      ?.load?.()
      .catch(() => undefined);
  }, [parser]);
}

export function App() {
  usePageOpenedOn();
  return (
    <Frame>
      <Switch>
        {ROUTES.map(({ path, access, title, page }) => (
          <Route key={path} path={path}>
            {(params: Params) => (
              <Titled title={title}>
                <Guard access={access}>{page(title ?? '', params)}</Guard>
              </Titled>
            )}
          </Route>
        ))}
        <Route>
          <Fallback />
        </Route>
      </Switch>
    </Frame>
  );
}
