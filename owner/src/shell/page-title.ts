import { useEffect } from 'react';

export const PRODUCT_TITLE = 'myGWM';

/** Follows the route's title; the product's name alone when a route has none (docs/owner-app.md 2.1). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_TITLE}` : PRODUCT_TITLE;
  }, [title]);
}
