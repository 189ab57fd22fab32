// The public menu's state: the header document, the model cards, and whether the Models
// overlay is open on which tab. Content failures are logged and leave the built-in logo, no
// links or a message in the overlay (docs/owner-app.md 8); they never break a page.
import { proxy } from 'valtio';
import { getMenuHeader } from './api/get-menu-header.ts';
import { searchMenuImages } from './api/search-menu-images.ts';
import { searchMenuModels } from './api/search-menu-models.ts';
import { EMPTY_HEADER, type MenuHeader } from './menu-header.ts';
import { type MenuModel, type MenuTab, menuImages, menuModels } from './model-menu.ts';

export type ModelsStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface MenuState {
  header: MenuHeader;
  models: MenuModel[];
  modelsStatus: ModelsStatus;
  open: boolean;
  tab: MenuTab;
}

export const menu = proxy<MenuState>({ header: EMPTY_HEADER, models: [], modelsStatus: 'idle', open: false, tab: 'ALL' });

let headerRequest: Promise<void> | undefined;

/** Once per page load: the header shows on every page. */
export function loadMenuHeader(): Promise<void> {
  headerRequest ??= getMenuHeader().then(
    (header) => {
      menu.header = header;
    },
    (error: unknown) => console.warn('The menu header could not be loaded', error),
  );
  return headerRequest;
}

/** Loads the cards unless they are loaded or loading; a failed load may be tried again. */
export async function loadMenuModels(): Promise<void> {
  if (menu.modelsStatus === 'loading' || menu.modelsStatus === 'ready') return;
  menu.modelsStatus = 'loading';
  // Without pictures the cards still show, with the placeholder.
  const images = searchMenuImages().catch((error: unknown) => {
    console.warn('The model menu images could not be loaded', error);
    return [];
  });
  try {
    const [documents, imageDocuments] = await Promise.all([searchMenuModels(), images]);
    menu.models = menuModels(documents, menuImages(imageDocuments));
    menu.modelsStatus = 'ready';
  } catch (error) {
    console.warn('The model menu could not be loaded', error);
    menu.modelsStatus = 'failed';
  }
}

export function openModelsMenu(): void {
  menu.open = true;
  void loadMenuModels();
}

export function closeModelsMenu(): void {
  menu.open = false;
}

export function chooseTab(tab: MenuTab): void {
  menu.tab = tab;
}

/** A card or link of the overlay was followed: it closes, and opens on All Models next time (2.5). */
export function leaveModelsMenu(): void {
  menu.open = false;
  menu.tab = 'ALL';
}
