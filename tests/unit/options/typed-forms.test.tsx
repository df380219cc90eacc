import fc from 'fast-check';
import { renderToString } from 'preact-render-to-string';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  valuesTyped,
  withoutBlanks,
} from '../../../components/options/form/form-values';
import {
  ANNOUNCEMENT_CHOICES,
  announcementValues,
} from '../../../entrypoints/options/resources/AnnouncementForm';
import { CategoryForm, categoryValues } from '../../../entrypoints/options/resources/CategoryForm';
import {
  eventPayload,
  eventValues,
  eventValuesTyped,
} from '../../../entrypoints/options/resources/EventForm';
import {
  INTEGRATION_CHOICES,
  IntegrationForm,
  integrationValues,
} from '../../../entrypoints/options/resources/IntegrationForm';
import { MonitorForm } from '../../../entrypoints/options/resources/MonitorForm';
import {
  type MonitorValues,
  monitorChanges,
  monitorCreate,
  monitorValues,
  monitorValuesTyped,
} from '../../../entrypoints/options/resources/monitors-detail/monitor-values';
import { pageValues } from '../../../entrypoints/options/resources/PageForm';
import { SeatForm, seatValues } from '../../../entrypoints/options/resources/SeatForm';
import { WindowForm } from '../../../entrypoints/options/resources/WindowForm';
import {
  windowPayload,
  windowValues,
  windowValuesTyped,
} from '../../../entrypoints/options/resources/window-schedule';
import type { FormSlot } from '../../../entrypoints/options/section-shell/spec';
import type { WriteCommand } from '../../../lib/messaging/protocol';
import { checkFieldInput } from '../../../lib/model/errors/field-problems';
import {
  AnnouncementRequestSchema,
  AnnouncementUpdateRequestSchema,
} from '../../../lib/model/monitoring/schemas-announcements';
import {
  CategoryRequestSchema,
  CategoryUpdateRequestSchema,
} from '../../../lib/model/monitoring/schemas-categories';
import {
  MonitorRequestSchema,
  MonitorUpdateRequestSchema,
} from '../../../lib/model/monitoring/schemas-monitor-request';
import {
  IntegrationRequestSchema,
  IntegrationUpdateRequestSchema,
  SeatRequestSchema,
  SeatUpdateRequestSchema,
} from '../../../lib/model/monitoring/schemas-notifications';
import {
  PageRequestSchema,
  PageUpdateRequestSchema,
} from '../../../lib/model/monitoring/schemas-pages';
import { WindowRequestSchema } from '../../../lib/model/monitoring/schemas-windows';
import { EventPatchSchema, NewEventSchema } from '../../../lib/model/museum/schemas';
import type { RecordOf } from '../../../lib/model/resources';
import type { MonitorRow } from '../../../lib/model/rows';
import { NO_LOOKUPS } from '../support/no-lookups';
import { seedMonitor } from '../support/seed-monitor';

/*
 * Each resource's typed form: a row becomes form values, the values the payload of its write,
 * and a refused write's payload comes back into the form as it was typed. The real-browser specs
 * (options-forms.spec.ts and the options-*.spec.ts per resource) walk the forms themselves.
 */

/** Text as a user leaves it in a field: no spaces around it (the request trims them). */
const text = (maxLength: number, minLength = 0) =>
  fc
    .string({ maxLength, minLength })
    .map((typed) => typed.trim())
    .filter((typed) => typed.length >= minLength);

/**
 * The round trip every form keeps: values → the create payload, which the create's schema takes
 * → (refused) back into a blank form as the same values; and an untouched form sends no change.
 */
function expectRoundTrip<Values extends object>(
  values: Values,
  blank: Values,
  create: v.GenericSchema,
  update: v.GenericSchema<unknown, Partial<Values>>,
) {
  const payload = withoutBlanks(values);
  expect(checkFieldInput(create, payload).fieldErrors).toEqual([]);
  expect(valuesTyped(blank, payload, update)).toEqual(values);
  expect(changedFields(values, values)).toEqual({});
}

/** What a form renders for a slot, and the command its Save would send. */
function slotFor<Row>(row?: Row): FormSlot<Row> {
  return {
    row,
    lookups: NO_LOOKUPS,
    frame: { formId: 'f', problems: [], submitLabel: 'Save' },
    send: async (_command: WriteCommand) => {},
  };
}

