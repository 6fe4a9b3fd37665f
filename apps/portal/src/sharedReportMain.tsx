// The page reset, then fonts, themes and the type scale, as the app's entry has them.
import '@airtime/design-system/reset.css';
import '@airtime/design-system/global.css';
import { createHttpClient } from '@airtime/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { SharedReportApp, sharedReportRoutes } from './app/sharedReportApp.tsx';

// The entry of shared-report.html, which hosts serve for /shared/r/{token} (README "Hosting").

async function start(): Promise<void> {
  // The demo build answers the API in the page, the shared report's public call included.
  if (import.meta.env.MODE === 'demo') {
    const { startDemoBackend } = await import('./demo/startDemoBackend.ts');
    await startDemoBackend();
  }
  // Records the server sends but the page cannot use are logged while developing only.
  const client = createHttpClient(import.meta.env.DEV ? {} : { onDecodeWarning: () => {} });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render the report into.');
  createRoot(container).render(
    <StrictMode>
      <SharedReportApp client={client} router={createBrowserRouter(sharedReportRoutes)} />
    </StrictMode>,
  );
}

void start();
