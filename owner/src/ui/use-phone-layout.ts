// Whether the window is a phone's, 760 px wide or less (docs/owner-app.md 9), for the layouts
// that change their parts there rather than only their styles (the garage's carousel).
import { useSyncExternalStore } from 'react';

const PHONE = '(max-width: 760px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export const usePhoneLayout = () => useSyncExternalStore(subscribe, () => window.matchMedia(PHONE).matches);
