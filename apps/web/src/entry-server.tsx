/**
 * The server's entry to the web app: renders a public page to HTML with the server's configuration.
 * Built apart (`vite build --ssr`) and loaded by the server, which serves the result and lets the
 * browser hydrate it (main.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router';
import { routes } from './app/routes';
import { applySiteConfig, type SiteConfig } from './lib/site-config';

export { PRERENDERED_PAGES } from './app/prerendered-pages';

const handler = createStaticHandler(routes);

/**
 * The HTML of the page at `path`, for inside `<div id="root">`, and the router's state it was rendered
 * with, for the browser's router to start from (it then knows the page is hydrated: no scroll reset).
 */
export async function renderPage(
  path: string,
  config: SiteConfig,
): Promise<{ html: string; hydrationData: HydrationState }> {
  applySiteConfig(config);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const { loaderData, actionData, errors } = context;
  return { html, hydrationData: { loaderData, actionData, errors } };
}
