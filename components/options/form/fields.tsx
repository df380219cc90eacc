import { Field } from '../Field';
import { type FieldBase, useFieldFrame } from './field-frame';

/* Fields that hold one value: text of every kind, a choice, a switch, a time zone. */

export interface TextFieldProps extends FieldBase {
  value: string;
  /** As the user types. */
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'password' | 'number' | 'datetime-local';
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

/** As typed: a number input's text, blank when empty ("1." stays while typing "1.5"). */
export const NumberField = (props: Omit<TextFieldProps, 'type'>) => (
  <TextField {...props} type="number" />
);

/** As a datetime-local input holds it: local time, to the minute. */
export const DateTimeField = (props: Omit<TextFieldProps, 'type'>) => (
  <TextField {...props} type="datetime-local" />
);

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
