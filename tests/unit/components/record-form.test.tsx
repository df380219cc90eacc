import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { errorsByField } from '../../../components/options/form-model';
import { fieldOfProblem, problemInWords } from '../../../components/options/problem-words';
import { MonitorForm } from '../../../entrypoints/options/resources/MonitorForm';
import type { FieldError } from '../../../lib/model/errors/errors';
import { checkFieldInput } from '../../../lib/model/errors/field-problems';
import { MonitorRequestSchema } from '../../../lib/model/monitoring/schemas-monitor-request';
import { SeatRequestSchema } from '../../../lib/model/monitoring/schemas-notifications';
import { NewEventSchema } from '../../../lib/model/museum/schemas';
import type { MonitorRow } from '../../../lib/model/rows';
import { message } from '../../../lib/platform/i18n';
import { setBrowserLanguage } from '../support/fake-i18n';
import { NO_LOOKUPS } from '../support/no-lookups';
import { seedMonitor } from '../support/seed-monitor';

/*
 * The validation model of the options forms: our own checks and the servers' reasons, worded
 * with the form's labels. The real-browser spec (options-forms.spec.ts) walks every form.
 */

afterEach(() => setBrowserLanguage('en-US'));

/** Problems by the field they belong to, each worded with that field's label. */
function wordedByField(errors: readonly FieldError[], labels: Record<string, string> = {}) {
  const byField: Record<string, string> = {};
  for (const error of errors) {
    const name = fieldOfProblem(error);
    const label = labels[name];
    const worded = label ? problemInWords(error, name, label) : error.message;
    byField[name] = byField[name] ? `${byField[name]} ${worded}` : worded;
  }
  return byField;
}
const errorsOf = (schema: Parameters<typeof checkFieldInput>[0], input: unknown) =>
  checkFieldInput(schema, input).fieldErrors;

describe('problems worded by field', () => {
  it("names the field as its label does, not as the API's request does", () => {
    const errors = errorsOf(MonitorRequestSchema, { type: 'http' });
    expect(wordedByField(errors, { name: 'Name', uri: 'Address' })).toEqual({
      name: 'Name is required',
      uri: 'Address is required',
    });
  });

  it('words a museum form exactly as a monitoring form', () => {
    const errors = errorsOf(NewEventSchema, { dates: [] });
    const fields = {
      name: 'Name',
      location: 'Location',
      eventDescription: 'Description',
      dates: 'Date',
      price: 'Price',
    };
    expect(wordedByField(errors, fields)).toEqual({
      name: 'Name is required',
      location: 'Location is required',
      eventDescription: 'Description is required',
      dates: 'Date needs at least one day',
      price: 'Price is required',
    });
  });

  it("says a server's reason with the label in place of the API's field name", () => {
    const refusal = [{ field: 'category', message: 'category must be an existing category id' }];
    expect(wordedByField(refusal, { category: 'Category' })).toEqual({
      category: 'Category must be an existing category id',
    });
  });

  it('keeps a problem no field shows for the form as a whole', () => {
    expect(errorsByField([{ field: '', message: 'Change at least one field' }])).toEqual({
      _form: 'Change at least one field',
    });
  });

  it('speaks German in a German browser, label first', () => {
    setBrowserLanguage('de-DE');
    const errors = errorsOf(SeatRequestSchema, {
      name: 'Ana',
      email: 'ana@example.com',
      phone: '7700 900123',
    });
    expect(wordedByField(errors, { telephoneCode: 'Ländervorwahl' })).toEqual({
      telephoneCode: 'Ländervorwahl wird mit einer Telefonnummer benötigt',
    });
  });

  it('says of a bad phone number what its help says is allowed', () => {
    const [error] = errorsOf(SeatRequestSchema, { name: 'A', email: 'a@b.co', phone: '+44 7' });
    const allowed = 'digits, spaces, brackets and dashes';
    expect(error?.problem).toContain(allowed);
    expect(message('helpPhone').toLowerCase()).toContain(allowed);
  });
});

describe('the monitor form', () => {
  const form = (props: { creating?: boolean; status?: string; row?: MonitorRow }) =>
    renderToString(
      <MonitorForm
        row={props.row}
        lookups={NO_LOOKUPS}
        frame={{
          formId: 'f',
          creating: props.creating,
          status: props.status,
          problems: [{ field: 'name', message: 'name is required', problem: 'is required' }],
          submitLabel: 'Save',
        }}
        send={async () => {}}
      />,
    );
  const portMonitor = { ...seedMonitor({ type: 'port', uri: 'db.example.com' }) } as MonitorRow;

  it('marks required fields for the eye and for screen readers', () => {
    const html = form({ creating: true });
    expect(html).toMatch(/<input id="f-name"[^>]*aria-required="true"/);
    expect(html).toMatch(/<input id="f-uri"[^>]*aria-required="true"/);
    expect(html).toContain('Name is required');
  });

  it('marks the port, required only on create, as optional on an edit', () => {
    expect(form({ row: portMonitor })).not.toMatch(/<input id="f-port"[^>]*aria-required/);
  });

  it('draws yes/no alerts as switches, on as the value says', () => {
    const html = form({
      row: {
        ...portMonitor,
        type: 'http',
        websiteDetails: { ...portMonitor.websiteDetails, sslErrors: 'yes' },
      },
    });
    expect(html).toMatch(/<input id="f-sslErrors"[^>]*role="switch"[^>]* checked/);
    expect(html).toMatch(/<input id="f-sslExpiry"[^>]*role="switch"/);
    expect(html).not.toMatch(/<input id="f-sslExpiry"[^>]* checked/);
  });

  it('tells the Save result by the button, in a live region', () => {
    const html = form({ status: 'Saved. It will reach the server as soon as it can.' });
    expect(html).toMatch(
      /<div class="form-actions">.*role="status"[^>]*>Saved\. It will reach the server/s,
    );
  });
});
