import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/router';
import { loadAppConfig } from './lib/app-config/app-config';
import { initI18n, startupLanguage } from './lib/i18n/i18n';

// The first screen's chunks and locale files are asked for now, beside `common`, not one after
// the other as React reaches them.
const firstScreenNamespaces = preloadFirstScreen(window.location.pathname);
void initI18n(startupLanguage(window.location.pathname), firstScreenNamespaces);
// The first routing decision needs the app config: ask for it while the rest loads.
void loadAppConfig();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
