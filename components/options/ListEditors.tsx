import { message } from '../../lib/platform/i18n';

export interface ListEditorProps {
  id: string;
  label: string;
  kind: 'text' | 'date';
  /** The add button's words: "Add date". */
  addLabel: string;
  value: string[];
  onChange: (value: string[]) => void;
}

/** An editable list of strings or dates (accepted codes, event dates): add, change, remove. */
export function ListEditor({ id, label, kind, addLabel, value, onChange }: ListEditorProps) {
  const set = (index: number, item: string) =>
    onChange(value.map((old, i) => (i === index ? item : old)));
  return (
    <div class="list-editor" id={id}>
      {value.map((item, index) => (
        <div class="list-row" key={index}>
          <input
            type={kind as 'text'}
            aria-label={message('listItem', [label, String(index + 1)])}
            value={item}
            onInput={(e) => set(index, e.currentTarget.value)}
          />
          <button
            type="button"
            class="link-button"
            aria-label={message('listRemoveItem', [label, String(index + 1)])}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            {message('listRemove')}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...value, ''])}>
        {addLabel}
      </button>
    </div>
  );
}

export interface PairsEditorProps {
  id: string;
  label: string;
  value: { name: string; value: string }[];
  onChange: (value: { name: string; value: string }[]) => void;
}

/** Name/value rows, e.g. the request headers of a monitor. */
export function PairsEditor({ id, label, value, onChange }: PairsEditorProps) {
  const set = (index: number, part: 'name' | 'value', text: string) =>
    onChange(value.map((pair, i) => (i === index ? { ...pair, [part]: text } : pair)));
  return (
    <div class="list-editor" id={id}>
      {value.map((pair, index) => (
        <div class="list-row" key={index}>
          <input
            aria-label={message('pairItemName', [label, String(index + 1)])}
            placeholder={message('pairName')}
            value={pair.name}
            onInput={(e) => set(index, 'name', e.currentTarget.value)}
          />
          <input
            aria-label={message('pairItemValue', [label, String(index + 1)])}
            placeholder={message('pairValue')}
            value={pair.value}
            onInput={(e) => set(index, 'value', e.currentTarget.value)}
          />
          <button
            type="button"
            class="link-button"
            aria-label={message('listRemoveItem', [label, String(index + 1)])}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            {message('listRemove')}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...value, { name: '', value: '' }])}>
        {message('listAddHeader')}
      </button>
    </div>
  );
}
