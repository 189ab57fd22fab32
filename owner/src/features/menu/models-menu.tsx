// The "Models" button and its full-screen overlay (docs/owner-app.md 2.5): tabs, a Current
// Offers link and the model cards. Focus stays inside while it is open; Escape or Close shuts
// it and focus returns to the button.
import { type RefObject, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { CURRENT_OFFERS } from '../../shell/marketing-links.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useFocusTrap } from '../../ui/use-focus-trap.ts';
import { HeaderLinks } from './header-links.tsx';
import { MENU_PANEL_ID, MenuTabs, tabId } from './menu-tabs.tsx';
import { closeModelsMenu, leaveModelsMenu, loadMenuModels, menu, openModelsMenu } from './menu-state.ts';
import { ModelCard } from './model-card.tsx';
import { modelsOfTab } from './model-menu.ts';
import './menu.css';

function ModelGrid() {
  const { models, modelsStatus, tab } = useSnapshot(menu);
  if (modelsStatus === 'failed') {
    return (
      <div className="models-menu__message">
        <LoadFailure problem="We could not load the models just now." onRetry={() => void loadMenuModels()} />
      </div>
    );
  }
  if (modelsStatus !== 'ready') return <PageLoading />;
  const shown = modelsOfTab(models, tab);
  if (!shown.length) return <p className="models-menu__message">There are no models to show here yet.</p>;
  return (
    <ul className="model-grid">
      {shown.map((model) => (
        <li key={model.id}>
          <ModelCard model={model} />
        </li>
      ))}
    </ul>
  );
}

function ModelsOverlay({ returnTo }: { returnTo: RefObject<HTMLButtonElement | null> }) {
  const { tab } = useSnapshot(menu);
  const root = useRef<HTMLDivElement>(null);
  useFocusTrap(root, { initial: '[role="tab"][aria-selected="true"]', returnTo });

  // The page underneath keeps still while the overlay covers it.
  useEffect(() => {
    document.documentElement.classList.add('has-overlay');
    return () => document.documentElement.classList.remove('has-overlay');
  }, []);

  return (
    <div
      ref={root}
      className="models-menu"
      role="dialog"
      aria-modal="true"
      aria-labelledby="models-menu-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') closeModelsMenu();
      }}
    >
      <div className="models-menu__bar">
        <h2 id="models-menu-title" className="models-menu__title">
          Models
        </h2>
        <button type="button" className="models-menu__close" onClick={closeModelsMenu}>
          <span className="close-icon" aria-hidden="true" />
          Close
        </button>
      </div>
      <div className="models-menu__nav">
        <MenuTabs />
        <a href={CURRENT_OFFERS.href} className="models-menu__offers" onClick={leaveModelsMenu}>
          {CURRENT_OFFERS.label}
        </a>
      </div>
      <div role="tabpanel" id={MENU_PANEL_ID} aria-labelledby={tabId(tab)} className="models-menu__panel">
        <ModelGrid />
      </div>
      <nav className="models-menu__more" aria-label="More from GWM">
        <HeaderLinks onFollow={leaveModelsMenu} />
      </nav>
    </div>
  );
}

export function ModelsMenu() {
  const { open } = useSnapshot(menu);
  const button = useRef<HTMLButtonElement>(null);
  // Pointing at or focusing the button starts the load, so the cards are often there on opening.
  const prefetch = () => void loadMenuModels();
  return (
    <>
      <button
        ref={button}
        type="button"
        className="models-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openModelsMenu}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        Models
        <span className="chevron" aria-hidden="true" />
      </button>
      {open && <ModelsOverlay returnTo={button} />}
    </>
  );
}
