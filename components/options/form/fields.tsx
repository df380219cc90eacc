import { useContext, useLayoutEffect } from 'preact/hooks';
import { message } from '../../../lib/model/i18n';
import { ChoicePicker } from '../ChoicePicker';
import { describedBy, Field } from '../Field';
import type { Choice } from '../form-model';
import { ListEditor, PairsEditor } from '../ListEditors';
import { FormContext } from './form-context';
import { isUnder, problemInWords } from './problem-words';

/** What every field takes: the request field it fills, and how it is labelled. */
interface FieldBase {
  /** The request field (CONTRACT.md / museum-api.md names): the id is `${formId}-${name}`. */
  name: string;
  label: string;
  help?: string;
  /** Marked as required; `create`: only when creating (an edit keeps what the API never shows). */
  required?: boolean | 'create';
  /** Where its problems come in the request, when not at `name` (a window's `schedule.end`). */
  path?: string;
}

/**
 * A field's wiring, once for every kind: its id, whether it is marked required, its problems
 * worded with its label, and the ARIA that ties them to the control.
 */
function useFieldFrame({ name, label, help, required, path = name }: FieldBase) {
  const form = useContext(FormContext);
  const marked = required === true || (required === 'create' && form.creating);
  // Said after the commit, and taken back on unmount: FormShell reads the set once fields settle.
  useLayoutEffect(() => {
    form.placing.current.set(path, marked);
    return () => form.placing.current.delete(path);
  }, [form.placing, path, marked]);
  const id = `${form.formId}-${name}`;
  const error =
    form.problems
      .filter((problem) => isUnder(problem, path))
      .map((problem) => problemInWords(problem, name, label))
      .join(' ') || undefined;
  const aria = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': marked ? true : undefined,
    'aria-describedby': describedBy(id, error, help),
  };
  return { id, error, marked, aria };
}

export interface TextFieldProps extends FieldBase {
  value: string;
  /** As the user types. */
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'password';
}

export function TextField({ value, onChange, type = 'text', ...base }: TextFieldProps) {
  const { id, error, marked, aria } = useFieldFrame(base);
  return (
    <Field id={id} label={base.label} help={base.help} error={error} required={marked}>
      {/* Preact types each input type apart; these take the same attributes. */}
      <input
        {...aria}
        type={type as 'text'}
        value={value}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
    </Field>
  );
}