const categoryRow: fc.Arbitrary<RecordOf<'categories'>> = fc.record({
  id: fc.string({ minLength: 1 }),
  name: text(100, 1),
  description: text(1000),
});

describe('the category form', () => {
  it('round-trips a row through its values and payload', () => {
    fc.assert(
      fc.property(categoryRow, (row) =>
        expectRoundTrip(
          categoryValues(row),
          categoryValues(),
          CategoryRequestSchema,
          CategoryUpdateRequestSchema,
        ),
      ),
    );
  });

  it('shows the row in fields named by the request, the name marked required', () => {
    const html = renderToString(
      <CategoryForm
        {...slotFor<RecordOf<'categories'>>({ id: 'c1', name: 'Shop', description: 'Till' })}
      />,
    );
    expect(html).toMatch(/<input id="f-name" aria-required="true"[^>]* value="Shop"/);
    expect(html).toMatch(/<textarea id="f-description"[^>]*>Till<\/textarea>/);
  });

  it('sends only the fields its command takes: a misspelt one does not compile', () => {
    const send = (command: WriteCommand) => command;
    // @ts-expect-error `nmae` is no field of createCategory
    send({ operation: 'createCategory', payload: { nmae: 'Shop' } });
    // @ts-expect-error an update names its record
    send({ operation: 'updateCategory', payload: { name: 'Shop' } });
    expect(send({ operation: 'createCategory', payload: { name: 'Shop' } }).operation).toBe(
      'createCategory',
    );
  });
});

const flag = fc.constantFrom<0 | 1>(0, 1);
const email = fc.stringMatching(/^[a-z]{1,8}@[a-z]{1,8}\.(com|org)$/);

const seatRow: fc.Arbitrary<RecordOf<'seats'>> = fc
  .record({
    id: fc.string({ minLength: 1 }),
    name: text(50, 1),
    email,
    phone: fc.stringMatching(/^[\d()-][\d\s()-]{0,12}[\d()-]$/),
    telephoneCode: fc.constantFrom('+44', '+1', '+49'),
    sms: flag,
    call: flag,
    integrations: fc.uniqueArray(
      fc.record({ id: fc.string({ minLength: 1 }), name: text(20), type: fc.constant('slack') }),
      { selector: (integration) => integration.id, maxLength: 3 },
    ),
  })
  .map((row) => (row.phone ? row : { ...row, telephoneCode: '' }));

describe('the seat form', () => {
  it('round-trips a row through its values and payload: flags as 0/1, integrations by id', () => {
    fc.assert(
      fc.property(seatRow, (row) =>
        expectRoundTrip(seatValues(row), seatValues(), SeatRequestSchema, SeatUpdateRequestSchema),
      ),
    );
  });

  it('shows its switches and ticks as the row has them', () => {
    const row: RecordOf<'seats'> = {
      id: 's1',
      name: 'Ana',
      email: 'ana@example.com',
      sms: 1,
      call: 0,
      integrations: [{ id: 'i1', name: 'Ops', type: 'slack' }],
    };
    const html = renderToString(
      <SeatForm
        {...slotFor(row)}
        lookups={{ ...NO_LOOKUPS, integrations: [{ id: 'i1', name: 'Ops', type: 'slack' }] }}
      />,
    );
    const switchOf = (name: string) => html.match(new RegExp(`<input id="f-${name}"[^>]*>`))?.[0];
    expect(switchOf('sms')).toMatch(/role="switch".* checked/);
    expect(switchOf('call')).not.toMatch(/ checked/);
    expect(html).toMatch(/<input type="checkbox" checked\/?> Ops \(slack\)/);
  });
});

const integrationRow: fc.Arbitrary<RecordOf<'integrations'>> = fc
  .record({
    id: fc.string({ minLength: 1 }),
    name: text(50, 1),
    type: fc.constantFrom('webhook', 'email', 'pagerduty'),
    target: fc.constant(''),
    enabled: flag,
  })
  .chain((row) =>
    (row.type === 'webhook'
      ? fc.stringMatching(/^https:\/\/[a-z]{1,10}\.example\.com\/[a-z]{0,8}$/)
      : row.type === 'email'
        ? email
        : text(30, 1)
    ).map((target) => ({ ...row, target })),
  );

