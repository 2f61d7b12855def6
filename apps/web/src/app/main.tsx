import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../lib/i18n.ts';
import { Providers } from './providers.tsx';
import { AppRouter } from './router.tsx';
import './global.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
