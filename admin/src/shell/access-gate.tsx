// A back-office page this account does not open (dealer staff at /users, say: the sections'
// `roles`) says so, rather than loading a screen whose every call the server would refuse.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAccess } from '../providers/access.tsx';
import { NoPage } from './not-found.tsx';

export function AccessGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return useAccess().opens(pathname) ? (
    children
  ) : (
    <NoPage title="Not available to your account" text="This page is for myGWM administrators. Your account does not have access to it." />
  );
}