describe('the integration form', () => {
  it('round-trips a row through its values and payload', () => {
    fc.assert(
      fc.property(integrationRow, (row) =>
        expectRoundTrip(
          integrationValues(row),
          integrationValues(),
          IntegrationRequestSchema,
          IntegrationUpdateRequestSchema,
        ),
      ),
    );
  });

  it("offers every type the request takes, and picks the row's", () => {
    const html = renderToString(
      <IntegrationForm
        {...slotFor<RecordOf<'integrations'>>({
          id: 'i1',
          name: 'Pager',
          type: 'pagerduty',
          target: 'k',
        })}
      />,
    );
    for (const type of INTEGRATION_CHOICES) expect(html).toContain(`value="${type.value}"`);
    expect(html).toMatch(/<option selected value="pagerduty">/);
  });
});

const announcementRow: fc.Arbitrary<RecordOf<'announcements'>> = fc.record({
  id: fc.string({ minLength: 1 }),
  title: text(80, 1),
  message: text(300, 1),
  type: fc.constantFrom(...ANNOUNCEMENT_CHOICES.map((type) => type.value)),
  sticky: flag,
  pages: fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1 }), name: text(20) }), {
    selector: (page) => page.id,
    minLength: 1,
    maxLength: 3,
  }),
});

describe('the announcement form', () => {
  it('round-trips a row through its values and payload: pages by id, pinned as 0/1', () => {
    fc.assert(
      fc.property(announcementRow, (row) =>
        expectRoundTrip(
          announcementValues(row),
          announcementValues(),
          AnnouncementRequestSchema,
          AnnouncementUpdateRequestSchema,
        ),
      ),
    );
  });
});

const eventRow: fc.Arbitrary<RecordOf<'events'>> = fc.record({
  eventId: fc.uuid(),
  name: text(60, 1),
  location: text(60, 1),
  eventDescription: text(300, 1),
  dates: fc
    .uniqueArray(
      fc.date({ min: new Date('2030-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
      { minLength: 1, maxLength: 4 },
    )
    .map((days) => days.map((day) => day.toISOString().slice(0, 10))),
  price: fc.double({ min: 0, max: 1e9, noNaN: true }),
});

describe('the event form', () => {
  it('round-trips a row through its values and payload: the price as text and back', () => {
    fc.assert(
      fc.property(eventRow, (row) => {
        const values = eventValues(row);
        const payload = eventPayload(values);
        expect(checkFieldInput(NewEventSchema, payload).fieldErrors).toEqual([]);
        expect(payload.price).toBe(row.price);
        expect(eventValuesTyped(eventValues(), payload)).toEqual(values);
        expect(checkFieldInput(EventPatchSchema, { price: payload.price }).fieldErrors).toEqual([]);
      }),
    );
  });

  it('leaves out blank date rows and names a blank price as missing', () => {
    const payload = eventPayload({ ...eventValues(), dates: ['', '2031-03-06', ''] });
    expect(payload.dates).toEqual(['2031-03-06']);
    expect(checkFieldInput(NewEventSchema, payload).fieldErrors).toContainEqual(
      expect.objectContaining({ field: 'price', problem: 'is required' }),
    );
  });
});

const address = fc.constantFrom(
  '',
  'https://status.example.com/',
  'https://cdn.example.com/logo.png',
);

const pageRow: fc.Arbitrary<RecordOf<'pages'>> = fc.record({
  id: fc.string({ minLength: 1 }),
  name: text(60, 1),
  subdomain: fc.stringMatching(/^[a-z0-9-]{3,20}$/),
  domain: fc.constantFrom('', 'status.example.com'),
  homepageLink: address,
  layout: fc.constantFrom('list', 'grid'),
  defaultLightMode: fc.constantFrom('light', 'dark'),
  seo: flag,
  groupByCategories: flag,
  accessType: flag,
  showServiceLogo: flag,
  webAnalytics: flag,
  showMonitorURI: flag,
  showUptime: flag,
  hidePausedMonitors: flag,
  subscribe: flag,
  showStatusUpdate: flag,
  showMonitorDetails: flag,
  addNewMonitors: flag,
  logoLight: address,
  logoDark: address,
  favicon: address,
  monitors: fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1 }), name: text(20) }), {
    selector: (monitor) => monitor.id,
    maxLength: 3,
  }),
});

