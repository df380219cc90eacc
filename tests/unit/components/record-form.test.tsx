import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { errorsByField, type FieldSpec } from '../../../components/options/form-model';
import { RecordForm } from '../../../components/options/RecordForm';
import { checkFieldInput } from '../../../lib/model/field-problems';
import { message } from '../../../lib/model/i18n';
import { MonitorRequestSchema } from '../../../lib/model/monitoring/schemas-monitor-request';
import { SeatRequestSchema } from '../../../lib/model/monitoring/schemas-notifications';
import { NewEventSchema } from '../../../lib/model/museum/schemas';
import { setBrowserLanguage } from '../support/fake-i18n';

/*
 * The validation model of the options forms: our own checks and the servers' reasons, worded
 * with the form's labels. The real-browser spec (options-forms.spec.ts) walks every form.
 */

afterEach(() => setBrowserLanguage('en-US'));

const field = (name: string, label: string, more: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  kind: 'text',
  ...more,
});
const errorsOf = (schema: Parameters<typeof checkFieldInput>[0], input: unknown) =>
  checkFieldInput(schema, input).fieldErrors;

describe('errorsByField', () => {
  it("names the field as its label does, not as the API's request does", () => {
    const errors = errorsOf(MonitorRequestSchema, { type: 'http' });
    expect(errorsByField(errors, [field('name', 'Name'), field('uri', 'Address')])).toEqual({
      name: 'Name is required',
      uri: 'Address is required',
    });
  });

  it('words a museum form exactly as a monitoring form', () => {
    const errors = errorsOf(NewEventSchema, { dates: [] });
    const fields = [
      field('name', 'Name'),
      field('location', 'Location'),
      field('eventDescription', 'Description'),
      field('dates', 'Date'),
      field('price', 'Price'),
    ];
    expect(errorsByField(errors, fields)).toEqual({
      name: 'Name is required',
      location: 'Location is required',
      eventDescription: 'Description is required',
      dates: 'Date needs at least one day',
      price: 'Price is required',
    });
  });

  it("says a server's reason with the label in place of the API's field name", () => {
    const refusal = [{ field: 'category', message: 'category must be an existing category id' }];
    expect(errorsByField(refusal, [field('category', 'Category')])).toEqual({
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
    expect(errorsByField(errors, [field('telephoneCode', 'Ländervorwahl')])).toEqual({
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

describe('RecordForm', () => {
  const fields: FieldSpec[] = [
    field('name', 'Name', { required: true }),
    field('port', 'Port', { kind: 'number', required: 'create' }),
    field('sslErrors', 'Alert on certificate errors', { kind: 'yesNo' }),
    field('sms', 'Alert by text message', { kind: 'flag' }),
  ];
  const form = (props: { creating?: boolean; status?: string }) =>
    renderToString(
      <RecordForm
        formId="f"
        fields={fields}
        initial={{ name: '', port: '', sslErrors: 'yes', sms: false }}
        errors={{ name: 'Name is required' }}
        submitLabel="Save"
        onSubmit={async () => {}}
        {...props}
      />,
    );

  it('marks required fields for the eye and for screen readers, and explains the mark', () => {
    const html = form({ creating: true });
    expect(html).toContain('Fields marked * are required.');
    expect(html).toMatch(/<input id="f-name"[^>]*aria-required="true"/);
    expect(html).toMatch(/<input id="f-port"[^>]*aria-required="true"/);
    expect(html.match(/class="required-mark"/g)).toHaveLength(2);
  });

  it('marks a field required only on create as optional on an edit', () => {
    expect(form({})).not.toMatch(/<input id="f-port"[^>]*aria-required/);
  });

  it('draws yes/no and on/off as switches, on as the value says', () => {
    const html = form({});
    expect(html).toMatch(/<input id="f-sslErrors"[^>]*role="switch"[^>]* checked /);
    expect(html).toMatch(/<input id="f-sms"[^>]*role="switch"/);
    expect(html).not.toMatch(/<input id="f-sms"[^>]* checked /);
  });

  it('tells the Save result by the button, in a live region', () => {
    const html = form({ status: 'Saved. It will reach the server as soon as it can.' });
    expect(html).toMatch(
      /<div class="form-actions">.*role="status"[^>]*>Saved\. It will reach the server/s,
    );
  });
});
