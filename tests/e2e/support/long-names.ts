import type { RunningServer } from '../../server/start';

/** Names long enough to need cutting at any width, as people name monitors. */
export const LONG_NAMES = [
  'Payments webhook receiver, partner API, eu-west-1',
  'Zahlungseingang Partnerschnittstelle Produktion',
  'https://status.example.org/api/v2/health?region=eu',
];

/** Copies of a down monitor under the long names: listed first, so they are in view. */
export function addLongNames(server: RunningServer) {
  const monitors = server.context.state.monitoring.monitors;
  const down = [...monitors.values()].find((m) => m.status === 'down' && m.pause === 'active');
  if (!down) throw new Error('the server holds no down monitor to copy');
  for (const [at, name] of LONG_NAMES.entries())
    monitors.set(`mon_long_${at}`, { ...down, id: `mon_long_${at}`, name });
}
