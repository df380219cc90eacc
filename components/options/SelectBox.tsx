import { useRef } from 'preact/hooks';

export interface SelectBoxProps {
  /** What a screen reader says of it: "Select ‘Payments’", "Select all 36 shown". */
  label: string;
  checked: boolean;
  /** Some but not all of what it stands for is selected. */
  mixed?: boolean;
  disabled?: boolean;
  /** `range`: shift was held (shift-click, or shift+Space), so the range up to here is meant. */
  onClick: (on: boolean, range: boolean) => void;
}

/** A list's selection box: a real checkbox with its label, for mouse and keyboard alike. */
export function SelectBox({ label, checked, mixed = false, disabled, onClick }: SelectBoxProps) {
  // Space ticks a box on its key-up; the click it then fires may not say shift was held.
  const shiftOnKey = useRef(false);
  return (
    <label class="select-box">
      <input
        type="checkbox"
        checked={checked}
        indeterminate={mixed}
        disabled={disabled}
        onKeyUp={(e) => {
          shiftOnKey.current = e.key === ' ' && e.shiftKey;
        }}
        onClick={(e) => {
          const range = e.shiftKey || shiftOnKey.current;
          shiftOnKey.current = false;
          onClick(e.currentTarget.checked, range);
        }}
      />
      <span class="visually-hidden">{label}</span>
    </label>
  );
}
