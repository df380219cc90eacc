import { isoDate } from '../../../model/calendar';
import { toMonitorRow } from '../../../model/monitor-row';
import type { Monitor, MonitorInput } from '../../../model/monitoring/types';

/**
 * Rows shown for records created while their create is still queued. They carry the temporary id
 * (`local-…`) so the UI can mark them "not on the server yet"; the server's record replaces them.
 * Payloads reach here with secrets already removed (see secrets.ts).
 */
export function placeholderRecord(id: string, fields: object) {
  return { ...fields, id, createdAt: new Date().toISOString() };
}

export function placeholderMonitor(id: string, input: MonitorInput) {
  const monitor = {
    id,
    name: input.name,
    status: 'pending',
    pause: 'active',
    uri: input.uri ?? '',
    type: input.type,
    category: input.category ?? '',
    interval: input.interval ?? 300,
    timeout: input.timeout ?? 30,
    websiteDetails: {
      sslErrors: input.sslErrors ?? 'no',
      sslExpiry: input.sslExpiry ?? 'no',
      domainExpiry: input.domainExpiry ?? 'no',
      redirections: input.redirections ?? 'yes',
      upCodes: input.upCodes ?? ['2xx', '3xx'],
      authType: input.authType ?? 'none',
      authUsername: input.authUsername ?? '',
      method: input.method ?? 'GET',
      json: input.json ?? '',
      headers: input.headers ?? [],
    },
    incidents: 0,
    pages: 0,
    maintenanceWindows: 0,
    createdAt: isoDate(Date.now()),
  } as Monitor;
  return toMonitorRow(monitor);
}
