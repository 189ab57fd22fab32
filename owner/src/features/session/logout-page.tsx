// /logout (docs/owner-app.md 2.4): no guard; the session ends even if the server call fails.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../paths.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { signOut } from '../../session-state.ts';

export function LogoutPage() {
  const [, navigate] = useLocation();
  useEffect(() => {
    let current = true;
    void signOut().then(() => {
      if (current) navigate(paths.login, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate]);
  return <PageLoading />;
}
