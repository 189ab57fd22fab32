// The marketing banner of the garage (docs/decisions.md): the best message for this owner now, or
// nothing. A message with no text of its own shows its name.
import { useSnapshot } from 'valtio';
import { garage } from './garage-state.ts';

export function MarketingBanner() {
  const { message } = useSnapshot(garage);
  if (!message) return null;
  return (
    <aside className="marketing-banner" aria-label="News for you">
      <p className="eyebrow">For you</p>
      <p className="marketing-banner__text">{message.message?.trim() || message.name}</p>
    </aside>
  );
}
