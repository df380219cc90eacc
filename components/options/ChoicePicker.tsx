import { useMemo, useRef, useState } from 'preact/hooks';
import { useVirtualRows } from '../useVirtualRows';
import { countText } from './counts';
import type { Choice } from './form-model';
import './choice-picker.css';
import { message } from '../../lib/platform/i18n';

export interface ChoicePickerProps {
  id: string;
  label: string;
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

const ROW_HEIGHT = 28;

/**
 * Many choices (10,000 monitors for a maintenance window): a search that narrows as you type, a
 * count of what is selected, "select all shown", and only the boxes in view drawn.
 */
export function ChoicePicker({ id, label, choices, value, onChange }: ChoicePickerProps) {
  const [search, setSearch] = useState('');
  const lowered = useMemo(() => choices.map((c) => c.label.toLowerCase()), [choices]);
  const needle = search.trim().toLowerCase();
  const shown = useMemo(
    () => (needle ? choices.filter((_, i) => lowered[i]?.includes(needle)) : choices),
    [choices, lowered, needle],
  );
  const selected = useMemo(() => new Set(value), [value]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualRows(shown.length, ROW_HEIGHT, () => scroller.current);

  const toggle = (choice: string, on: boolean) =>
    onChange(on ? [...value, choice] : value.filter((v) => v !== choice));
  const selectShown = () => {
    const added = shown.map((c) => c.value).filter((v) => !selected.has(v));
    onChange([...value, ...added]);
  };
  const count = value.length === 0 ? message('pickerNone') : countText(value.length);

  return (
    <fieldset id={id} class="choice-picker" data-testid="choice-picker">
      <legend class="visually-hidden">{label}</legend>
      <div class="picker-tools">
        <input
          type="search"
          aria-label={message('pickerSearch', label)}
          placeholder={message('pickerSearchPlaceholder')}
          value={search}
          onInput={(e) => setSearch(e.currentTarget.value)}
        />
        <span data-testid="picker-count" aria-live="polite">
          {message('pickerCount', [count, countText(choices.length)])}
        </span>
        <button type="button" disabled={shown.length === 0} onClick={selectShown}>
          {message('pickerSelectShown', countText(shown.length))}
        </button>
        <button type="button" disabled={value.length === 0} onClick={() => onChange([])}>
          {message('pickerClear')}
        </button>
      </div>
      <div class="picker-scroller" ref={scroller}>
        <div class="picker-rows" style={{ height: `${virtualizer.getTotalSize()}px` }}>
          {virtualizer.getVirtualItems().map((item) => {
            const choice = shown[item.index] as Choice;
            return (
              <label
                key={choice.value}
                class="picker-row"
                style={{ top: `${item.start}px`, height: `${ROW_HEIGHT}px` }}
              >
                <input
                  type="checkbox"
                  checked={selected.has(choice.value)}
                  onChange={(e) => toggle(choice.value, e.currentTarget.checked)}
                />{' '}
                {choice.label}
              </label>
            );
          })}
        </div>
        {shown.length === 0 && (
          <span class="muted">
            {choices.length ? message('pickerNothingMatches') : message('formNothingToChoose')}
          </span>
        )}
      </div>
    </fieldset>
  );
}
