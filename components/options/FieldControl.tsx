import { message } from '../../lib/model/i18n';
import { ChoicePicker } from './ChoicePicker';
import { describedBy } from './Field';
import { CheckboxList } from './form/fields';
import type { FieldSpec } from './form-model';
import { ListEditor, PairsEditor } from './ListEditors';

export interface FieldControlProps {
  id: string;
  field: FieldSpec;
  value: unknown;
  error?: string;
  required?: boolean;
  onChange: (value: unknown) => void;
}

const INPUT_TYPES: Record<string, string> = {
  text: 'text',
  email: 'email',
  url: 'url',
  password: 'password',
  number: 'number',
  date: 'date',
  datetime: 'datetime-local',
};

/** One control per field kind; values stay form-shaped (strings, booleans, arrays). */
export function FieldControl({ id, field, value, error, required, onChange }: FieldControlProps) {
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy(id, error, field.help),
  };
  switch (field.kind) {
    case 'textarea':
      return (
        <textarea
          {...common}
          rows={3}
          value={String(value ?? '')}
          onInput={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'select':
      return (
        <select
          {...common}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {(field.choices ?? []).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      );
    case 'flag':
    case 'yesNo': {
      const on = field.kind === 'flag' ? Boolean(value) : value === 'yes';
      return (
        <input
          {...common}
          type="checkbox"
          role="switch"
          class="switch"
          checked={on}
          aria-checked={on}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            onChange(field.kind === 'flag' ? checked : checked ? 'yes' : 'no');
          }}
        />
      );
    }
    case 'timezone':
      return (
        <>
          <input
            {...common}
            type="text"
            list={`${id}-zones`}
            autocomplete="off"
            spellcheck={false}
            value={String(value ?? '')}
            onInput={(e) => onChange(e.currentTarget.value)}
          />
          <TimeZoneList id={`${id}-zones`} />
        </>
      );
    case 'checkboxes':
      return (
        <CheckboxList
          id={id}
          label={field.label}
          required={required}
          choices={field.choices ?? []}
          value={(value as string[]) ?? []}
          onChange={onChange}
        />
      );
    case 'picker':
      return (
        <ChoicePicker
          id={id}
          label={field.label}
          choices={field.choices ?? []}
          value={(value as string[]) ?? []}
          onChange={onChange}
        />
      );
    case 'lines':
    case 'dates':
      return (
        <ListEditor
          id={id}
          kind={field.kind === 'dates' ? 'date' : 'text'}
          label={field.label}
          addLabel={field.kind === 'dates' ? message('listAddDate') : message('listAddCode')}
          value={(value as string[]) ?? []}
          onChange={onChange}
        />
      );
    case 'pairs':
      return (
        <PairsEditor
          id={id}
          label={field.label}
          value={(value as { name: string; value: string }[]) ?? []}
          onChange={onChange}
        />
      );
    default:
      return (
        <input
          {...common}
          type={(INPUT_TYPES[field.kind] ?? 'text') as 'text'}
          value={String(value ?? '')}
          onInput={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}

/** Every zone the browser knows, once per page: about 400 names, suggested as the user types. */
let zones: readonly string[] | undefined;
export function TimeZoneList({ id }: { id: string }) {
  zones ??= Intl.supportedValuesOf('timeZone');
  return (
    <datalist id={id}>
      {zones.map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
}
