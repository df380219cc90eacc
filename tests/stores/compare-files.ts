/** A package's files: path inside the package (with `/`) → the file's bytes. */
export type PackageFiles = ReadonlyMap<string, Uint8Array>;

export type FileDifference =
  | { kind: 'missing'; path: string }
  | { kind: 'extra'; path: string }
  | { kind: 'differs'; path: string; shippedBytes: number; rebuiltBytes: number };

/**
 * Every file that is not the same in both, by path: only in the shipped package (`missing` from
 * the rebuild), only in the rebuild (`extra`), or in both with other bytes (`differs`). Empty when
 * the rebuild is the shipped package, file for file and byte for byte.
 */
export function compareFiles(shipped: PackageFiles, rebuilt: PackageFiles): FileDifference[] {
  const paths = [...new Set([...shipped.keys(), ...rebuilt.keys()])].sort();
  return paths.flatMap((path): FileDifference[] => {
    const before = shipped.get(path);
    const after = rebuilt.get(path);
    if (!after) return [{ kind: 'missing', path }];
    if (!before) return [{ kind: 'extra', path }];
    if (Buffer.from(before).equals(after)) return [];
    return [{ kind: 'differs', path, shippedBytes: before.length, rebuiltBytes: after.length }];
  });
}

/** One line per difference, for a person to read in the CI log. */
export function describeDifference(difference: FileDifference): string {
  switch (difference.kind) {
    case 'missing':
      return `missing  ${difference.path}  (in the shipped package, not in the rebuild)`;
    case 'extra':
      return `extra    ${difference.path}  (in the rebuild, not in the shipped package)`;
    case 'differs':
      return `differs  ${difference.path}  (shipped ${difference.shippedBytes} bytes, rebuilt ${difference.rebuiltBytes} bytes)`;
  }
}
