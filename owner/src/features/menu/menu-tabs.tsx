// The overlay's tabs (All Models, Suvs, Utes) as an ARIA tab list: one tab stop, the arrow
// keys, Home and End move between tabs.
import type { KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { chooseTab, menu } from './menu-state.ts';
import { MENU_TABS, type MenuTab } from './model-menu.ts';

export const MENU_PANEL_ID = 'models-menu-panel';
export const tabId = (tab: MenuTab) => `models-tab-${tab.toLowerCase()}`;

const LAST = MENU_TABS.length - 1;

function nextIndex(key: string, index: number): number | null {
  if (key === 'ArrowRight') return index === LAST ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? LAST : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return LAST;
  return null;
}

export function MenuTabs() {
  const { tab: selected } = useSnapshot(menu);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = nextIndex(
      event.key,
      MENU_TABS.findIndex(({ tab }) => tab === selected),
    );
    if (index === null) return;
    event.preventDefault();
    const { tab } = MENU_TABS[index]!;
    chooseTab(tab);
    document.getElementById(tabId(tab))?.focus();
  };

  return (
    <div role="tablist" aria-label="Vehicle types" className="menu-tabs" onKeyDown={onKeyDown}>
      {MENU_TABS.map(({ tab, label }) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={MENU_PANEL_ID}
          tabIndex={tab === selected ? 0 : -1}
          className="menu-tabs__tab"
          onClick={() => chooseTab(tab)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
