// The shared styles load before the app so a feature's own CSS, imported by its components,
// comes later and wins over them at equal specificity.
import '../../shared/brand.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
