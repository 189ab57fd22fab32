// What a page, or a part of one, shows when what it needs did not load: why, and Try again, with
// any other way on beside it (back to the garage).
import type { ReactNode } from 'react';
import { OutcomeMessage } from './form-card.tsx';
import './load-failure.css';

interface Props {
  /** Why, in words ("We could not load your dealer. The server did not answer."). */
  problem: ReactNode;
  onRetry: () => void;
  /** Try again is the page's main action where the failure is all the page shows. */
  primary?: boolean;
  /** Other ways on, beside Try again. */
  actions?: ReactNode;
}

export function LoadFailure({ problem, onRetry, primary = false, actions }: Props) {
  return (
    <div className="load-failure">
      <OutcomeMessage kind="error">{problem}</OutcomeMessage>
      <div className="actions">
        <button type="button" className={`button ${primary ? 'button--primary' : 'button--secondary'}`} onClick={onRetry}>
          Try again
        </button>
        {actions}
      </div>
    </div>
  );
}
