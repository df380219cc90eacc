import type { BrowserContext, Page } from '@playwright/test';
import type { SyncStateRow } from '../../lib/model/rows';
import type { LoggedRequest } from '../server/core/request-log';
import { forgetMonitor } from '../server/monitoring/cascade';
import { localToday } from '../server/museum/calendar';
import type { RunningServer } from '../server/start';
import { expect, test } from './fixtures';
import { sendCommand } from './support/commands';
import { killBrowser, relaunch } from './support/crash';
import { openExtensionPage } from './support/extension';
import { cachedMonitorCount, required, tableRows } from './support/worker';

/*
 * The browser killed with SIGKILL (power loss, the OOM killer, a force quit) at fixed points of a
 * flush and of a pull, then launched again on the same profile. Each point is reached by holding
 * the request at the local server (CONTRACT.md: `hang`, `hold-answer`, the log's `sent`), never
 * by timing. Every write lands once, or waits for the user as "may not have gone through"; a
 * cache is the list before the pull or after it.
 */

type Stage = 'received' | 'applied' | 'sent';

/**
 * Waits until a logged request that `matches` has reached `stage` at the server; polled every
 * few milliseconds, so that the browser is killed as soon as it has.
 */
async function reached(
  server: RunningServer,
  matches: (entry: LoggedRequest) => boolean,
  stage: Stage,
  timeout = 20_000,
) {
  const passed = (entry: LoggedRequest) =>
    matches(entry) &&
    (stage === 'received' || (stage === 'applied' ? entry.status !== null : entry.sent));
  await expect
    .poll(() => server.context.log.entries.some(passed), { intervals: [2], timeout })
    .toBe(true);
}

const to = (method: string, path: RegExp) => (entry: LoggedRequest) =>
  entry.method === method && path.test(entry.path);

const requestsTo = (server: RunningServer, method: string, path: RegExp) =>
  server.context.log.entries.filter(to(method, path)).length;

type Launched = Parameters<typeof killBrowser>[0];

/** Kills the browser, launches it again on its profile, and hands the new launch to `check`. */
async function afterCrash(
  launched: Launched,
  check: (again: Launched) => Promise<void>,
  whileDown?: () => void,
) {
  await killBrowser(launched);
  whileDown?.();
  const again = await relaunch(launched);
  try {
    await check(again);
  } finally {
    await again.context.close();
  }
}

const outboxRows = (context: BrowserContext) =>
  tableRows<{ state: string; operation: string }>(context, 'outbox');

/**
 * Where the flush is when the browser dies: `hold` is the fault that keeps both writes' requests
 * there (CONTRACT.md), and `stage` the server log's sign that they are; without a stage the
 * writes never leave (the browser stays offline).
 */
interface FlushPoint {
  name: string;
  hold?: 'hang' | 'hold-answer';
  stage?: Stage;
}

const FLUSH_POINTS: FlushPoint[] = [
  { name: 'queued, not yet sent' },
  { name: 'received by the server, not applied', hold: 'hang', stage: 'received' },
  { name: 'applied by the server, its answer held', hold: 'hold-answer', stage: 'applied' },
  { name: 'its answer just sent', stage: 'sent' },
];

const PAUSE = /^\/endpoints\/v1\/monitors\/pause\//;
const PURCHASE = /^\/v1\.1\/tickets$/;

/** The purchase as the popup's form makes it: one general ticket for today. */
function buyTicket(page: Page) {
  return sendCommand(page, 'submitWrite', {
    operation: 'buyTickets',
    payload: { ticketType: 'general', ticketDate: localToday(new Date()), email: 'v@example.com' },
  });
}

type PurchaseFate = 'bought' | 'needs-confirmation';

/** Where the purchase stands: bought, left to the user, or neither yet (queued, in flight). */
async function purchaseState(context: BrowserContext): Promise<PurchaseFate | undefined> {
  const row = (await outboxRows(context)).find((r) => r.operation === 'buyTickets');
  if (row) return row.state === 'needs-confirmation' ? row.state : undefined;
  const tickets = await tableRows<{ state: string }>(context, 'tickets');
  return tickets.some((t) => t.state === 'bought') ? 'bought' : undefined;
}

/** What a point came to, as an annotation of the test (the JSON and HTML reports list them). */
function outcome(description: string) {
  test.info().annotations.push({ type: 'outcome', description });
}

