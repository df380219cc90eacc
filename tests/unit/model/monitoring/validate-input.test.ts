import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/model/errors/errors';
import { checkFieldInput } from '../../../../lib/model/errors/field-problems';
import { MonitorRequestSchema } from '../../../../lib/model/monitoring/schemas-monitor-request';
import { SeatRequestSchema } from '../../../../lib/model/monitoring/schemas-notifications';
import { PageAuthenticationRequestSchema } from '../../../../lib/model/monitoring/schemas-pages';
import { WindowRequestSchema } from '../../../../lib/model/monitoring/schemas-windows';
import { validateMonitoringInput } from '../../../../lib/model/monitoring/validate-input';

function thrown(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('validateMonitoringInput', () => {
  it('returns the cleaned body: trimmed, unknown fields dropped', () => {
    const body = validateMonitoringInput(MonitorRequestSchema, {
      name: '  API  ',
      type: 'http',
      uri: 'https://api.example.com',
      colour: 'blue',
    });
    expect(body).toEqual({ name: 'API', type: 'http', uri: 'https://api.example.com' });
  });

  it('throws what a server 422 would: kind validation with field errors, not retryable', () => {
    const error = thrown(() =>
      validateMonitoringInput(MonitorRequestSchema, { type: 'http', uri: 'x' }, 'Create monitor'),
    );
    expect(error).toMatchObject({
      kind: 'validation',
      retryable: false,
      operation: 'Create monitor',
    });
    expect(error.fieldErrors.map((e) => e.field)).toEqual(['name', 'uri']);
    expect(error.message).toBe('Create monitor: name is required (and 1 more).');
  });

  it('never puts a secret into the error, its message or its JSON', () => {
    const error = thrown(() =>
      validateMonitoringInput(PageAuthenticationRequestSchema, { access: 1, password: 'abc' }),
    );
    expect(error.fieldErrors).toEqual([
      {
        field: 'password',
        message: 'password must be at least 6 characters for a password-protected page',
        problem: 'must be at least 6 characters for a password-protected page',
      },
    ]);
    expect(JSON.stringify(error)).not.toContain('abc');
  });
});

describe('request rules beyond monitors', () => {
  it('wants a telephone code with a phone number', () => {
    const seat = { name: 'Ana', email: 'ana@example.com', phone: '7700 900123' };
    expect(checkFieldInput(SeatRequestSchema, seat).fieldErrors).toEqual([
      {
        field: 'telephoneCode',
        message: 'telephoneCode is needed with a phone number',
        problem: 'is needed with a phone number',
      },
    ]);
  });

  it('wants a window to end after it starts, in a real time zone', () => {
    const window = {
      name: 'Upgrade',
      monitors: [],
      schedule: {
        type: 'once',
        start: '2030-01-02T10:00:00Z',
        end: '2030-01-02T09:00:00Z',
        timezone: 'Mars/Olympus',
      },
    };
    const fields = checkFieldInput(WindowRequestSchema, window).fieldErrors.map((e) => e.field);
    expect(fields).toEqual(['schedule.timezone', 'schedule.end']);
    window.schedule.timezone = 'Europe/London';
    expect(checkFieldInput(WindowRequestSchema, window).fieldErrors).toEqual([
      {
        field: 'schedule.end',
        message: 'schedule.end must be after the start',
        problem: 'must be after the start',
      },
    ]);
    window.schedule.end = '2030-01-02T11:00:00Z';
    expect(checkFieldInput(WindowRequestSchema, window).success).toBe(true);
  });
});
