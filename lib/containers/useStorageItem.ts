import { useEffect, useState } from 'preact/hooks';
import type { WxtStorageItem } from 'wxt/utils/storage';

/** A WXT storage item as component state, kept current when anything changes it. */
export function useStorageItem<T>(item: WxtStorageItem<T, Record<string, unknown>>): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    void item.getValue().then(setValue);
    return item.watch((next) => setValue(next));
  }, [item]);
  return value;
}
