import type { MonitorFields, MonitorStatus, MonitorType } from './records';

/** The demo account's categories, keyed so monitor templates can name them. */
export const CATEGORY_TEMPLATES = {
  production: ['Production', 'Customer-facing services that take revenue'],
  infrastructure: ['Infrastructure', 'Databases, caches, network and DNS'],
  internal: ['Internal tools', 'Dashboards and jobs the team relies on'],
  marketing: ['Marketing', 'Public websites and content'],
  partners: ['Partner integrations', 'APIs shared with partners'],
} as const;
export type CategoryKey = keyof typeof CATEGORY_TEMPLATES;

export interface MonitorTemplate {
  name: string;
  type: MonitorType;
  uri: string;
  category: CategoryKey | '';
  extra?: Partial<MonitorFields>;
}

const t = (
  name: string,
  type: MonitorType,
  uri: string,
  category: CategoryKey | '',
  extra?: Partial<MonitorFields>,
): MonitorTemplate => ({ name, type, uri, category, extra });

/** 36 monitors: the default demo account; larger seeds repeat them in further regions. */
export const MONITOR_TEMPLATES: MonitorTemplate[] = [
  t('API gateway', 'http', 'https://api.example.com/health', 'production'),
  t('Checkout', 'keyword', 'https://shop.example.com/checkout', 'production', {
    json: 'Place order',
  }),
  t('Marketing site', 'http', 'https://www.example.com/', 'marketing'),
  t('Customer login', 'http', 'https://login.example.com/', 'production'),
  t('Payments webhook receiver', 'http', 'https://pay.example.com/webhooks/ping', 'production', {
    method: 'POST',
    body: '{"ping":true}',
  }),
  t('Primary database', 'port', 'db-primary.example.net', 'infrastructure', { port: 5432 }),
  t('Redis cache', 'port', 'cache-1.example.net', 'infrastructure', { port: 6379 }),
  t('Mail server (SMTP)', 'port', 'smtp.example.com', 'infrastructure', { port: 587 }),
  t('Edge router', 'ping', '203.0.113.10', 'infrastructure'),
  t('DNS example.com', 'dns', 'example.com', 'infrastructure'),
  t('Nightly backup job', 'heartbeat', '', 'internal', { interval: 86400 }),
  t('Search service', 'http', 'https://search.example.com/status', 'production'),
  t('Blog', 'http', 'https://blog.example.org/', 'marketing'),
  t('Docs site', 'keyword', 'https://docs.example.com/', 'marketing', { json: 'Getting started' }),
  t('Status site', 'http', 'https://status.example.com/', 'marketing'),
  t('Admin dashboard', 'http', 'https://admin.example.com/login', 'internal', {
    authType: 'basic',
    authUsername: 'monitor',
    authPassword: 'hunter2-demo',
  }),
  t('Internal wiki', 'http', 'https://wiki.example.net/', 'internal'),
  t('CI runners', 'ping', 'ci-runner-1.example.net', 'internal'),
  t('Image CDN', 'http', 'https://cdn.example.net/img/logo.png', 'production', { method: 'HEAD' }),
  t('Mobile API', 'http', 'https://m-api.example.com/v2/health', 'production', {
    headers: [{ name: 'X-Client', value: 'uptime-check' }],
  }),
  t('Partner feed', 'keyword', 'https://partners.example.org/feed.xml', 'partners', {
    json: '<rss',
  }),
  t('Shipping rates API', 'http', 'https://shipping.example.org/rates/health', 'partners'),
  t('SSO provider', 'http', 'https://sso.example.net/.well-known/openid-configuration', 'partners'),
  t('Billing cron', 'heartbeat', '', 'internal', { interval: 3600 }),
  t('Reporting warehouse', 'port', 'warehouse.example.net', 'infrastructure', { port: 5439 }),
  t('VPN gateway', 'ping', 'vpn.example.net', 'infrastructure'),
  t('MX records', 'dns', 'mail.example.com', 'infrastructure'),
  t('Careers page', 'keyword', 'https://www.example.com/careers', 'marketing', {
    json: 'Open positions',
  }),
  t('Newsletter signup', 'http', 'https://www.example.com/api/subscribe', 'marketing', {
    method: 'POST',
  }),
  t('Support portal', 'http', 'https://support.example.com/', 'production'),
  t('Analytics collector', 'http', 'https://collect.example.net/ping', 'internal'),
  t('Queue workers', 'heartbeat', '', 'infrastructure', { interval: 600 }),
  t('Legacy API v1', 'http', 'https://api.example.com/v1/ping', ''),
  t('Staging environment', 'http', 'https://staging.example.com/', ''),
  t('Inventory sync', 'heartbeat', '', 'partners', { interval: 1800 }),
  t('File uploads', 'http', 'https://uploads.example.com/health', 'production'),
];

/** Slot (index modulo 36) → demo state, so any seed size keeps the same realistic mix. */
export const STATE_BY_SLOT: Record<number, { status: MonitorStatus; paused?: boolean }> = {
  4: { status: 'down' },
  21: { status: 'down' },
  33: { status: 'down' },
  16: { status: 'up', paused: true },
  28: { status: 'up', paused: true },
  32: { status: 'up', paused: true },
  30: { status: 'pending' },
  35: { status: 'pending' },
};

export const DOWN_CAUSES: Record<MonitorType, string> = {
  http: 'HTTP 503 Service Unavailable',
  keyword: 'Keyword not found in response',
  ping: 'Host unreachable (100% packet loss)',
  port: 'Connection refused',
  dns: 'DNS lookup failed (SERVFAIL)',
  heartbeat: 'No heartbeat received in time',
};

export const INCIDENT_COMMENTS = [
  'Investigating: the upstream provider reports degraded service.',
  'Rolled back the last deploy, watching error rates.',
  'Root cause was an expired certificate on the load balancer.',
  'Confirmed with the hosting provider, a fix is being deployed.',
];
export const COMMENT_AUTHORS = ['dana@example.com', 'sam@example.org', 'demo@example.com'];

/** Seeded monitors are `mon_1…` in template order; keep only those this seed size created. */
export function seededMonitorIds(
  state: { monitors: Map<string, unknown> },
  templateIndexes: number[],
) {
  return templateIndexes.map((i) => `mon_${i + 1}`).filter((id) => state.monitors.has(id));
}
