// Stands in for the Refine back office of the next issue: who is signed in, and a way out.
import { useEffect, useState } from 'react';
import { type CurrentUser, endSession } from '../../shared/account.ts';
import { SIGN_IN_PATH } from '../../shared/routes.ts';

export function BackOffice({ user }: { user: CurrentUser }) {
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    document.title = 'Dashboard | myGWM';
  }, []);

  async function logout() {
    setLeaving(true);
    await endSession();
    window.location.assign(SIGN_IN_PATH);
  }

  return (
    <div className="admin">
      <header className="admin-bar">
        <span className="admin-bar__title">
          my<strong>GWM</strong>
        </span>
        <div className="admin-bar__account">
          <span className="admin-bar__who">
            <span className="admin-bar__name">{`${user.firstname} ${user.lastname}`.trim()}</span>
            <span className="admin-bar__email">{user.email}</span>
          </span>
          <button type="button" className="admin-button" onClick={logout} disabled={leaving}>
            {leaving ? 'Logging out…' : 'Logout'}
          </button>
        </div>
      </header>
      <main className="admin-main">
        <h1>Dashboard</h1>
        <p>The back-office screens (dealers, models, users, vehicles, bookings and marketing) come next.</p>
      </main>
    </div>
  );
}
