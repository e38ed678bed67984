import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { App } from './app/app';
import { loadMatchedRoutes } from './app/lazy-routes';
import { routes } from './app/routes';
import './index.css';

const container = document.getElementById('root')!;

/** The router's state the server rendered the page with (a JSON block beside the root). */
function serverRouterState(): HydrationState | undefined {
  const text = document.getElementById('vitalia-hydration')?.textContent;
  return text ? (JSON.parse(text) as HydrationState) : undefined;
}

if (container.hasChildNodes()) {
  // A public page the server rendered: take over its HTML once the page's own code is here. (No
  // top-level await: the page chunks import this entry's modules, and would have to wait for it.)
  void loadMatchedRoutes(routes, window.location.pathname).then(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App router={createBrowserRouter(routes, { hydrationData: serverRouterState() })} />
      </StrictMode>,
    ),
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}
