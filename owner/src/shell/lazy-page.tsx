// A page loaded when first opened, drawn by hand rather than through React.lazy and Suspense: React
// keeps a Suspense wait on screen for at least 300 ms once shown, so a page whose chunk came with
// the session check (`load`, called as the app opens) would still wait. A chunk that does not come
// (offline, or a release since the app was opened) says so, with Try again reloading the app.
import { type ComponentType, useEffect, useState } from 'react';
import { LoadFailure } from '../ui/load-failure.tsx';
import { PageLoading } from './page-loading.tsx';

type Outcome<P> = { page: ComponentType<P> } | { failed: true };

export function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchPage = () => (loading ??= load().then((module) => (loaded = pick(module))));

  function Page(props: P) {
    const [outcome, setOutcome] = useState<Outcome<P> | undefined>(() => loaded && { page: loaded });
    useEffect(() => {
      if (outcome) return;
      let current = true;
      fetchPage().then(
        (page) => current && setOutcome({ page }),
        () => current && setOutcome({ failed: true }),
      );
      return () => {
        current = false;
      };
    }, [outcome]);
    if (!outcome) return <PageLoading />;
    if ('failed' in outcome)
      return <LoadFailure primary problem="This page could not be loaded. Check your connection and try again." onRetry={() => window.location.reload()} />;
    return <outcome.page {...props} />;
  }
  return { Page, load: fetchPage };
}
