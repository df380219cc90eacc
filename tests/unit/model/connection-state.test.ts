import { describe, expect, it } from 'vitest';
import { connectionState, lastContactFailed } from '../../../lib/model/connection-state';
import type { SyncStateRow } from '../../../lib/model/rows';

const sync = (patch: Partial<SyncStateRow>): SyncStateRow => ({
  resource: 'monitors',
  lastSuccessAt: null,
  lastAttemptAt: null,
  lastError: null,
  consecutiveFailures: 0,
  notBefore: 0,
  ...patch,
});
const failed = (kind: string) =>
  sync({ lastSuccessAt: 1, lastAttemptAt: 2, lastError: { kind, message: 'x' } });

describe('connectionState', () => {
  it('is "connected" only once a contact worked and none failed since', () => {
    expect(connectionState(true, sync({ lastSuccessAt: 1 }))).toBe('connected');
    expect(connectionState(true, undefined)).toBe('connecting');
    expect(connectionState(true, sync({}))).toBe('connecting');
  });

  it('names what went wrong with the last contact, whatever worked before', () => {
    expect(connectionState(true, failed('offline'))).toBe('unreachable');
    expect(connectionState(true, failed('auth'))).toBe('signed-out');
    expect(connectionState(true, failed('gateway'))).toBe('server-trouble');
    expect(connectionState(true, failed('bad-response'))).toBe('server-trouble');
    expect(connectionState(true, failed('something new'))).toBe('server-trouble');
    expect(connectionState(true, failed('timeout'))).toBe('not-answering');
    expect(connectionState(true, failed('rate-limited'))).toBe('rate-limited');
  });

  it('does not count a cancelled sync as a failed contact', () => {
    expect(connectionState(true, failed('aborted'))).toBe('connected');
  });

  it('says "not set up" before anything else', () => {
    expect(connectionState(false, failed('offline'))).toBe('not-set-up');
  });

  it('calls only real failures failures', () => {
    expect(lastContactFailed('server-trouble')).toBe(true);
    expect(lastContactFailed('connecting')).toBe(false);
    expect(lastContactFailed('not-set-up')).toBe(false);
  });
});
