import { useState } from 'preact/hooks';
import { FormShell } from '../../../components/options/form/FormShell';
import {
  NumberField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from '../../../components/options/form/fields';
import { LinesField, PairsField } from '../../../components/options/form/list-fields';
import { useRecordValues } from '../../../components/options/form/useRecordValues';
import type { FieldError } from '../../../lib/model/errors/errors';
import type { MonitorRow } from '../../../lib/model/rows';
import { message } from '../../../lib/platform/i18n';
import type { FormSlot } from '../section-shell/spec';
import { authChoices, METHOD_CHOICES, typeChoices } from './monitors-detail/monitor-fields';
import {
  monitorChanges,
  monitorCreate,
  monitorShows,
  monitorValues,
  monitorValuesTyped,
} from './monitors-detail/monitor-values';

type YesNoName = 'sslErrors' | 'sslExpiry' | 'redirections' | 'domainExpiry';

/** Uptime monitor (CONTRACT.md "MonitorRequest"): its fields shown per type as the table says. */
export function MonitorForm({ row, typed, lookups, frame, send }: FormSlot<MonitorRow>) {
  const saved = monitorValues(row);
  const form = useRecordValues(saved, monitorValuesTyped(saved, typed));
  const [submits, setSubmits] = useState(0);
  const shows = monitorShows(form.values);
  const problems = useProblemsAsShown(frame.problems, JSON.stringify(shows), submits);
  const submit = () => {
    setSubmits((count) => count + 1);
    return row
      ? send({
          operation: 'updateMonitor',
          recordId: row.id,
          payload: monitorChanges(saved, form.values),
        })
      : send({ operation: 'createMonitor', payload: monitorCreate(form.values) });
  };
  /** An alert the request takes as "yes" or "no", shown as a switch. */
  const yesNo = (name: YesNoName) => ({
    name,
    checked: form.values[name] === 'yes',
    onChange: (on: boolean) => form.field(name).onChange(on ? 'yes' : 'no'),
  });
  /** Port, body and authPassword are never returned (as published), so an edit cannot show them. */
  const neverShownBack = message('helpNeverShownBack');
  const categories = [
    { value: '', label: message('choiceNoCategory') },
    ...lookups.categories.map((category) => ({ value: category.id, label: category.name })),
  ];
  return (
    <FormShell frame={{ ...frame, problems }} onSubmit={submit}>
      <TextField {...form.field('name')} label={message('labelName')} required />
      <SelectField {...form.field('type')} label={message('labelType')} choices={typeChoices()} />
      {shows.address && (
        <TextField
          {...form.field('uri')}
          label={message('labelAddress')}
          help={message('helpMonitorAddress')}
          required
        />
      )}
      {shows.port && (
        <NumberField
          {...form.field('port')}
          label={message('labelPort')}
          help={neverShownBack}
          required="create"
        />
      )}
      {shows.keyword && (
        <TextField {...form.field('json')} label={message('labelKeyword')} required />
      )}
      <SelectField
        {...form.field('category')}
        label={message('labelCategory')}
        choices={categories}
      />
      <NumberField
        {...form.field('interval')}
        label={message('labelInterval')}
        help={message('helpRange', ['30', '86400'])}
      />
      <NumberField
        {...form.field('timeout')}
        label={message('labelTimeout')}
        help={message('helpRange', ['1', '60'])}
      />
      {shows.web && (
        <>
          <SelectField
            {...form.field('method')}
            label={message('labelMethod')}
            choices={METHOD_CHOICES}
          />
          <LinesField
            {...form.field('upCodes')}
            label={message('labelUpCodes')}
            help={message('helpUpCodes')}
          />
          <PairsField {...form.field('headers')} label={message('labelHeaders')} />
          <TextAreaField
            {...form.field('body')}
            label={message('labelBody')}
            help={neverShownBack}
          />
          <SelectField
            {...form.field('authType')}
            label={message('labelAuthType')}
            choices={authChoices()}
          />
        </>
      )}
      {shows.user && (
        <TextField {...form.field('authUsername')} label={message('labelAuthUsername')} />
      )}
      {shows.password && (
        <TextField
          {...form.field('authPassword')}
          type="password"
          label={message('labelAuthPassword')}
          help={neverShownBack}
        />
      )}
      {shows.web && (
        <>
          <SwitchField {...yesNo('sslErrors')} label={message('labelSslErrors')} />
          <SwitchField {...yesNo('sslExpiry')} label={message('labelSslExpiry')} />
          <SwitchField {...yesNo('redirections')} label={message('labelRedirections')} />
        </>
      )}
      {shows.address && (
        <SwitchField {...yesNo('domainExpiry')} label={message('labelDomainExpiry')} />
      )}
    </FormShell>
  );
}

/**
 * The problems as of the fields they were given for: when the fields shown change (the type
 * switched), a problem may belong to a field that went or now follows other rules, so it goes
 * until the next submit says again what is wrong (the same words, maybe: hence `submits`).
 */
function useProblemsAsShown(problems: readonly FieldError[], shownKey: string, submits: number) {
  // By content: the section builds a new list on every render.
  const problemsKey = `${submits}:${JSON.stringify(problems)}`;
  const [givenFor, setGivenFor] = useState({ problemsKey, shownKey });
  if (givenFor.problemsKey !== problemsKey) setGivenFor({ problemsKey, shownKey });
  return givenFor.problemsKey === problemsKey && givenFor.shownKey !== shownKey ? [] : problems;
}
