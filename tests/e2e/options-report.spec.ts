import { readFileSync } from 'node:fs';
import type { BrowserContext, Page, Route } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { parseCsv } from '../support/csv-parse';
import { expect, test } from './fixtures';

/*
 * The uptime report (docs/MONITORING-API.md, "The uptime report"), judged by what the user sees,
 * the file they download, and what the server answered.
 */

interface ServerDay {
  date: string;
  uptime: number;
  downtime: number;
  checks: number;
}

const UPTIME_PATH = /\/endpoints\/v1\/monitors\/uptime\/([^/?]+)/;

const monitorIdOf = (url: string) => decodeURIComponent(UPTIME_PATH.exec(url)?.[1] ?? '');

/** Every uptime answer the server gave, by monitor, on its way to the worker; and how many were out at once. */
async function recordUptimeAnswers(context: BrowserContext) {
  const answers = new Map<string, ServerDay[]>();
  let out = 0;
  let mostOut = 0;
  await context.route(UPTIME_PATH, async (route) => {
    out += 1;
    mostOut = Math.max(mostOut, out);
    try {
      const response = await route.fetch();
      const body = await response.json();
      answers.set(monitorIdOf(route.request().url()), body.uptime);
      await route.fulfill({ response, json: body });
    } finally {
      out -= 1;
    }
  });
  return { answers, mostOut: () => mostOut };
}

const uptimeRequests = (server: RunningServer) =>
  server.context.log.entries.filter((e) => e.method === 'GET' && UPTIME_PATH.test(e.path));

/** The report's page, once the monitors are synced and the page counts them all. */
async function openReport(openOptions: (hash: string) => Promise<Page>, server: RunningServer) {
  const page = await openOptions('#/uptime-report');
  // Tall enough that the virtual table draws every demo monitor's row.
  await page.setViewportSize({ width: 1280, height: 2400 });
  const count = server.context.state.monitoring.monitors.size;
  await expect(page.getByTestId('report-size')).toHaveText(`${count} monitors, ${count} requests`);
  return page;
}

/** The monitors table as the user reads it: monitor name → its uptime cell. */
async function tableUptimes(page: Page) {
  const rows = await page.getByTestId('report-monitor').evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = (tr as HTMLTableRowElement).cells;
      return [cells[0]?.textContent ?? '', cells[2]?.textContent ?? ''];
    }),
  );
  return new Map(rows as [string, string][]);
}

async function downloadCsv(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  return parseCsv(readFileSync(await (await downloading).path(), 'utf8'));
}

/** The server's days added up as the report says it does: each day weighted by its checks. */
function fromServer(days: readonly ServerDay[]) {
  const checks = days.reduce((sum, d) => sum + d.checks, 0);
  const weighted = days.reduce((sum, d) => sum + d.uptime * d.checks, 0);
  const downtime = days.reduce((sum, d) => sum + d.downtime, 0);
  return { checks, downtime, percent: checks > 0 ? weighted / checks : null };
}

/** A figure shown with two decimals, never rounded up: within a hundredth below the exact one. */
function expectShownFigure(shown: number, exact: number) {
  expect(shown).toBeLessThanOrEqual(exact + 1e-9);
  expect(shown).toBeGreaterThan(exact - 0.01);
}

test('for 7 days the CSV has one line per monitor with the uptime the table shows, which is the server’s, and each category sums its monitors', async ({
  context,
  openOptions,
  server,
}) => {
  const recorded = await recordUptimeAnswers(context);
  const page = await openReport(openOptions, server);
  const monitors = [...server.context.state.monitoring.monitors.values()];
  await page.getByTestId('report-start').click();
  await expect(page.getByTestId('report-progress')).toContainText('Uptime from');

  // One request per monitor, for the 7 days ending today, never more than 4 out at once.
  const requests = uptimeRequests(server);
  expect(requests).toHaveLength(monitors.length);
  for (const request of requests) {
    const span = Date.parse(request.query.to ?? '') - Date.parse(request.query.from ?? '');
    expect(span).toBe(6 * 24 * 3600_000);
  }
  expect(recorded.answers.size).toBe(monitors.length);
  expect(recorded.mostOut()).toBeLessThanOrEqual(4);

  const [header, ...lines] = await downloadCsv(page);
  expect(header).toEqual(['Monitor', 'Category', 'Uptime (%)', 'Downtime (s)', 'Checks', 'Note']);
  expect(lines.map((line) => line[0]).sort()).toEqual(monitors.map((m) => m.name).sort());
  const table = await tableUptimes(page);
  let noData = 0;
  for (const [name, , uptime, downtime, checks, note] of lines as string[][]) {
    const monitor = monitors.find((m) => m.name === name);
    const server = fromServer(recorded.answers.get(monitor?.id ?? '') ?? []);
    expect(Number(downtime)).toBe(server.downtime);
    expect(Number(checks)).toBe(server.checks);
    if (server.percent === null) {
      noData += 1;
      expect([uptime, note, table.get(name ?? '')]).toEqual(['', 'No data', 'No data']);
    } else {
      expectShownFigure(Number(uptime), server.percent);
      expect(table.get(name ?? '')).toBe(`${uptime}%`);
    }
  }
  // The demo holds pending monitors: no checks yet, so neither 0 % nor 100 %.
  expect(noData).toBeGreaterThan(0);

  // Each category's row is its monitors' days together, weighted the same way.
  const categories = [...server.context.state.monitoring.categories.values()];
  const categoryRows = await page
    .getByTestId('report-category')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
  expect(categoryRows.length).toBeGreaterThan(1);
  for (const [name, count, uptime, , checks] of categoryRows as string[][]) {
    const id = categories.find((c) => c.name === name)?.id ?? '';
    const members = monitors.filter((m) => m.category === id);
    const server = fromServer(members.flatMap((m) => recorded.answers.get(m.id) ?? []));
    expect(Number(count)).toBe(members.length);
    expect(Number(checks?.replaceAll(',', ''))).toBe(server.checks);
    if (server.percent === null) expect(uptime).toBe('No data');
    else expectShownFigure(Number(uptime?.replace('%', '')), server.percent);
  }
});

