import { describe, expect } from 'vitest';
import { announcementsSpec } from '../../../entrypoints/options/resources/announcements';
import { integrationsSpec } from '../../../entrypoints/options/resources/integrations';
import { pagesSpec } from '../../../entrypoints/options/resources/pages';
import { seatsSpec } from '../../../entrypoints/options/resources/seats';
import { telephoneCodeChoices } from '../../../entrypoints/options/resources/telephone-code-choices';
import { windowsSpec } from '../../../entrypoints/options/resources/windows';
import { readLookups } from '../../../entrypoints/options/section-shell/useLookups';
import { syncResources } from '../../../lib/background/sync/engine';
import type { ResourceName } from '../../../lib/background/sync/resources';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import { answerJson, asParsed, usePropertyBed } from './support/bed';
import { expectListShown } from './support/list-views';
import { byId, envelopeFor } from './support/monitoring-answers';
import { expectReadable, expectSame, textsOf } from './support/readable';
import { itHoldsFor } from './support/run-config';
import { settingsAnswers } from './support/settings-arbitraries';

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
  itHoldsFor(
    'seats, integrations, pages, announcements, windows, telephone codes: all stored and listed',
    settingsAnswers,
    async (lists) => {
      answerJson(bed, (request) => envelopeFor(lists, request));
      const outcomes = await syncResources(await openWorkerDatabase(bed.database.name), bed.apis, {
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

      const lookups = await readLookups(bed.database);
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
    },
  );
});
