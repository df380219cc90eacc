/** A package's files: path inside the package (with `/`) → the file's bytes. */
export type PackageFiles = ReadonlyMap<string, Uint8Array>;

export type FileDifference =
  | { kind: 'no-manifest'; in: 'shipped' | 'rebuilt' }
  | { kind: 'missing'; path: string }
  | { kind: 'extra'; path: string }
  | { kind: 'differs'; path: string; shippedBytes: number; rebuiltBytes: number };

/** What every extension package holds at its root. */
const MANIFEST = 'manifest.json';

/**
 * Every file that is not the same in both, by path: only in the shipped package (`missing` from
 * the rebuild), only in the rebuild (`extra`), or in both with other bytes (`differs`). Empty when
 * the rebuild is the shipped package, file for file and byte for byte. Either without a
 * manifest.json is no extension (`no-manifest`), first: an empty build of an empty zip would
 * otherwise compare equal and prove nothing.
 */
export function compareFiles(shipped: PackageFiles, rebuilt: PackageFiles): FileDifference[] {
  const notPackages = (['shipped', 'rebuilt'] as const)
    .filter((which) => !(which === 'shipped' ? shipped : rebuilt).has(MANIFEST))
    .map((which): FileDifference => ({ kind: 'no-manifest', in: which }));
  const paths = [...new Set([...shipped.keys(), ...rebuilt.keys()])].sort();
  return notPackages.concat(
    paths.flatMap((path): FileDifference[] => {
      const before = shipped.get(path);
      const after = rebuilt.get(path);
      if (!after) return [{ kind: 'missing', path }];
      if (!before) return [{ kind: 'extra', path }];
      if (Buffer.from(before).equals(after)) return [];
      return [{ kind: 'differs', path, shippedBytes: before.length, rebuiltBytes: after.length }];
    }),
  );
}

/** One line per difference, for a person to read in the CI log. */
export function describeDifference(difference: FileDifference): string {
  switch (difference.kind) {
    case 'no-manifest':
      return `no ${MANIFEST} in ${difference.in === 'shipped' ? 'the shipped package' : 'the rebuild'}: it is no extension`;
    case 'missing':
      return `missing  ${difference.path}  (in the shipped package, not in the rebuild)`;
    case 'extra':
      return `extra    ${difference.path}  (in the rebuild, not in the shipped package)`;
    case 'differs':
      return `differs  ${difference.path}  (shipped ${difference.shippedBytes} bytes, rebuilt ${difference.rebuiltBytes} bytes)`;
  }
}
