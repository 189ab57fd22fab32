// An owner's page whose sign-in could not be checked (no network, the server failing): the owner
// stays signed in, is told why the page is not there, and can try again.
import { LoadFailure } from '../../ui/load-failure.tsx';

export function UncheckedSession({ problem, onTryAgain }: { problem: string; onTryAgain: () => void }) {
  return (
    <section className="page page--narrow">
      <h1>We could not open this page</h1>
      <p className="lead">You are still signed in. The page opens once we can reach the server.</p>
      <LoadFailure primary problem={problem} onRetry={onTryAgain} />
    </section>
  );
}
