import { type FormValues, numberInputValue } from '../../../../components/options/form-model';
import type { MonitorRow } from '../../../../lib/model/rows';

/** CONTRACT.md's defaults, so the form shows what the server would store. */
export const blankMonitor: FormValues = {
  name: '',
  type: 'http',
  uri: '',
  port: '',
  json: '',
  category: '',
  interval: '300',
  timeout: '30',
  method: 'GET',
  upCodes: ['2xx', '3xx'],
  headers: [],
  body: '',
  authType: 'none',
  authUsername: '',
  authPassword: '',
  sslErrors: 'no',
  sslExpiry: 'no',
  redirections: 'no',
  domainExpiry: 'no',
};

const DETAIL_FIELDS = [
  'sslErrors',
  'sslExpiry',
  'domainExpiry',
  'redirections',
  'upCodes',
  'authType',
  'authUsername',
  'method',
  'json',
  'headers',
] as const;

/** The response keeps these under `websiteDetails` (a queued edit's optimistic change too). */
export function monitorFromRow(row: MonitorRow): FormValues {
  const details = Object.fromEntries(DETAIL_FIELDS.map((key) => [key, row.websiteDetails[key]]));
  return {
    ...blankMonitor,
    ...details,
    name: row.name,
    type: row.type,
    uri: row.type === 'heartbeat' ? '' : row.uri,
    category: row.category,
    interval: numberInputValue(row.interval),
    timeout: numberInputValue(row.timeout),
  };
}

/**
 * An update sends only what changed, but a type's rules cover type, uri, port and json together
 * (CONTRACT.md's table): when one of them changed, the others go along as the form shows them,
 * so the background checks them as a whole before queueing instead of the server refusing later.
 */
function withTypeRules(out: Record<string, unknown>, values: FormValues) {
  if (!['type', 'uri', 'port', 'json'].some((key) => key in out)) return out;
  const type = values.type;
  const sent: Record<string, unknown> = { ...out, type };
  if (type !== 'heartbeat' && !('uri' in out)) sent.uri = values.uri;
  if (type === 'keyword' && !('json' in out)) sent.json = values.json;
  // Port is never returned (as published): blank means "keep the server's", so it is not sent.
  if (type === 'port' && !('port' in out) && values.port !== '') sent.port = Number(values.port);
  return sent;
}

/** Blank list entries are dropped; an update carries its type's related fields together. */
export function finishMonitorPayload(
  payload: Record<string, unknown>,
  mode: 'create' | 'update',
  values: FormValues,
) {
  const out = { ...payload };
  if (Array.isArray(out.upCodes))
    out.upCodes = (out.upCodes as string[]).map((c) => c.trim()).filter(Boolean);
  if (Array.isArray(out.headers))
    out.headers = (out.headers as { name: string; value: string }[]).filter(
      (h) => h.name.trim() || h.value.trim(),
    );
  return mode === 'update' ? withTypeRules(out, values) : out;
}
