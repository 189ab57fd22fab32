// The signed-in owner's bar of docs/owner-app.md 2.2: where each item leads (Dealers to the
// owner's dealer when they have one, else to choosing one) and which pages it stands for.
import type { CurrentUser } from '../../../../shared/generated/types.ts';
import { bookPath, paths } from '../../paths.ts';

export interface OwnerLink {
  label: string;
  href: string;
  /** The paths, and the paths under them, on which this item is the current one. */
  section: string[];
}

export function ownerLinks(user: Pick<CurrentUser, 'dealers_id'>): OwnerLink[] {
  return [
    { label: 'Garage', href: paths.home, section: [paths.home] },
    { label: 'Dealers', href: user.dealers_id ? paths.mydealer : paths.changemydealer, section: [paths.mydealer, paths.changemydealer] },
    { label: 'Book Service', href: bookPath('service'), section: ['/book'] },
    { label: 'How to videos', href: paths.howToVideos, section: [paths.howToVideos] },
  ];
}

export const isCurrent = (link: OwnerLink, location: string) => link.section.some((path) => location === path || location.startsWith(`${path}/`));
