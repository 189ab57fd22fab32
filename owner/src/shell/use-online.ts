// Whether the browser has a network now, following its online and offline events.
import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);
