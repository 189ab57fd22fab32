// Says so while the browser has no network: the app still opens (its service worker keeps the
// shell), but nothing it asks the server can arrive until the network is back.
import { useOnline } from './use-online.ts';

export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      You are offline. Your garage, bookings and account need the network: they will load again once you are back online.
    </p>
  );
}
