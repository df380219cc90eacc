import { message } from '../../../lib/platform/i18n';
import { ChoicePicker } from '../ChoicePicker';
import { Field } from '../Field';
import type { Choice } from '../form-model';
import { ListEditor, PairsEditor } from '../ListEditors';
import { type FieldBase, useFieldFrame } from './field-frame';

/* Fields whose value is a list: ticks, pickers, added-and-removed rows. */

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
