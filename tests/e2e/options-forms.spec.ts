import { forgetCategory } from '../server/monitoring/cascade';
import { expect, test } from './fixtures';
import { optionsRecords, valuesOf } from './pages/options-resource-section';
import { keepScreenshot, seriousA11yViolations } from './support/commands';
import { required } from './support/worker';

// Every options form, as a user meets it: what is wrong is said next to the field, naming it as
// its label does, and a write the server refuses comes back with what was typed.

/** Each form, left as it opens (or with one bad value), and what Create must say, by field. */
const EMPTY_FORMS: {
  key: string;
  create: string;
  fill?: Record<string, string>;
  errors: Record<string, string>;
}[] = [
  {
    key: 'monitors',
    create: 'Create monitor',
    errors: { name: 'Name is required', uri: 'Address is required' },
  },
  { key: 'categories', create: 'Create category', errors: { name: 'Name is required' } },
  {
    key: 'seats',
    create: 'Create seat',
    fill: { 'Phone number': '+44 7700 900123' },
    errors: {
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number may hold only digits, spaces, brackets and dashes',
    },
  },
  {
    key: 'integrations',
    create: 'Create integration',
    errors: { name: 'Name is required', target: 'Target is required' },
  },
  {
    key: 'pages',
    create: 'Create status page',
    fill: { Name: 'Status' },
    errors: { subdomain: 'Subdomain is required' },
  },
  {
    key: 'announcements',
    create: 'Create announcement',
    errors: {
      title: 'Title is required',
      message: 'Message is required',
      pages: 'Shown on needs at least one status page',
    },
  },
  {
    key: 'windows',
    create: 'Create maintenance window',
    fill: { 'Time zone shown with the window': 'Mars/Olympus' },
    errors: {
      name: 'Name is required',
      start: 'Start is required',
      end: 'End is required',
      timezone: 'Time zone shown with the window must be a time zone, such as Europe/London',
    },
  },
  {
    key: 'events',
    create: 'Create special event',
    errors: {
      name: 'Name is required',
      location: 'Location is required',
      eventDescription: 'Description is required',
      dates: 'Date needs at least one day',
      price: 'Price is required',
    },
  },
];

test('every form says what is missing or wrong next to the field, in the words of its label', async ({
  openOptions,
  server,
}) => {
  const page = await openOptions('#/categories');
  for (const form of EMPTY_FORMS) {
    await page.evaluate((hash) => (location.hash = hash), `#/${form.key}/new`);
    const section = optionsRecords(page, form.key);
    await expect(section.newForm).toBeVisible();
    for (const [label, value] of Object.entries(form.fill ?? {}))
      await section.newForm.getByLabel(label, { exact: true }).fill(value);
    await section.newForm.getByRole('button', { name: form.create }).click();

    for (const [field, text] of Object.entries(form.errors))
      await expect(page.getByTestId(`error-${form.key}-new-${field}`), form.key).toHaveText(text);
    // The first field named takes the focus, so the user lands where the fixing starts.
    const first = Object.keys(form.errors)[0];
    await expect(page.locator(`#${form.key}-new-${first}`), form.key).toBeFocused();
    await expect(page.locator('.required-mark').first(), form.key).toBeVisible();
    expect(await seriousA11yViolations(page), form.key).toEqual([]);
  }
  expect(server.context.log.entries.filter((e) => /\/(new|add)$/.test(e.path))).toEqual([]);
});

test('a form with errors, light and dark: marks, switches and messages read clearly', async ({
  openOptions,
}) => {
  const page = await openOptions('#/monitors/new');
  const section = optionsRecords(page, 'monitors');
  await page.setViewportSize({ width: 1100, height: 1500 });
  await section.newForm.getByLabel('Address', { exact: true }).fill('not a url');
  await section.newForm.getByLabel('Alert on certificate errors').check();
  await section.newForm.getByRole('button', { name: 'Create monitor' }).click();
  await expect(page.getByTestId('error-monitors-new-uri')).toHaveText(
    'Address must be a web address starting with http:// or https://',
  );
  const certificate = section.newForm.getByRole('switch', { name: 'Alert on certificate errors' });
  await expect(certificate).toBeChecked();
  await expect(section.newForm.getByLabel('Name', { exact: true })).toHaveAttribute(
    'aria-required',
    'true',
  );
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(page), scheme).toEqual([]);
    await keepScreenshot(page, `options-form-errors-${scheme}.png`, section.newForm);
  }
});

