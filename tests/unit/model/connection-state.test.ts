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
    expect(connectionState(true, sync({ lastSuccessAt: 1 }), true)).toBe('connected');
    expect(connectionState(true, undefined, true)).toBe('connecting');
    expect(connectionState(true, sync({}), true)).toBe('connecting');
  });

  it('names what went wrong with the last contact, whatever worked before', () => {
    expect(connectionState(true, failed('offline'), true)).toBe('unreachable');
    expect(connectionState(true, failed('auth'), true)).toBe('signed-out');
    expect(connectionState(true, failed('gateway'), true)).toBe('server-trouble');
    expect(connectionState(true, failed('bad-response'), true)).toBe('server-trouble');
    expect(connectionState(true, failed('something new'), true)).toBe('server-trouble');
    expect(connectionState(true, failed('timeout'), true)).toBe('not-answering');
    expect(connectionState(true, failed('rate-limited'), true)).toBe('rate-limited');
  });

  it('does not count a cancelled sync as a failed contact', () => {
    expect(connectionState(true, failed('aborted'), true)).toBe('connected');
  });

  it('says "offline" when the browser does, tried or not, failed or not', () => {
    expect(connectionState(true, undefined, false)).toBe('offline');
    expect(connectionState(true, failed('offline'), false)).toBe('offline');
    expect(lastContactFailed('offline')).toBe(false);
  });

  it('says "not set up" before anything else', () => {
    expect(connectionState(false, failed('offline'), true)).toBe('not-set-up');
  });

  it('calls only real failures failures', () => {
    expect(lastContactFailed('server-trouble')).toBe(true);
    expect(lastContactFailed('connecting')).toBe(false);
    expect(lastContactFailed('not-set-up')).toBe(false);
  });
});
