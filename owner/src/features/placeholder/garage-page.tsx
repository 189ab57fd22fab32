// /home until the garage of owner-portal.txt 2.9 is built: the heading it will keep.
import { useSnapshot } from 'valtio';
import { session } from '../session/session-state.ts';

export function GaragePage() {
  const { user } = useSnapshot(session);
  return (
    <section className="page">
      <h1 className="garage-title">{user?.firstname.toUpperCase()} GARAGE</h1>
      <div className="notice">
        <p className="eyebrow">Coming soon</p>
        <p>Your vehicles, service bookings and dealer will appear here soon.</p>
      </div>
    </section>
  );
}
