import * as v from 'valibot';
import {
  defaultMonitoringRoutes,
  isMonitoringOperation,
  type MonitoringOperation,
  type MonitoringRoute,
  type MonitoringRoutes,
  routeNeedsId,
} from './routes';

/*
 * Route overrides, as typed in Settings (monitoringRouteOverridesItem). The real service's paths
 * are mostly unknown (two are published), so the user can repoint any operation. The text is a
 * JSON object keyed by operation name (see defaultMonitoringRoutes); each value is either an
 * object with an optional method and a path, or a bare path string (the method stays):
 *
 *   {
 *     "listMonitors": { "method": "GET", "path": "/endpoints/v1/monitors" },
 *     "deleteMonitor": "/endpoints/v1/monitors/{id}"
 *   }
 *
 * Rules: method is one of GET POST PUT PATCH DELETE; path starts with "/"; a path has an `{id}`
 * slot exactly when the default path has one. One bad entry rejects the whole text: the defaults
 * stay in force and every problem is reported, so a half-applied table never confuses anyone.
 */

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const OverrideEntrySchema = v.union([
  v.string(),
  v.strictObject({ method: v.optional(v.string()), path: v.string() }),
]);

export interface ParsedRouteOverrides {
  routes: MonitoringRoutes;
  /** One line per bad entry, naming it; empty when the overrides apply. */
  errors: string[];
}

function parseJsonObject(text: string): Record<string, unknown> | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'Route overrides are not valid JSON.';
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return 'Route overrides must be a JSON object keyed by operation name.';
  }
  return data as Record<string, unknown>;
}

function isMethod(method: string): method is MonitoringRoute['method'] {
  return (METHODS as readonly string[]).includes(method);
}

/** Checks one entry; returns the route or the problems with it. */
function checkEntry(operation: MonitoringOperation, value: unknown): MonitoringRoute | string[] {
  const parsed = v.safeParse(OverrideEntrySchema, value);
  if (!parsed.success) {
    return [`"${operation}": expected a path string or {"method", "path"} with nothing else.`];
  }
  const entry = typeof parsed.output === 'string' ? { path: parsed.output } : parsed.output;
  const method = entry.method?.trim().toUpperCase() ?? defaultMonitoringRoutes[operation].method;
  const path = entry.path.trim();
  const problems: string[] = [];
  if (!isMethod(method)) {
    problems.push(`"${operation}": method "${entry.method}" is not one of ${METHODS.join(' ')}.`);
  }
  if (!path.startsWith('/')) problems.push(`"${operation}": path "${path}" must start with "/".`);
  const hasId = path.includes('{id}');
  if (routeNeedsId(operation) && !hasId) {
    problems.push(`"${operation}": path "${path}" needs an {id} placeholder for the record id.`);
  }
  if (!routeNeedsId(operation) && hasId) {
    problems.push(`"${operation}": path "${path}" must not have an {id} placeholder.`);
  }
  return problems.length > 0 || !isMethod(method) ? problems : { method, path };
}

/** Applies the user's override text to the default table (format above). */
export function parseRouteOverrides(text: string): ParsedRouteOverrides {
  const defaults: MonitoringRoutes = { ...defaultMonitoringRoutes };
  if (!text.trim()) return { routes: defaults, errors: [] };
  const data = parseJsonObject(text);
  if (typeof data === 'string') return { routes: defaults, errors: [data] };

  const routes: MonitoringRoutes = { ...defaults };
  const errors: string[] = [];
  for (const [name, value] of Object.entries(data)) {
    if (!isMonitoringOperation(name)) {
      errors.push(`"${name}": unknown operation.`);
      continue;
    }
    const checked = checkEntry(name, value);
    if (Array.isArray(checked)) errors.push(...checked);
    else routes[name] = checked;
  }
  return errors.length > 0 ? { routes: defaults, errors } : { routes, errors: [] };
}
