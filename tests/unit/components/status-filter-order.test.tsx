import { renderToString } from 'preact-render-to-string';
import { expect, it } from 'vitest';
import { MonitorFilters } from '../../../components/MonitorFilters';
import { monitorsSpec } from '../../../entrypoints/options/resources/monitors';
import { NO_FILTER } from '../../../lib/model/monitor-filter';

/*
 * The popup's status menu and the options page's list the same states in the same order, the
 * list's own (down first, paused last: lib/model/rows.ts MONITOR_RANK), so a user who knows one
 * finds "Paused" in the same place in the other.
 */
it('the popup and the options page offer the states in the order the list shows them', () => {
  const html = renderToString(
    <MonitorFilters filter={NO_FILTER} categories={[]} onChange={() => undefined} />,
  );
  const statusMenu = html.slice(html.indexOf('data-testid="status-filter"'));
  const popup = [
    ...statusMenu.slice(0, statusMenu.indexOf('</select>')).matchAll(/value="([^"]*)"/g),
  ]
    .map((match) => match[1])
    .filter((value) => value !== 'all');
  const options = (monitorsSpec.filters?.[0]?.choices ?? [])
    .map((choice) => choice.value)
    .filter((value) => value !== 'all');
  expect({ popup, options }).toEqual({
    popup: ['down', 'maintenance', 'pending', 'up', 'paused'],
    options: ['down', 'maintenance', 'pending', 'up', 'paused'],
  });
});