describe('the status page form', () => {
  it("round-trips a row through its values and payload: response names back to the request's", () => {
    fc.assert(
      fc.property(pageRow, (row) =>
        expectRoundTrip(pageValues(row), pageValues(), PageRequestSchema, PageUpdateRequestSchema),
      ),
    );
  });

  it('starts a new page as the server would make it', () => {
    expect(pageValues()).toMatchObject({ seo: 1, poweredBy: 1, duration: 1, status: 1, uri: 0 });
  });
});

const windowRow: fc.Arbitrary<RecordOf<'windows'>> = fc
  .record({
    id: fc.string({ minLength: 1 }),
    name: text(60, 1),
    description: text(200),
    status: fc.constant('scheduled'),
    monitors: fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1 }), name: text(20) }), {
      selector: (monitor) => monitor.id,
      maxLength: 3,
    }),
    // Whole minutes: the form shows a time to the minute.
    startMinute: fc.integer({ min: 0, max: 5_000_000 }),
    minutes: fc.integer({ min: 1, max: 10_000 }),
    type: fc.constantFrom('once', 'daily', 'weekly', 'monthly'),
    timezone: fc.constantFrom('Europe/London', 'America/New_York', 'UTC'),
    days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1 }),
  })
  .map(({ startMinute, minutes, type, timezone, days, ...row }) => {
    const start = Date.UTC(2030, 0, 1) + startMinute * 60_000;
    return {
      ...row,
      schedule: {
        type,
        start: new Date(start).toISOString(),
        end: new Date(start + minutes * 60_000).toISOString(),
        timezone,
        ...(type === 'weekly' ? { days: [...days].sort((a, b) => a - b) } : {}),
      },
    };
  });

describe('the maintenance window form', () => {
  it('round-trips a row through its values and payload: the schedule apart and together', () => {
    fc.assert(
      fc.property(windowRow, (row) => {
        const values = windowValues(row);
        const payload = windowPayload(values);
        expect(checkFieldInput(WindowRequestSchema, payload).fieldErrors).toEqual([]);
        expect(payload.schedule).toEqual(row.schedule);
        expect(windowValuesTyped(windowValues(), payload)).toEqual(values);
        expect(windowPayload(values)).toEqual(payload);
      }),
    );
  });

  it('puts a rule of the nested schedule by the field that shows it: End must be after the start', () => {
    const problems = checkFieldInput(
      WindowRequestSchema,
      windowPayload({
        ...windowValues(),
        name: 'Upgrade',
        start: '2030-01-02T10:00',
        end: '2030-01-02T09:00',
      }),
    ).fieldErrors;
    const html = renderToString(
      <WindowForm
        {...slotFor<RecordOf<'windows'>>()}
        frame={{ formId: 'f', problems, submitLabel: 'Save' }}
      />,
    );
    expect(html).toContain(
      '<small id="f-end-error" class="error" role="alert" data-testid="error-f-end">End must be after the start</small>',
    );
  });
});

const yesNo = fc.constantFrom('yes', 'no');
const webDetails = fc.record({
  sslErrors: yesNo,
  sslExpiry: yesNo,
  domainExpiry: yesNo,
  redirections: yesNo,
  upCodes: fc.array(fc.stringMatching(/^[1-5](\d\d|xx)$/), { maxLength: 3 }),
  authType: fc.constantFrom('none', 'basic', 'digest', 'bearer'),
  authUsername: text(20),
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
  json: text(30, 1),
  headers: fc.array(
    fc.record({ name: fc.stringMatching(/^[A-Za-z][A-Za-z-]{0,19}$/), value: text(30) }),
    { maxLength: 3 },
  ),
});
const hostName = fc.stringMatching(/^[a-z][a-z0-9]{0,10}\.example\.(com|org)$/);
const addressOf = {
  http: fc.stringMatching(/^https:\/\/[a-z]{1,10}\.example\.com\/[a-z]{0,8}$/),
  keyword: fc.stringMatching(/^https:\/\/[a-z]{1,10}\.example\.com\/[a-z]{0,8}$/),
  ping: fc.oneof(hostName, fc.ipV4()),
  port: hostName,
  dns: hostName,
  heartbeat: fc.constant('https://beat.example.com/b/1'),
};

/**
 * A monitor as the server keeps it, and the port a user types for a port check (never returned).
 * What a type does not show is as a new form has it: those fields go nowhere, so nothing brings
 * them back.
 */