export function TextAreaField({ value, onChange, ...base }: Omit<TextFieldProps, 'type'>) {
  const { id, error, marked, aria } = useFieldFrame(base);
  return (
    <Field id={id} label={base.label} help={base.help} error={error} required={marked}>
      <textarea {...aria} rows={3} value={value} onInput={(e) => onChange(e.currentTarget.value)} />
    </Field>
  );
}
export interface SelectFieldProps<Value extends string> extends FieldBase {
  value: Value;
  choices: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

export function SelectField<Value extends string>(props: SelectFieldProps<Value>) {
  const { value, choices, onChange, ...base } = props;
  const { id, error, marked, aria } = useFieldFrame(base);
  return (
    <Field id={id} label={base.label} help={base.help} error={error} required={marked}>
      <select
        {...aria}
        value={value}
        onChange={(e) => {
          const picked = choices.find((choice) => choice.value === e.currentTarget.value);
          if (picked) onChange(picked.value);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export interface SwitchFieldProps extends FieldBase {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** On or off: a checkbox drawn as a switch, its label beside it. */
export function SwitchField({ checked, onChange, ...base }: SwitchFieldProps) {
  const { id, error, marked, aria } = useFieldFrame(base);
  return (
    <Field id={id} label={base.label} help={base.help} error={error} required={marked} inline>
      <input
        {...aria}
        type="checkbox"
        role="switch"
        class="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    </Field>
  );
}

export interface CheckboxesFieldProps extends FieldBase {
  value: readonly string[];
  choices: readonly Choice[];
  onChange: (value: string[]) => void;
}

/** A few choices, any number of them ticked (a seat's integrations, a page's monitors). */
export function CheckboxesField({ value, choices, onChange, ...base }: CheckboxesFieldProps) {
  const { id, error, marked } = useFieldFrame(base);
  return (
    <Field id={id} label={base.label} help={base.help} error={error} required={marked}>
      <CheckboxList
        id={id}
        label={base.label}
        required={marked}
        choices={choices}
        value={value}
        onChange={onChange}
      />
    </Field>
  );
}

interface CheckboxListProps {
  id: string;
  label: string;
  required?: boolean;
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** The ticks themselves, named as a group. */
function CheckboxList({ id, label, required, choices, value, onChange }: CheckboxListProps) {
  const toggle = (choice: string, on: boolean) =>
    onChange(on ? [...value, choice] : value.filter((each) => each !== choice));
  return (
    <fieldset id={id} class="checkbox-list">
      {/* A group cannot carry aria-required: its name says it instead. */}
      <legend class="visually-hidden">
        {required ? message('formRequiredGroup', label) : label}
      </legend>
      {choices.map((choice) => (
        <label key={choice.value}>
          <input
            type="checkbox"
            checked={value.includes(choice.value)}
            onChange={(e) => toggle(choice.value, e.currentTarget.checked)}
          />{' '}
          {choice.label}
        </label>
      ))}
      {choices.length === 0 && <span class="muted">{message('formNothingToChoose')}</span>}
    </fieldset>
  );
}

export interface NumberFieldProps extends FieldBase {
  /** As typed: a number input's text, blank when empty ("1." stays while typing "1.5"). */
  value: string;
  onChange: (value: string) => void;
}

export function NumberField({ value, onChange, ...base }: NumberFieldProps) {
  const { id, error, marked, aria } = useFieldFrame(base);
  return (
    <Field id={id} label={base.label} help={base.help} error={error} required={marked}>
      <input
        {...aria}
        type="number"
        value={value}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
    </Field>
  );
}

export interface ListFieldProps extends FieldBase {
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** Calendar days, one input each, added and removed (an event's dates). */
export const DatesField = (props: ListFieldProps) => (
  <ListField {...props} kind="date" addLabel={message('listAddDate')} />
);

/** Short texts, one input each, added and removed (a monitor's accepted status codes). */
export const LinesField = (props: ListFieldProps) => (
  <ListField {...props} kind="text" addLabel={message('listAddCode')} />
);

function ListField(props: ListFieldProps & { kind: 'text' | 'date'; addLabel: string }) {
  const { value, onChange, kind, addLabel, ...base } = props;
  const { id, error, marked } = useFieldFrame(base);
  return (
    <Field id={id} label={base.label} help={base.help} error={error} required={marked}>
      <ListEditor
        id={id}
        kind={kind}
        label={base.label}
        addLabel={addLabel}
        value={[...value]}
        onChange={onChange}
      />
    </Field>
  );
}

type Pair = { name: string; value: string };

export interface PairsFieldProps extends FieldBase {
  value: readonly Pair[];
  onChange: (value: Pair[]) => void;
}

/** Name/value rows (a monitor's request headers). */
export function PairsField({ value, onChange, ...base }: PairsFieldProps) {
  const { id, error, marked } = useFieldFrame(base);
  return (
    <Field id={id} label={base.label} help={base.help} error={error} required={marked}>
      <PairsEditor id={id} label={base.label} value={[...value]} onChange={onChange} />
    </Field>
  );
}

export interface PickerFieldProps extends FieldBase {
  value: readonly string[];
  choices: readonly Choice[];
  onChange: (value: string[]) => void;
}

/** Checkboxes by the thousand (monitors): searchable, counted, drawn only in view. */
export function PickerField({ value, choices, onChange, ...base }: PickerFieldProps) {
  const { id, error, marked } = useFieldFrame(base);
  return (
    <Field id={id} label={base.label} help={base.help} error={error} required={marked}>
      <ChoicePicker
        id={id}
        label={base.label}
        choices={choices}
        value={value}
        onChange={onChange}
      />
    </Field>
  );
}

export interface DateTimeFieldProps extends FieldBase {
  /** As a datetime-local input holds it: local time, to the minute. */
  value: string;
  onChange: (value: string) => void;
}

export function DateTimeField({ value, onChange, ...base }: DateTimeFieldProps) {
  const { id, error, marked, aria } = useFieldFrame(base);
  return (
    <Field id={id} label={base.label} help={base.help} error={error} required={marked}>
      <input
        {...aria}
        type="datetime-local"
        value={value}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
    </Field>
  );
}

/** An IANA time zone, typed with suggestions from the browser's own list. */
export function TimeZoneField({ value, onChange, ...base }: Omit<TextFieldProps, 'type'>) {
  const { id, error, marked, aria } = useFieldFrame(base);
  return (
    <Field id={id} label={base.label} help={base.help} error={error} required={marked}>
      <input
        {...aria}
        type="text"
        list={`${id}-zones`}
        autocomplete="off"
        spellcheck={false}
        value={value}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
      <TimeZoneList id={`${id}-zones`} />
    </Field>
  );
}

/** Every zone the browser knows, once per page: about 400 names, suggested as the user types. */
let zones: readonly string[] | undefined;
function TimeZoneList({ id }: { id: string }) {
  zones ??= Intl.supportedValuesOf('timeZone');
  return (
    <datalist id={id}>
      {zones.map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
}
