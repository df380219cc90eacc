import { type ResourceName, resourceNames, resources } from './resources';

/**
 * What one record of each pulled list is called, singular and plural — pure data, so the sync
 * ("2 monitors could not be read") and pages ("Not fetched: special events") say the same words.
 * Declared with each resource (lib/model/resources.ts).
 */
export const resourceNouns = Object.fromEntries(
  resourceNames.map((name) => [name, resources[name].nouns]),
) as { [Name in ResourceName]: (typeof resources)[Name]['nouns'] };

/** The plural name of a list, or its key when it has none. */
export function listName(resource: string): string {
  return (resourceNouns as Record<string, readonly [string, string]>)[resource]?.[1] ?? resource;
}
