/** A MonitorObject exactly as the published description lists it. */
export function seedMonitor(overrides: Record<string, unknown> = {}) {
  return {
    id: 'mon_1',
    name: 'API gateway',
    status: 'up',
    pause: 'active',
    uri: 'https://api.example.com/health',
    type: 'http',
    category: 'cat_1',
    interval: 300,
    timeout: 30,
    websiteDetails: {
      sslErrors: 'no',
      sslExpiry: 'no',
      domainExpiry: 'no',
      redirections: 'yes',
      upCodes: ['2xx', '3xx'],
      authType: 'none',
      authUsername: '',
      method: 'GET',
      json: '',
      headers: [{ name: 'X-Client', value: 'uptime' }],
    },
    incidents: 0,
    pages: 1,
    maintenanceWindows: 0,
    createdAt: '2024-05-01',
    ...overrides,
  };
}
