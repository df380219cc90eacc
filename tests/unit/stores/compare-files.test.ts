import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareFiles, describeDifference } from '../../stores/compare-files';

const bytes = (text: string) => new TextEncoder().encode(text);
const filePath = fc.stringMatching(/^[a-z]{1,8}(\/[a-z]{1,8}){0,2}\.(js|html|json|png)$/);
/** A package: its manifest.json and up to a dozen other files. */
const files = fc
  .dictionary(filePath, fc.uint8Array({ maxLength: 64 }), { maxKeys: 12 })
  .map((record) => ({ 'manifest.json': bytes('{}'), ...record }));

describe('comparing the rebuilt Firefox package with the shipped one', () => {
  it('finds nothing when the rebuild has the same files with the same bytes', () => {
    fc.assert(
      fc.property(files, (record) => {
        const shipped = new Map(Object.entries(record));
        const rebuilt = new Map(
          [...shipped].map(([path, content]) => [path, Uint8Array.from(content)]),
        );
        expect(compareFiles(shipped, rebuilt)).toEqual([]);
      }),
    );
  });

  it('names the one file whose bytes changed, and only it', () => {
    fc.assert(
      fc.property(files, fc.nat(), fc.nat(), (record, pick, at) => {
        const shipped = new Map(Object.entries(record));
        const paths = [...shipped.keys()];
        const changed = paths[pick % paths.length] as string;
        const content = Uint8Array.from(shipped.get(changed) as Uint8Array);
        const rebuiltContent =
          content.length === 0
            ? Uint8Array.of(0)
            : content.map((byte, index) => (index === at % content.length ? byte ^ 1 : byte));
        const rebuilt = new Map(shipped).set(changed, rebuiltContent);
        expect(compareFiles(shipped, rebuilt)).toEqual([
          {
            kind: 'differs',
            path: changed,
            shippedBytes: content.length,
            rebuiltBytes: rebuiltContent.length,
          },
        ]);
      }),
    );
  });

  it('names a file the rebuild lacks and a file only the rebuild has', () => {
    const shipped = new Map([
      ['manifest.json', bytes('{}')],
      ['chunks/popup-Ab12.js', bytes('a')],
    ]);
    const rebuilt = new Map([
      ['manifest.json', bytes('{}')],
      ['chunks/popup-Zz99.js', bytes('a')],
    ]);
    const differences = compareFiles(shipped, rebuilt);
    expect(differences).toEqual([
      { kind: 'missing', path: 'chunks/popup-Ab12.js' },
      { kind: 'extra', path: 'chunks/popup-Zz99.js' },
    ]);
    expect(differences.map(describeDifference)).toEqual([
      'missing  chunks/popup-Ab12.js  (in the shipped package, not in the rebuild)',
      'extra    chunks/popup-Zz99.js  (in the rebuild, not in the shipped package)',
    ]);
  });

  it('tells an empty file from a missing one', () => {
    const manifest: [string, Uint8Array] = ['manifest.json', bytes('{}')];
    const shipped = new Map([manifest, ['empty.txt', bytes('')]]);
    expect(compareFiles(shipped, new Map([manifest]))).toEqual([
      { kind: 'missing', path: 'empty.txt' },
    ]);
    expect(compareFiles(shipped, new Map([manifest, ['empty.txt', bytes('')]]))).toEqual([]);
  });

  it('a build that made nothing does not match a zip that holds nothing', () => {
    const differences = compareFiles(new Map(), new Map([['README.md', bytes('')]]));
    expect(differences.map(describeDifference)).toEqual([
      'no manifest.json in the shipped package: it is no extension',
      'no manifest.json in the rebuild: it is no extension',
      'extra    README.md  (in the rebuild, not in the shipped package)',
    ]);
    expect(compareFiles(new Map(), new Map())).not.toEqual([]);
  });
});
