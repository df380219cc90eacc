/**
 * What one record of each pulled list is called, singular and plural — pure data, so the sync
 * ("2 monitors could not be read") and pages ("Not fetched: special events") say the same words.
 * Keyed like lib/background/sync/resources.ts `pulledResources`.
 */
export const resourceNouns = {
  monitors: ['monitor', 'monitors'],
  categories: ['category', 'categories'],
  incidents: ['incident', 'incidents'],
  seats: ['seat', 'seats'],
  integrations: ['integration', 'integrations'],
  pages: ['status page', 'status pages'],
  announcements: ['announcement', 'announcements'],
  windows: ['maintenance window', 'maintenance windows'],
  telephoneCodes: ['telephone code', 'telephone codes'],
  museumHours: ['day of museum hours', 'museum hours'],
  events: ['special event', 'special events'],
} as const satisfies Record<string, readonly [string, string]>;

/** The plural name of a list, or its key when it has none. */
export function listName(resource: string): string {
  return (resourceNouns as Record<string, readonly [string, string]>)[resource]?.[1] ?? resource;
}
