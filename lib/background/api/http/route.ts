import type { HttpMethod } from './http';

/** One operation of an API: its method and path template, relative to the base URL. */
export interface Route {
  method: HttpMethod;
  /** `{id}` is replaced by the URL-encoded record id. */
  path: string;
}

/** The path to request: the template with `{id}` filled in, URL-encoded. */
export function fillRoutePath(route: Route, id?: string): string {
  if (id === undefined) return route.path;
  return route.path.replaceAll('{id}', encodeURIComponent(id));
}
