import { useEffect, useState } from 'preact/hooks';
import { useLiveQuery } from '../../../lib/containers/useLiveQuery';
import { readSection, type SectionData } from './section-data';
import type { ResourceSpec } from './spec';

const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then));

/**
 * A section's records, live. With a `firstRowsIndex` the list's first screen is read and painted
 * first, and only then every record: reading 10,000 rows whole takes the page's main thread for a
 * few hundred ms, which the first screen should not wait behind. A record's page reads all at once.
 * `readBeforeRender`: that first screen as read before the page rendered (first-screen.ts), if it
 * was.
 */
export function useSectionData<Row>(
  spec: ResourceSpec<Row>,
  recordId: string | undefined,
  readBeforeRender?: SectionData<Row>,
) {
  const staged = spec.firstRowsIndex !== undefined;
  const [painted, setPainted] = useState(!staged);
  const readAll = painted || recordId !== undefined;
  const firstScreen = useLiveQuery(
    () => (staged ? readSection(spec, true) : Promise.resolve(undefined)),
    [spec.table],
    readBeforeRender,
  );
  const data = useLiveQuery(
    () => (readAll ? readSection(spec) : Promise.resolve(undefined)),
    [spec.table, readAll],
  );
  const firstShown = firstScreen !== undefined;
  useEffect(() => {
    if (firstShown && !painted) afterPaint(() => setPainted(true));
  }, [firstShown, painted]);
  const listed: SectionData<Row> | undefined = data ?? firstScreen;
  return { data, listed };
}
