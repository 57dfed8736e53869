import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstScreenOf } from './app/router';
import { loadAppConfig } from './lib/app-config/app-config';
import { initI18n, startupLanguage } from './lib/i18n/i18n';

// Everything the first screen needs is asked for now, not one after the other as React reaches
// it: the small files first (its locale files beside `common`, and the app config the first
// routing decision needs), then its chunks.
const firstScreen = firstScreenOf(window.location.pathname);
void initI18n(startupLanguage(window.location.pathname), firstScreen.namespaces);
void loadAppConfig();
firstScreen.preload();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
