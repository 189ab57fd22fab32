// An owner's page whose sign-in could not be checked (no network, the server failing): the owner
// stays signed in, is told why the page is not there, and can try again.
import { OutcomeMessage } from '../../ui/form-card.tsx';

export function UncheckedSession({ problem, onTryAgain }: { problem: string; onTryAgain: () => void }) {
  return (
    <section className="page page--narrow">
      <h1>We could not open this page</h1>
      <OutcomeMessage kind="error">{problem}</OutcomeMessage>
      <p className="lead">You are still signed in. The page opens once we can reach the server.</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={onTryAgain}>
          Try again
        </button>
      </div>
    </section>
  );
}
