import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { ThisSite, type ThisSiteProps } from '../../../components/ThisSite';
import { thisSiteSentence } from '../../../components/uptime-text';
import { toMonitorRow } from '../../../lib/model/monitor-row';
import type { Monitor } from '../../../lib/model/monitoring/types';
import { seedMonitor } from '../support/seed-monitor';

const page = { origin: 'https://shop.example.com', title: 'Shop' };
const monitorOf = (overrides: Record<string, unknown>) =>
  toMonitorRow(seedMonitor({ uri: 'https://shop.example.com', ...overrides }) as Monitor);

function strip(overrides: Partial<ThisSiteProps>) {
  const props: ThisSiteProps = {
    page,
    monitor: null,
    unsent: false,
    onOpen: () => {},
    onMonitor: async () => null,
    ...overrides,
  };
  return renderToString(<ThisSite {...props} />);
}

describe('ThisSite', () => {
  it('offers to monitor a site no cached monitor watches, naming its host', () => {
    const html = strip({});
    expect(html).toContain('shop.example.com is not monitored.');
    expect(html).toContain('Monitor this site');
  });

  it("shows the site's monitor instead: status word and uptime, no offer", () => {
    const html = strip({
      monitor: monitorOf({ status: 'up' }),
      uptime: { percent: 99.98, days: 7 },
    });
    expect(html).toContain('This site: Up, 99.98% over 7 days');
    expect(html).not.toContain('Monitor this site');
  });

  it('a paused monitor reads Paused; a queued one says it is not sent yet', () => {
    const html = strip({ monitor: monitorOf({ pause: 'paused' }), uptime: null, unsent: true });
    expect(html).toContain('This site: Paused, no uptime figure yet');
    expect(html).toContain('not sent yet');
  });
});

describe('thisSiteSentence', () => {
  it('says one day in the singular', () => {
    expect(thisSiteSentence('Pending', { percent: 100, days: 1 })).toBe(
      'This site: Pending, 100.00% over 1 day',
    );
  });
});
