/*
 * Property tests: any answer tests/server/CONTRACT.md's records allow (the seed's PageObject
 * exactly as published) for the lists the options page manages besides monitors — notification
 * seats and integrations, status pages, announcements, maintenance windows, telephone codes —
 * goes through the real client over HTTP, the real sync into Dexie and the options lists.
 *
 * A failure prints fast-check's seed and path; replay it with
 *   FC_SEED=<seed> FC_PATH=<path> npx vitest run tests/integration/properties/monitoring-settings.test.ts
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { announcementsSpec } from '../../../entrypoints/options/resources/announcements';
import { integrationsSpec } from '../../../entrypoints/options/resources/integrations';
import { pagesSpec } from '../../../entrypoints/options/resources/pages';
import { seatsSpec } from '../../../entrypoints/options/resources/seats';
import { telephoneCodeChoices } from '../../../entrypoints/options/resources/telephone-code-choices';
import { windowsSpec } from '../../../entrypoints/options/resources/windows';
import { syncResources } from '../../../lib/sync/engine';
import type { ResourceName } from '../../../lib/sync/resources';
import { answerJson, asParsed, usePropertyBed } from './support/bed';
import { expectListShown } from './support/list-views';
import { byId, envelopeFor, lookupsIn } from './support/monitoring-answers';
import { settingsAnswers } from './support/monitoring-arbitraries';
import { expectReadable, expectSame, textsOf } from './support/readable';
import { PROPERTY_TIMEOUT_MS, propertyParameters } from './support/run-config';

const bed = usePropertyBed('monitoring-settings');

const TABLES = [
  'seats',
  'integrations',
  'pages',
  'announcements',
  'windows',
  'telephoneCodes',
] as const satisfies readonly ResourceName[];

describe('monitoring settings lists: any contract-valid answer is kept and shown', () => {
  it(
    'seats, integrations, pages, announcements, windows, telephone codes: all stored and listed',
    async () => {
      await fc.assert(
        fc.asyncProperty(settingsAnswers, async (lists) => {
          answerJson(bed, (request) => envelopeFor(lists, request));
          const outcomes = await syncResources(bed.database, bed.apis, {
            resources: TABLES,
            userRequested: true,
          });
          for (const outcome of outcomes)
            expect(outcome).toMatchObject({
              result: 'synced',
              count: lists[outcome.resource as (typeof TABLES)[number]].length,
            });

          const sent = asParsed(lists);
          for (const table of TABLES) {
            const stored = byId<unknown>(await bed.database[table].toArray());
            expect(stored.size, table).toBe(sent[table].length);
            for (const record of sent[table]) expectSame(stored.get(record.id), record, table);
          }

          const lookups = await lookupsIn(bed.database);
          const rows = async (table: (typeof TABLES)[number]) =>
            // biome-ignore lint/suspicious/noExplicitAny: each spec is paired with its own table.
            (await bed.database[table].toArray()) as any[];
          expectListShown(seatsSpec, await rows('seats'), lookups);
          expectListShown(integrationsSpec, await rows('integrations'), lookups);
          expectListShown(pagesSpec, await rows('pages'), lookups);
          expectListShown(announcementsSpec, await rows('announcements'), lookups);
          expectListShown(windowsSpec, await rows('windows'), lookups);
          const codes = telephoneCodeChoices(lookups.telephoneCodes);
          for (const choice of codes)
            expectReadable('telephone code choice', choice.label, textsOf(sent.telephoneCodes));
        }),
        propertyParameters(),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