/**
 * An idempotent edit (a pause) and a purchase, queued together, are held at the same point; the
 * browser dies there. After the relaunch the pause has landed (sent again if need be: that is
 * safe), and the purchase is bought once or waits for the user, never sent twice by itself.
 */
for (const point of FLUSH_POINTS) {
  test(`flush, killed ${point.name}: the pause lands, the purchase is bought once or asked about`, async ({
    launched,
    server,
  }) => {
    const { context, extensionId } = launched;
    await expect.poll(async () => (await tableRows(context, 'monitors')).length).toBeGreaterThan(0);
    const popup = await openExtensionPage(context, extensionId, 'popup.html');
    const monitors = server.context.state.monitoring.monitors;
    const tickets = server.context.state.museum.tickets;
    const monitor = required(
      [...monitors.values()].find((m) => m.pause === 'active'),
      'running monitor',
    );
    // Queued offline, so that one flush sends both at once when the network is back.
    await context.setOffline(true);
    await sendCommand(popup, 'submitWrite', {
      operation: 'pauseMonitor',
      recordId: monitor.id,
      payload: { paused: true },
    });
    await buyTicket(popup);
    await expect.poll(async () => (await outboxRows(context)).length).toBe(2);
    const { hold, stage } = point;
    if (hold)
      for (const path of ['/endpoints/v1/monitors/pause/*', '/v1.1/tickets'])
        server.context.faults.add({ path, kind: hold, times: 1 });
    if (stage) {
      await context.setOffline(false);
      await Promise.all([
        reached(server, to('PATCH', PAUSE), stage),
        reached(server, to('POST', PURCHASE), stage),
      ]);
    }
    const ticketsBefore = tickets.size;

    await afterCrash(launched, async (again) => {
      // Either is final: only the user sends a purchase left to them.
      await expect.poll(() => purchaseState(again.context)).toBeDefined();
      const fate = await purchaseState(again.context);
      await expect
        .poll(async () => (await outboxRows(again.context)).map((row) => row.operation))
        .not.toContain('pauseMonitor');
      expect(monitors.get(monitor.id)?.pause).toBe('paused');
      const cached = await tableRows<{ id: string; pause: string }>(again.context, 'monitors');
      expect(cached.find((m) => m.id === monitor.id)?.pause).toBe('paused');
      outcome(
        `pause: landed (${requestsTo(server, 'PATCH', PAUSE)} request(s)); purchase: ${fate}, ` +
          `${tickets.size} ticket(s) at the museum, ${requestsTo(server, 'POST', PURCHASE)} request(s)`,
      );

      const page = await openExtensionPage(again.context, again.extensionId, 'popup.html');
      const prompt = page.getByTestId('purchase-prompt');
      if (fate === 'bought') {
        expect(tickets.size).toBe(1);
        await expect(page.getByTestId('ticket-link')).toHaveCount(1);
        await expect(prompt).toHaveCount(0);
        return;
      }
      // Never sent again by itself: the user sees the question, the museum saw one request.
      await expect(prompt).toContainText('Purchase may not have gone through — Send again?');
      expect(requestsTo(server, 'POST', PURCHASE)).toBe(1);
      expect(tickets.size).toBe(ticketsBefore);
      if (ticketsBefore > 0) return;
      // It never arrived: the user's "Send again" buys it, once.
      await prompt.getByTestId('purchase-send-again').click();
      await expect.poll(() => purchaseState(again.context)).toBe('bought');
      await expect(prompt).toHaveCount(0);
      expect(tickets.size).toBe(1);
      expect(requestsTo(server, 'POST', PURCHASE)).toBe(2);
    });
  });
}

const LIST = '/endpoints/v1/monitors/list';
const OLD_COUNT = 1_200; // three pages of 500: 500, 500, 200
const NEW_NAME = 'Replacement';

/**
 * The server's monitors all replaced by as many others, named `Replacement <n>`: a list whose
 * first two pages alone are more than one batch of the pull's writes (pull-writer.ts).
 */
function replaceEveryMonitor(server: RunningServer) {
  const state = server.context.state.monitoring;
  const old = [...state.monitors.values()];
  for (const [n, monitor] of old.entries()) {
    forgetMonitor(state, monitor.id);
    const id = `mon_${OLD_COUNT + n + 1}`;
    state.monitors.set(id, { ...monitor, id, name: `${NEW_NAME} ${n + 1}` });
  }
}