test('a typed form with errors, light and dark: a seat with switches, a picker and ticks', async ({
  openOptions,
}) => {
  const page = await openOptions('#/seats/new');
  const form = optionsRecords(page, 'seats').newForm;
  await page.setViewportSize({ width: 1100, height: 1300 });
  await form.getByLabel('Email', { exact: true }).fill('not an address');
  await form.getByLabel('Phone number', { exact: true }).fill('7700 900123');
  await form.getByRole('switch', { name: 'Alert by text message (SMS)' }).check();
  await form.getByRole('button', { name: 'Create seat' }).click();
  await expect(page.getByTestId('error-seats-new-email')).toHaveText(
    'Email must be an email address',
  );
  await expect(page.getByTestId('error-seats-new-name')).toHaveText('Name is required');
  await expect(page.locator('#seats-new-name')).toBeFocused();
  await expect(form.getByRole('switch', { name: 'Alert by text message (SMS)' })).toBeChecked();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousA11yViolations(page), scheme).toEqual([]);
    await keepScreenshot(page, `options-typed-form-errors-${scheme}.png`, form);
  }
});

test('a monitor type switched after an error leaves no stale message behind', async ({
  openOptions,
}) => {
  const page = await openOptions('#/monitors/new');
  const form = optionsRecords(page, 'monitors').newForm;
  await form.getByLabel('Name', { exact: true }).fill('Nightly job');
  await form.getByRole('button', { name: 'Create monitor' }).click();
  await expect(page.getByTestId('error-monitors-new-uri')).toHaveText('Address is required');

  // A heartbeat has no address: the message must not linger at the top of the form either.
  await form.getByLabel('Type', { exact: true }).selectOption('heartbeat');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByLabel('Type', { exact: true }).selectOption('ping');
  await expect(page.getByTestId('error-monitors-new-uri')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create monitor' }).click();
  await expect(page.getByTestId('error-monitors-new-uri')).toHaveText('Address is required');
});

test('a create the server refuses (422) comes back with what was typed, the reason by its field', async ({
  openOptions,
  server,
}) => {
  const state = server.context.state.monitoring;
  const category = required(valuesOf(state.categories)[0], 'category');
  const page = await openOptions('#/monitors/new');
  const form = optionsRecords(page, 'monitors').newForm;
  await expect(form.locator('option', { hasText: category.name })).toHaveCount(1);
  // Deleted elsewhere; Gatehouse's copy offers it until its next sync.
  forgetCategory(state, category.id);
  await form.getByLabel('Name', { exact: true }).fill('Refused checkout');
  await form.getByLabel('Address', { exact: true }).fill('https://checkout.example.com/');
  await form.getByLabel('Category', { exact: true }).selectOption({ label: category.name });
  await form.getByRole('button', { name: 'Create monitor' }).click();

  const refused = page.getByTestId('form-monitors-refused');
  await expect(page.getByRole('heading', { name: 'This monitor was not created' })).toBeVisible();
  await expect(refused.getByLabel('Name', { exact: true })).toHaveValue('Refused checkout');
  await expect(refused.getByLabel('Address', { exact: true })).toHaveValue(
    'https://checkout.example.com/',
  );
  await expect(page.getByTestId('error-monitors-refused-category')).toHaveText(
    'Category must be an existing category id or ""',
  );
  await expect(page.getByText(/^Saved/)).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await refused.getByLabel('Category', { exact: true }).selectOption({ label: 'No category' });
  await refused.getByRole('button', { name: 'Send again' }).click();
  await expect
    .poll(() => valuesOf(state.monitors).filter((m) => m.name === 'Refused checkout').length)
    .toBe(1);
});

test('an edit the server refuses (422) keeps what was typed, says why by the field, and never says Saved', async ({
  openOptions,
  server,
}) => {
  const categories = valuesOf(server.context.state.monitoring.categories);
  const [edited, other] = [required(categories[0], 'category'), required(categories[1], 'other')];
  const before = edited.name; // the server's record changes in place once the fix lands
  const page = await openOptions(`#/categories/${edited.id}`);
  const section = optionsRecords(page, 'categories');
  const name = section.editForm.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(before);
  await name.fill(other.name); // taken: only the server knows
  await section.editForm.getByRole('button', { name: 'Save changes' }).click();

  const status = page.getByTestId('status-categories-edit');
  await expect(page.getByTestId('error-categories-edit-name')).toHaveText(
    'Name is already used by another category',
  );
  await expect(name).toHaveValue(other.name);
  await expect(status).toHaveText(
    'Not saved: the server refused this change. Fix what it names and save again.',
  );
  await expect(page.getByText(/^Saved/)).toHaveCount(0);
  expect(server.context.state.monitoring.categories.get(edited.id)?.name).toBe(before);

  await name.fill(`${before} (renamed)`);
  await section.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(() => server.context.state.monitoring.categories.get(edited.id)?.name)
    .toBe(`${before} (renamed)`);
  await expect(page.getByTestId('error-categories-edit-name')).toHaveCount(0);
});

test('a change queued offline and refused later opens from the outbox as typed, focus on the field named', async ({
  openOptions,
  context,
  server,
}) => {
  const categories = valuesOf(server.context.state.monitoring.categories);
  const [edited, other] = [required(categories[0], 'category'), required(categories[1], 'other')];
  const page = await openOptions('#/categories');
  const section = optionsRecords(page, 'categories');
  await expect(section.row(edited.name)).toBeVisible(); // synced before going offline
  await context.setOffline(true);
  await section.startNew();
  // Both names are taken, which only the server knows: each is queued, then refused once sent.
  await section.newForm.getByLabel('Name', { exact: true }).fill(other.name);
  await section.newForm.getByLabel('Description', { exact: true }).fill('Typed offline');
  await section.newForm.getByRole('button', { name: 'Create category' }).click();
  await expect(page).toHaveURL(/#\/categories\/local-/);
  await section.goTo(`#/categories/${edited.id}`);
  await section.editForm.getByLabel('Description', { exact: true }).fill('Edited offline');
  await section.editForm.getByLabel('Name', { exact: true }).fill(other.name);
  await section.editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('status-categories-edit')).toHaveText(
    'Saved. It will reach the server as soon as it can.',
  );

  await section.goTo('#/outbox');
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-summary')).toHaveText('2 refused by the server.', {
    timeout: 30_000,
  });
  const rows = page.getByTestId('outbox-row');

  await rows.filter({ hasText: 'New category' }).getByRole('link', { name: 'Edit' }).click();
  const refused = page.getByTestId('form-categories-refused');
  await expect(refused.getByLabel('Description', { exact: true })).toHaveValue('Typed offline');
  await expect(page.getByTestId('error-categories-refused-name')).toHaveText(
    'Name is already used by another category',
  );
  await expect(refused.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(refused.getByLabel('Name', { exact: true })).toHaveValue(other.name);

  await page.goBack();
  await rows.filter({ hasText: 'Changes to' }).getByRole('link', { name: 'Edit' }).click();
  const name = section.editForm.getByLabel('Name', { exact: true });
  await expect(page.getByTestId('error-categories-edit-name')).toHaveText(
    'Name is already used by another category',
  );
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(other.name);
  await expect(section.editForm.getByLabel('Description', { exact: true })).toHaveValue(
    'Edited offline',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the Save result is told by the Save button, and said aloud', async ({
  openOptions,
  server,
}) => {
  const category = required(valuesOf(server.context.state.monitoring.categories)[0], 'category');
  const page = await openOptions(`#/categories/${category.id}`);
  const form = optionsRecords(page, 'categories').editForm;
  await form.getByRole('button', { name: 'Save changes' }).click();
  const status = form.getByRole('status');
  await expect(status).toHaveText('Nothing changed.');
  await form.getByLabel('Description', { exact: true }).fill('Edited here');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(status).toHaveText('Saved. It will reach the server as soon as it can.');
  // Right by the button, not at the top of a long form.
  await expect(form.locator('.form-actions').getByRole('status')).toBeVisible();
});

