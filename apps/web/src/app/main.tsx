import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '../lib/i18n.ts';
import { Providers } from './providers.tsx';
import { AppRouter } from './router.tsx';
import './global.css';

// The router (imported above) is already fetching the page's code meanwhile.
await i18nReady;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
