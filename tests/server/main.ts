/**
 * `npm run server`: the demo backend for both APIs. Options: --port (default 4010), --host
 * (default 127.0.0.1), --monitors N (seed N monitors, e.g. 10000 for benchmarks), --no-simulate.
 */
import { parseArgs } from 'node:util';
import { DEMO_CREDENTIALS, DEMO_PORT } from './demo-credentials';
import { startServer } from './start';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(DEMO_PORT) },
    host: { type: 'string', default: '127.0.0.1' },
    monitors: { type: 'string' },
    'no-simulate': { type: 'boolean', default: false },
  },
});

const running = await startServer({
  port: Number(values.port),
  host: values.host,
  simulate: !values['no-simulate'],
  ...(values.monitors && { monitorCount: Number(values.monitors) }),
});

console.log(`Gatehouse local server (both APIs) on ${running.url}
  monitoring API  ${running.monitoringBaseUrl}/endpoints/v1   login ${DEMO_CREDENTIALS.monitoring.email} / ${DEMO_CREDENTIALS.monitoring.password}
  museum API      ${running.museumBaseUrl}   basic auth ${DEMO_CREDENTIALS.museum.username} / ${DEMO_CREDENTIALS.museum.password}
  control         ${running.url}/__control   (see tests/server/CONTRACT.md)
  ${running.context.config.monitorCount} monitors, status simulation ${running.context.config.simulate ? 'on' : 'off'}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => running.close().then(() => process.exit(0)));
}