test.describe('in German', () => {
  test.use({ language: 'de-DE' });

  test('a form speaks German: labels, help and every message naming its field', async ({
    openOptions,
    server,
  }) => {
    const page = await openOptions('#/seats/new');
    const form = optionsRecords(page, 'seats').newForm;
    const create = form.getByRole('button', { name: 'Benachrichtigungsempfänger anlegen' });
    await form.getByLabel('Telefonnummer', { exact: true }).fill('7700 900123');
    await create.click();
    await expect(page.getByTestId('error-seats-new-name')).toHaveText('Name ist erforderlich');
    await expect(page.getByTestId('error-seats-new-email')).toHaveText('E-Mail ist erforderlich');
    await expect(form).toContainText('Mit * markierte Felder sind Pflichtfelder.');
    await form.getByLabel('Name', { exact: true }).fill('Ana');
    await form.getByLabel('E-Mail', { exact: true }).fill('ana@example.com');
    await create.click();
    await expect(page.getByTestId('error-seats-new-telephoneCode')).toHaveText(
      'Ländervorwahl wird mit einer Telefonnummer benötigt',
    );
    await expect(form).toContainText(
      'Ziffern, Leerzeichen, Klammern und Bindestriche, ohne Ländervorwahl.',
    );
    await expect(form.getByRole('switch', { name: 'Per SMS alarmieren' })).not.toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, 'options-form-errors-de.png', form);

    // A record's page around its form: save, delete and its confirmation.
    const category = required(valuesOf(server.context.state.monitoring.categories)[0], 'category');
    await page.evaluate((hash) => (location.hash = hash), `#/categories/${category.id}`);
    const detail = optionsRecords(page, 'categories').detail;
    await detail.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(detail.getByRole('status')).toHaveText('Nichts geändert.');
    await detail.getByRole('button', { name: 'Kategorie löschen' }).click();
    await expect(detail).toContainText(
      `${category.name} löschen? Das lässt sich nicht rückgängig machen.`,
    );
    await expect(detail.getByRole('button', { name: 'Behalten' })).toBeVisible();
  });
});