interface PullPoint {
  name: string;
  /** Holds the list where the browser is to die, once the server has the new set. */
  arrange: (server: RunningServer) => void;
  /** Waits until the pull is at that point. */
  reach: (server: RunningServer, context: BrowserContext) => Promise<void>;
}

/** A request for page `n` of the monitor list. */
const listPage = (n: number) => (entry: LoggedRequest) =>
  entry.path === LIST && entry.query.page === String(n);

const PULL_POINTS: PullPoint[] = [
  {
    name: 'while its first page is held',
    arrange: (server) =>
      server.context.faults.add({ path: LIST, query: { page: '1' }, kind: 'hang', times: 1 }),
    reach: (server) => reached(server, listPage(1), 'received'),
  },
  {
    name: 'between pages, the first two written',
    arrange: (server) =>
      server.context.faults.add({ path: LIST, query: { page: '3' }, kind: 'hang', times: 1 }),
    reach: async (server, context) => {
      await reached(server, listPage(3), 'received');
      // The first two pages are one batch of writes: wait until it is in IndexedDB.
      await expect.poll(() => cachedMonitorCount(context)).toBeGreaterThan(OLD_COUNT);
    },
  },
  {
    name: 'right after its last page was answered',
    arrange: () => undefined,
    reach: (server) => reached(server, listPage(3), 'sent'),
  },
];

/** The options page's monitor list as a user reads it: its count, and how many a search finds. */
async function shownMonitors(page: Page) {
  const count = page.getByTestId('list-count');
  // "Reading 1,200 monitors…" until the list is drawn.
  await expect(count).toHaveText(/^[\d,]+ monitors$/);
  const all = (await count.textContent()) ?? '';
  await page.getByRole('searchbox', { name: 'Search monitors' }).fill(NEW_NAME);
  await expect(count).toHaveText(/shown/);
  const found = (await count.textContent()) ?? '';
  await page.getByRole('searchbox', { name: 'Search monitors' }).fill('');
  return { all, found };
}

test.describe('a pull of a three-page monitor list', () => {
  test.use({ monitorCount: OLD_COUNT });

  for (const point of PULL_POINTS) {
    test(`killed ${point.name}: the cache is the list before or after, never a mix`, async ({
      launched,
      server,
    }) => {
      const { context, extensionId } = launched;
      await expect.poll(() => cachedMonitorCount(context)).toBe(OLD_COUNT);
      const popup = await openExtensionPage(context, extensionId, 'popup.html');
      replaceEveryMonitor(server);
      point.arrange(server);
      server.context.log.clear();
      // Asked until it runs: the launch's first round may still hold the list's lock.
      await expect(async () => {
        sendCommand(popup, 'refresh', { resources: ['monitors'] }).catch(() => undefined);
        await reached(server, listPage(1), 'received', 2_000);
      }).toPass();
      await point.reach(server, context);

      await afterCrash(
        launched,
        async (again) => {
          const options = await openExtensionPage(
            again.context,
            again.extensionId,
            'options.html#/monitors',
          );
          // The relaunch's own pull has failed (and so is over): the cache is as it will stay.
          await expect
            .poll(async () => {
              const states = await tableRows<SyncStateRow>(again.context, 'syncState');
              return states.find((state) => state.resource === 'monitors')?.lastError?.kind;
            })
            .toBeDefined();
          const left = await shownMonitors(options);
          outcome(`cache after the relaunch: ${left.all}; searching "${NEW_NAME}": ${left.found}`);
          expect([
            ['1,200 monitors', '1,200 monitors · 0 shown'],
            ['1,200 monitors', '1,200 monitors · 1,200 shown'],
          ]).toContainEqual([left.all, left.found]);

          // Once the server answers, the new list is what the user sees.
          server.context.faults.clear();
          await sendCommand(options, 'refresh', { resources: ['monitors'] });
          await expect(options.getByTestId('list-count')).toHaveText('1,200 monitors');
          expect((await shownMonitors(options)).found).toBe('1,200 monitors · 1,200 shown');
        },
        // The server fails every list from the relaunch on, until the cache has been looked at
        // as the crash left it: set while the browser is down, so its first pull cannot win.
        () => server.context.faults.add({ path: LIST, kind: 'status', status: 503 }),
      );
    });
  }
});
