// The header's logo, from the menu header document, and the product's name; both lead home.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { DEFAULT_LOGO } from './menu-header.ts';
import { loadMenuHeader, menu } from './menu-state.ts';

export function HeaderLogo({ homeHref }: { homeHref: string }) {
  const { header } = useSnapshot(menu);
  const [broken, setBroken] = useState<string | null>(null);
  useEffect(() => {
    void loadMenuHeader();
  }, []);
  // A logo address that does not load falls back to the one the app ships.
  const src = broken === header.logoUrl ? DEFAULT_LOGO : header.logoUrl;
  return (
    <Link href={homeHref} className="brand" aria-label="myGWM home">
      <img className="brand__logo" src={src} alt="" width={112} height={28} onError={() => setBroken(header.logoUrl)} />
      <span className="brand__product" aria-hidden="true">
        my<strong>GWM</strong>
      </span>
    </Link>
  );
}
