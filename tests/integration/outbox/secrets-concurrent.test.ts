import { describe, expect, it } from 'vitest';
import { useOutboxBed } from '../support/outbox-harness';
import { expectGone } from '../support/outbox-secrets';

// Two saves at once (two windows, a double click) each put a secret aside while their rows
// commit. Neither may lose the other's secret: a row sent without its password is a write the
// user made that the server never got.
const bed = useOutboxBed();
const pages = () => bed.server.context.state.monitoring.pages;

describe('secrets of writes queued at the same moment', () => {
  it('two saves at once that carry secrets both reach the server with their passwords', async () => {
    await bed.pull('pages');
    await Promise.all([
      bed.queue('updatePageAuthentication', 'page_1', { access: 1, password: 'first-secret' }),
      bed.queue('updatePageAuthentication', 'page_2', { access: 1, password: 'second-secret' }),
      bed.queue('updatePageAuthentication', 'page_3', { access: 1, password: 'third-secret' }),
    ]);
    expect(await bed.flush()).toEqual(['sent', 'sent', 'sent']);
    expect(pages().get('page_1')).toMatchObject({ access: 1, password: 'first-secret' });
    expect(pages().get('page_2')).toMatchObject({ access: 1, password: 'second-secret' });
    expect(pages().get('page_3')).toMatchObject({ access: 1, password: 'third-secret' });
    await expectGone(bed.database, 'first-secret');
    await expectGone(bed.database, 'second-secret');
  });
});
