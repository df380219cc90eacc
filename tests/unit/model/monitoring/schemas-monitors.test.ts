import { describe, expect, it } from 'vitest';
import { parseWith } from '../../../../lib/background/api/http/parse-answer';
import { MonitorResponseSchema } from '../../../../lib/model/monitoring/schemas-monitors';
import { seedMonitor } from '../../support/seed-monitor';

const parse = (body: unknown) => parseWith('List monitors', MonitorResponseSchema, body);

describe('MonitorResponseSchema', () => {
  it('reads the published envelope', () => {
    const [monitor] = parse({ monitors: [seedMonitor()], requestedBy: 'a@b.c', terms: 'T' });
    expect(monitor).toMatchObject({ id: 'mon_1', interval: 300, createdAt: '2024-05-01' });
    expect(monitor?.websiteDetails.upCodes).toEqual(['2xx', '3xx']);
  });

  it('keeps fields the published description does not list', () => {
    const [monitor] = parse([seedMonitor({ region: 'eu-west', tags: ['a'] })]);
    expect(monitor).toMatchObject({ region: 'eu-west', tags: ['a'] });
  });

  it('drops port, body and authPassword even when a server sends them', () => {
    const leaky = seedMonitor({ port: 5432, body: '{"secret":1}', authPassword: 'hunter2' });
    leaky.websiteDetails = {
      ...leaky.websiteDetails,
      authPassword: 'hunter2',
      body: 'x',
      port: 1,
    } as never;
    const [monitor] = parse({ monitors: [leaky] });
    expect(monitor).not.toHaveProperty('port');
    expect(monitor).not.toHaveProperty('body');
    expect(monitor).not.toHaveProperty('authPassword');
    expect(monitor?.websiteDetails).not.toHaveProperty('authPassword');
    expect(JSON.stringify(monitor)).not.toContain('hunter2');
  });

  it('drops a secret sent only inside websiteDetails, and one sent alone', () => {
    const nested = seedMonitor();
    nested.websiteDetails = { ...nested.websiteDetails, authPassword: 'hunter2' } as never;
    const [first, second] = parse({ monitors: [nested, seedMonitor({ id: 'mon_2', body: 'x' })] });
    expect(first?.websiteDetails).not.toHaveProperty('authPassword');
    expect(JSON.stringify(first)).not.toContain('hunter2');
    expect(second).not.toHaveProperty('body');
    expect(second).toMatchObject({ id: 'mon_2', name: 'API gateway' });
  });

  it.each([
    ['a fractional interval', { interval: 30.5 }, 'monitors.1.interval'],
    ['an interval as text', { interval: '300' }, 'monitors.1.interval'],
    ['a missing name', { name: undefined }, 'monitors.1.name'],
    [
      'a full timestamp as createdAt',
      { createdAt: '2024-05-01T10:00:00Z' },
      'monitors.1.createdAt',
    ],
    ['pages as a list', { pages: [] }, 'monitors.1.pages'],
    ['websiteDetails missing', { websiteDetails: undefined }, 'monitors.1.websiteDetails'],
  ])('refuses %s, naming the field', (_, overrides, path) => {
    const body = { monitors: [seedMonitor(), seedMonitor(overrides)] };
    expect(() => parse(body)).toThrow(expect.objectContaining({ kind: 'bad-response', path }));
  });

  it('names the field inside websiteDetails', () => {
    const bad = seedMonitor();
    bad.websiteDetails = { ...bad.websiteDetails, headers: [{ name: 'A', value: 1 }] } as never;
    expect(() => parse({ monitors: [bad] })).toThrow(
      expect.objectContaining({ path: 'monitors.0.websiteDetails.headers.0.value' }),
    );
  });

  it('tells the user what is wrong and where', () => {
    expect(() => parse({ monitors: [seedMonitor({ timeout: 'slow' })] })).toThrow(
      /List monitors: .*"monitors\.0\.timeout"/,
    );
  });
});
