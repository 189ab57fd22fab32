// Where the frame's marketing links lead (docs/owner-app.md 2.2: the footer, the mega-menu's
// Current Offers and a model's own page). The maker's marketing site is not ours; these
// addresses are fictional examples in one place, so a real deployment changes only this file.
import { slug } from '../../../shared/slug.ts';

const SITE = 'https://www.gwmanz.example/au';

export interface MarketingLink {
  label: string;
  href: string;
}

export const CURRENT_OFFERS: MarketingLink = { label: 'Current Offers', href: `${SITE}/offers/` };

/** A model's page on the marketing site, named after the lower-cased model (2.5), when its menu document has no link. */
export const modelPageUrl = (model: string) => `${SITE}/${slug(model)}/`;

export const FOOTER_COLUMNS: { heading: string; links: MarketingLink[] }[] = [
  {
    heading: 'Shop',
    links: [
      { label: 'Models', href: `${SITE}/models/` },
      CURRENT_OFFERS,
      { label: 'Brochures', href: `${SITE}/brochures/` },
      { label: 'Enquire Now', href: `${SITE}/enquiry/` },
      { label: 'Book a Test Drive', href: `${SITE}/test-drive/` },
      { label: 'Find a Dealer', href: `${SITE}/dealer-locator/` },
    ],
  },
  {
    heading: 'Own',
    links: [
      { label: 'Service', href: `${SITE}/ownership/service/` },
      { label: 'Ownership', href: `${SITE}/ownership/` },
      { label: 'Roadside Assistance', href: `${SITE}/ownership/roadside-assistance/` },
      { label: 'Warranty', href: `${SITE}/ownership/warranty/` },
    ],
  },
  {
    heading: 'Discover',
    links: [
      { label: 'About GWM', href: `${SITE}/about/` },
      { label: 'Media Reviews', href: `${SITE}/media-reviews/` },
    ],
  },
];

export const SOCIAL_LINKS: MarketingLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.example/gwmanz' },
  { label: 'Instagram', href: 'https://www.instagram.example/gwmanz' },
  { label: 'YouTube', href: 'https://www.youtube.example/@gwmanz' },
  { label: 'LinkedIn', href: 'https://www.linkedin.example/company/gwmanz' },
];

export const LEGAL_LINKS: MarketingLink[] = [
  { label: 'Privacy', href: `${SITE}/privacy/` },
  { label: 'Cookies', href: `${SITE}/cookies/` },
];