test('progress counts the monitors answered, and Cancel stops before the next batch', async ({
  context,
  openOptions,
  server,
}) => {
  const held: Route[] = [];
  await context.route(UPTIME_PATH, (route) => {
    held.push(route);
  });
  const release = () => Promise.all(held.splice(0).map((route) => route.continue()));
  const page = await openReport(openOptions, server);
  const total = server.context.state.monitoring.monitors.size;
  await page.getByTestId('report-start').click();
  await expect.poll(() => held.length).toBe(4);
  await release();
  await expect(page.getByTestId('report-progress')).toHaveText(`4 of ${total} monitors`);
  await expect.poll(() => held.length).toBe(4);

  await page.getByTestId('report-cancel').click();
  await release();
  await expect(page.getByTestId('report-progress')).toHaveText(
    `Cancelled after 4 of ${total} monitors.`,
  );
  await expect.poll(() => uptimeRequests(server).filter((e) => e.sent).length).toBe(8);
  const [, ...lines] = await downloadCsv(page);
  expect(lines).toHaveLength(total);
  expect(lines.filter((line) => line[5] === 'Not fetched')).toHaveLength(total - 4);
  expect(held).toHaveLength(0);
});

test('one category’s report: a monitor the server no longer has says why in its row, the others keep their figures', async ({
  openOptions,
  server,
}) => {
  const state = server.context.state.monitoring;
  const production = [...state.categories.values()].find((c) => c.name === 'Production');
  const members = [...state.monitors.values()].filter(
    (m) => m.category === production?.id && m.status === 'up',
  );
  const page = await openReport(openOptions, server);
  await page.getByTestId('report-scope').selectOption({ label: 'Production' });
  const inCategory = [...state.monitors.values()].filter((m) => m.category === production?.id);
  await expect(page.getByTestId('report-size')).toHaveText(
    `${inCategory.length} monitors, ${inCategory.length} requests`,
  );
  const gone = members[0];
  if (gone) state.monitors.delete(gone.id);
  await page.getByTestId('report-start').click();
  await expect(page.getByTestId('report-progress')).toContainText('Uptime from');
  await expect(page.getByTestId('report-progress')).toContainText(
    '1 monitor could not be fetched; its row says why.',
  );
  const table = await tableUptimes(page);
  expect(table.get(gone?.name ?? '')).toMatch(/^Get uptime: not found \(HTTP 404\)/);
  expect(table.get(members[1]?.name ?? '')).toMatch(/^\d+\.\d\d%$/);
  const [, ...lines] = await downloadCsv(page);
  expect(lines).toHaveLength(inCategory.length);
  expect(lines.find((line) => line[0] === gone?.name)?.[5]).toMatch(/^Get uptime: not found/);
  await expect(page.getByTestId('report-category')).toHaveCount(1);
  await expect(page.getByTestId('report-category')).toContainText('1 left out');
});

test.describe('at 10,000 monitors', () => {
  test.use({ monitorCount: 10_000 });
  test.setTimeout(180_000);

  test('the report says its size first, counts its progress, draws only the rows in view, and cancels', async ({
    openOptions,
    server,
  }) => {
    const page = await openOptions('#/uptime-report');
    // The first sync brings the monitors page by page: the size says when all are here.
    await expect(page.getByTestId('report-size')).toHaveText('10,000 monitors, 10,000 requests', {
      timeout: 120_000,
    });
    await page.getByTestId('report-start').click();
    const progress = page.getByTestId('report-progress');
    await expect(progress).toHaveText(/^(4\d|[5-9]\d|\d{3,}) of 10,000 monitors$/);
    const drawn = await page.getByTestId('report-monitor').count();
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(80);
    await page.getByTestId('report-cancel').click();
    await expect(progress).toHaveText(/^Cancelled after [\d,]+ of 10,000 monitors\.$/);
    const answered = Number(
      (await progress.textContent())?.match(/after ([\d,]+)/)?.[1]?.replaceAll(',', ''),
    );
    // At most the batch out when Cancel was pressed went beyond what was counted.
    const asked = uptimeRequests(server).length;
    expect(asked).toBeGreaterThanOrEqual(answered);
    expect(asked).toBeLessThanOrEqual(answered + 4);
    const [, ...lines] = await downloadCsv(page);
    expect(lines).toHaveLength(10_000);
    expect(lines.filter((line) => line[5] !== 'Not fetched')).toHaveLength(answered);
  });
});
