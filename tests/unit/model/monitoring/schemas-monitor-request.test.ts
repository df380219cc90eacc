import { describe, expect, it } from 'vitest';
import { validateMonitorInput } from '../../../../lib/model/monitoring/schemas-monitor-request';

/** The fields a form marks red, as `field: message`. */
const problems = (input: unknown, mode: 'create' | 'update' = 'create') =>
  Object.fromEntries(validateMonitorInput(input, mode).map((e) => [e.field, e.message]));

describe('validateMonitorInput: per-type required inputs (CONTRACT.md)', () => {
  it.each([
    ['http', { uri: 'https://example.com/health' }],
    ['keyword', { uri: 'http://example.com/', json: 'Welcome' }],
    ['ping', { uri: '203.0.113.10' }],
    ['ping', { uri: 'router.example.net' }],
    ['port', { uri: 'db.example.net', port: 5432 }],
    ['port', { uri: '2001:db8::1', port: 22 }],
    ['dns', { uri: 'example.com' }],
    ['heartbeat', {}],
  ])('accepts a minimal %s monitor', (type, fields) => {
    expect(problems({ name: 'M', type, ...fields })).toEqual({});
  });

  it.each([
    ['http', {}, { uri: 'uri is required' }],
    [
      'http',
      { uri: 'ftp://example.com' },
      { uri: 'uri must be a web address starting with http:// or https://' },
    ],
    [
      'http',
      { uri: 'example.com' },
      { uri: 'uri must be a web address starting with http:// or https://' },
    ],
    ['keyword', { uri: 'https://example.com' }, { json: 'json is required' }],
    ['keyword', { uri: 'https://example.com', json: '  ' }, { json: 'json is required' }],
    ['ping', { uri: 'https://example.com' }, { uri: 'uri must be a host name or an IP address' }],
    ['port', { uri: 'db.example.net' }, { port: 'port is required' }],
    ['port', { uri: 'db.example.net', port: 70000 }, { port: 'port must be from 1 to 65535' }],
    ['port', { uri: 'db.example.net', port: 80.5 }, { port: 'port must be a whole number' }],
    ['dns', { uri: 'bad host!' }, { uri: 'uri must be a host name, such as example.com' }],
  ])('refuses a %s monitor with %j', (type, fields, expected) => {
    expect(problems({ name: 'M', type, ...fields })).toEqual(expected);
  });

  it('requires a name and a known type', () => {
    expect(problems({ type: 'heartbeat' })).toEqual({ name: 'name is required' });
    expect(problems({ type: 'heartbeat', name: '   ' })).toEqual({ name: 'name is required' });
    expect(problems({ name: 'M', type: 'smtp' })).toEqual({
      type: 'type must be one of the choices offered',
    });
    expect(problems({ name: 'M' })).toHaveProperty('type');
  });

  it('checks the rules shared by every type', () => {
    const errors = problems({
      name: 'M',
      type: 'http',
      uri: 'https://example.com',
      interval: 10,
      timeout: 61,
      upCodes: ['2xx', '600', 'ok'],
      sslErrors: 'maybe',
      authType: 'oauth',
      method: 'FETCH',
      headers: [{ name: '', value: 'x' }],
    });
    expect(errors).toEqual({
      interval: 'interval must be from 30 to 86400',
      timeout: 'timeout must be from 1 to 60',
      'upCodes.1': 'upCodes.1 must be a code such as 200 or 2xx',
      'upCodes.2': 'upCodes.2 must be a code such as 200 or 2xx',
      sslErrors: 'sslErrors must be one of the choices offered',
      authType: 'authType must be one of the choices offered',
      method: 'method must be one of the choices offered',
      'headers.0.name': 'headers.0.name is required',
    });
  });

  it('names a wrong type without quoting the value, so a password never shows', () => {
    const errors = validateMonitorInput({
      name: 'M',
      type: 'heartbeat',
      authPassword: 987654321,
    });
    expect(errors).toEqual([
      { field: 'authPassword', message: 'authPassword must be text', problem: 'must be text' },
    ]);
  });
});

describe('validateMonitorInput: updates may be partial', () => {
  it('accepts any subset of fields', () => {
    expect(problems({ interval: 600 }, 'update')).toEqual({});
    expect(problems({}, 'update')).toEqual({});
  });

  it('still checks the fields that are sent', () => {
    expect(problems({ name: '', timeout: 0 }, 'update')).toEqual({
      name: 'name is required',
      timeout: 'timeout must be from 1 to 60',
    });
  });

  it('applies the type rules when the type is sent', () => {
    expect(problems({ type: 'dns', uri: 'https://example.com' }, 'update')).toHaveProperty('uri');
    expect(problems({ type: 'port', uri: 'db.example.net' }, 'update')).toEqual({});
    expect(problems({ type: 'smtp' }, 'update')).toHaveProperty('type');
  });
});
