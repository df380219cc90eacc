import { describe, expect, it } from 'vitest';
import type { Apis } from '../../../../lib/background/api/connect';
import { fetchReportUptime } from '../../../../lib/background/sync/uptime-report';
import { handleUptimeReport } from '../../../../lib/messaging/sync-handlers';
import { ApiError } from '../../../../lib/model/errors/errors';

/** Only the one operation the report uses; each monitor answers as `answers` says. */
function apisAnswering(answers: Record<string, () => Promise<unknown>>) {
  const asked: { id: string; from: unknown; to: unknown }[] = [];
  const apis = {
    monitoring: {
      getUptime: (id: string, range: { from: string; to: string }) => {
        asked.push({ id, ...range });
        return answers[id]?.() ?? Promise.reject(new Error('not in this test'));
      },
    },
  } as unknown as Apis;
  return { apis, asked };
}

const range = { from: '2026-11-23', to: '2026-11-29' };

describe("the uptime report's fetch in the worker", () => {
  it('answers each monitor its days or its own failure, so one refusal costs the others nothing', async () => {
    const days = [{ date: '2026-11-29', uptime: 99.5, downtime: 432, checks: 100 }];
    const { apis, asked } = apisAnswering({
      a: async () => days,
      b: async () => {
        throw new ApiError('not-found', 'Get uptime: not found (HTTP 404).', {
          operation: 'getUptime',
          status: 404,
        });
      },
      c: async () => {
        throw new TypeError('boom');
      },
    });
    const answers = await fetchReportUptime(apis, ['a', 'b', 'c'], range);
    expect(asked).toEqual(['a', 'b', 'c'].map((id) => ({ id, ...range })));
    expect(answers[0]).toEqual({ monitorId: 'a', days });
    expect(answers[1]).toMatchObject({
      monitorId: 'b',
      error: { kind: 'not-found', message: 'Get uptime: not found (HTTP 404).' },
    });
    expect(answers[2]).toMatchObject({ monitorId: 'c', error: { kind: 'local' } });
  });

  it('takes at most four monitors a message, and days as YYYY-MM-DD', async () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    await expect(handleUptimeReport({ monitorIds: five, ...range })).rejects.toThrow();
    await expect(
      handleUptimeReport({ monitorIds: ['a'], from: 'last week', to: range.to }),
    ).rejects.toThrow();
  });
});
