// What a videos page shows when its content did not load: why, and a way to try again.
import { OutcomeMessage } from '../../ui/form-card.tsx';

export function LoadFailure({ problem, onRetry }: { problem: string; onRetry: () => void }) {
  return (
    <div className="videos__message">
      <OutcomeMessage kind="error">{problem}</OutcomeMessage>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