const monitorCase = fc
  .record({
    type: fc.constantFrom('http', 'keyword', 'ping', 'port', 'dns', 'heartbeat'),
    name: text(60, 1),
    category: fc.constantFrom('', 'cat_1'),
    interval: fc.integer({ min: 30, max: 86400 }),
    timeout: fc.integer({ min: 1, max: 60 }),
    details: webDetails,
    port: fc.integer({ min: 1, max: 65535 }),
  })
  .chain((row) => addressOf[row.type].map((uri) => ({ ...row, uri })))
  .map(({ details, port, ...fields }) => {
    const blank = monitorValues();
    const web = fields.type === 'http' || fields.type === 'keyword';
    const withUser = web && ['basic', 'digest'].includes(details.authType);
    const websiteDetails = {
      ...(web ? details : { ...details, ...pickBlank(blank) }),
      authUsername: withUser ? details.authUsername : '',
      json: fields.type === 'keyword' ? details.json : '',
      domainExpiry: fields.type === 'heartbeat' ? 'no' : details.domainExpiry,
    };
    const row = seedMonitor({ ...fields, websiteDetails }) as unknown as MonitorRow;
    return { row, port: fields.type === 'port' ? String(port) : '' };
  });

function pickBlank(blank: MonitorValues) {
  const { sslErrors, sslExpiry, redirections, upCodes, authType, method, headers } = blank;
  return { sslErrors, sslExpiry, redirections, upCodes, authType, method, headers };
}

describe('the monitor form', () => {
  it('round-trips a row through its values and payload: per type, numbers as text and back', () => {
    fc.assert(
      fc.property(monitorCase, ({ row, port }) => {
        const values = { ...monitorValues(row), port };
        const payload = monitorCreate(values);
        expect(checkFieldInput(MonitorRequestSchema, payload).fieldErrors).toEqual([]);
        expect(monitorValuesTyped(monitorValues(), payload)).toEqual(values);
        expect(checkFieldInput(MonitorUpdateRequestSchema, payload).fieldErrors).toEqual([]);
        expect(monitorChanges(values, values)).toEqual({});
      }),
    );
  });

  it("sends an edit's change with the fields its type's rules check along with it", () => {
    const saved = monitorValues(seedMonitor() as unknown as MonitorRow);
    expect(monitorChanges(saved, { ...saved, interval: '600' })).toEqual({ interval: 600 });
    expect(monitorChanges(saved, { ...saved, type: 'keyword', json: 'Welcome' })).toMatchObject({
      type: 'keyword',
      uri: 'https://api.example.com/health',
      json: 'Welcome',
    });
  });

  it('leaves out what its type does not show, and a blank port for the check to name', () => {
    const values = { ...monitorValues(), name: 'Db', type: 'port' as const, uri: 'db.example.com' };
    const payload = monitorCreate(values);
    expect(payload).not.toHaveProperty('method');
    expect(payload).not.toHaveProperty('port');
    expect(checkFieldInput(MonitorRequestSchema, payload).fieldErrors).toContainEqual(
      expect.objectContaining({ field: 'port', problem: 'is required' }),
    );
  });

  it('shows a port check with its port, marked required only on create', () => {
    const slot = slotFor<MonitorRow>();
    const html = renderToString(
      <MonitorForm
        {...slot}
        typed={{ name: 'Db', type: 'port', uri: 'db.example.com', port: 5432 }}
        frame={{ ...slot.frame, creating: true }}
      />,
    );
    expect(html).toMatch(/<input id="f-port"[^>]* aria-required="true"[^>]* value="5432"/);
    expect(html).not.toContain('id="f-method"');
  });

  it('sends only the fields its command takes: a misspelt one does not compile', () => {
    const send = (command: WriteCommand) => command;
    // @ts-expect-error `nmae` is no field of createMonitor
    send({ operation: 'createMonitor', payload: { type: 'heartbeat', nmae: 'Beat' } });
    // @ts-expect-error a port check needs its port
    send({ operation: 'createMonitor', payload: { type: 'port', name: 'Db', uri: 'db' } });
    expect(
      send({ operation: 'createMonitor', payload: { type: 'heartbeat', name: 'Beat' } }).operation,
    ).toBe('createMonitor');
  });
});
