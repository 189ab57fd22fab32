// Stands in for the screens later issues build, so every route of the table already answers.
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import { session } from '../session/session-state.ts';

export function ComingSoonPage({ title }: { title: string }) {
  const { user } = useSnapshot(session);
  return (
    <section className="page page--narrow">
      <p className="eyebrow">Coming soon</p>
      <h1>{title}</h1>
      <p className="lead">This part of myGWM is still being built. Please check back soon.</p>
      <p>
        {user ? (
          <Link href={paths.home} className="button button--secondary">Back to my garage</Link>
        ) : (
          <Link href={paths.login} className="button button--secondary">Back to sign in</Link>
        )}
      </p>
    </section>
  );
}
