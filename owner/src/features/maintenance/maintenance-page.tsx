// The static page at / (docs/owner-app.md 2.16): the portal is being built; owners can already sign in.
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import './maintenance.css';

export function MaintenancePage() {
  return (
    <section className="maintenance">
      <p className="eyebrow">Owner portal</p>
      <h1>A new owner portal is under development</h1>
      <p className="lead">
        We are building a new home for GWM and Haval owners: your garage, service bookings and preferred dealer, all in one place. Thank you for your patience
        while we get it ready.
      </p>
      <p className="actions">
        <Link href={paths.login} className="button button--primary">
          Sign in
        </Link>
        <Link href={paths.register} className="button button--secondary">
          Create my account
        </Link>
      </p>
    </section>
  );
}
