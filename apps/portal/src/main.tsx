// The page reset, then fonts, themes and the type scale; each component brings its CSS in the
// chunk that uses it.
import '@airtime/design-system/reset.css';
import '@airtime/design-system/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { askWhoIsSignedIn } from './app/services.ts';

async function start(): Promise<void> {
  // The demo build answers the API in the page; `vite build` drops this branch from other builds.
  if (import.meta.env.MODE === 'demo') {
    const { startDemoBackend } = await import('./demo/startDemoBackend.ts');
    await startDemoBackend();
  }
  // Who is signed in is asked with the page, not once the route table has loaded and the guards run
  // (the session takes this answer).
  askWhoIsSignedIn();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render Airtime into.');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
