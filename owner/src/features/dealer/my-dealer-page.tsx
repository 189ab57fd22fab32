// /mydealer (docs/owner-app.md 2.12, 4): the owner's preferred dealer with its hours, a link to
// change it and 'Book a service'. With no dealer, or a disabled one, the owner is sent on to
// choose another (the history keeps no stop here, so Back does not bounce them).
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { bookPath, paths } from '../../paths.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { DealerDetails } from '../../domain/dealer-details.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { dealers, loadMyDealer } from './dealer-state.ts';
import './dealer.css';

export function MyDealerPage() {
  const { mine } = useSnapshot(dealers);
  const [, navigate] = useLocation();
  // What an earlier visit loaded (a dealer since changed, none at all) is never shown or acted on.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    void loadMyDealer().then((status) => {
      if (!current) return;
      if (status === 'choose') navigate(paths.changemydealer, { replace: true });
      else setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [navigate]);

  if (!loaded || mine.status === 'loading' || mine.status === 'choose') return <PageLoading />;
  return (
    <section className="page dealer-page">
      <h1 className="page-head">My dealer</h1>
      {mine.dealer ? (
        <div className="dealer-page__panel">
          <DealerDetails dealer={mine.dealer}>
            <Link href={bookPath('service')} className="button button--primary">
              Book a service
            </Link>
            <Link href={paths.changemydealer} className="button button--secondary">
              Change dealer
            </Link>
          </DealerDetails>
        </div>
      ) : (
        <LoadFailure problem={`We could not load your dealer. ${mine.problem}`} onRetry={() => void loadMyDealer()} />
      )}
    </section>
  );
}
