import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the routes that match `pathname` and puts it on the route objects, as if they had
 * never been lazy. Hydrating a page the server rendered needs this first: a router still loading a
 * matched route would render its fallback, not the page the HTML holds.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
