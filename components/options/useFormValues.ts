import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * A form's values, starting from `initial`. When the record changes underneath (a sync lands, or
 * a special action such as "Pin" changes a field the form also shows), fields the user has not
 * touched follow it; otherwise the next save would send the stale value back as a change.
 */
export function useFormValues<Values extends object>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const touched = useRef(new Set<keyof Values>());
  const initialKey = JSON.stringify(initial);
  const firstKey = useRef(initialKey);

  // Keyed on initialKey, initial's content: the object itself is new on every render.
  useEffect(() => {
    if (initialKey === firstKey.current) return;
    firstKey.current = initialKey;
    setValues((old) => {
      const next = { ...initial };
      for (const name of touched.current) next[name] = old[name];
      return next;
    });
  }, [initialKey]);

  const change = <Name extends keyof Values>(name: Name, value: Values[Name]) => {
    touched.current.add(name);
    setValues((old) => ({ ...old, [name]: value }));
  };
  return [values, change] as const;
}
