import { useMatches } from 'react-router-dom';
import type { RouteName } from '../../config/paths';

/** What the router knows about a screen beyond its element (react-router's `handle`). */
export type RouteHandle = { name: RouteName };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle;
}

/** The name of the deepest matched route that has one. */
export function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return undefined;
}
