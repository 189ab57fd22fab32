// The shared styles load before the app so a feature's own CSS, imported by its components,
// comes later and wins over them at equal specificity.
import '../../shared/brand.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

// The service worker keeps the app's shell for a reload without a network (owner/service-worker/);
// only a build has one, and it registers once the page has loaded, not competing with it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
