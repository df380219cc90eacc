import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { findingsThatFail, type LintFinding, type LintReport } from '../../stores/lint-findings';

// The kept Preact's own build: what the bundle inlines into each page's chunk.
const preact = readFileSync(createRequire(import.meta.url).resolve('preact'), 'utf8').split(
  '\n',
)[0] as string;
const ourCode = ';function showName(el,name){el.innerHTML=name}';
const chunk = preact + ourCode;
const files: Record<string, string> = { 'chunks/popup-Ab12.js': chunk };
const readFile = (file: string) => files[file] ?? '';

/** A finding as addons-linter reports one: 1-based line and column of the assignment's target. */
function unsafeAssignment(column: number, type: LintFinding['_type'] = 'warning'): LintFinding {
  return {
    _type: type,
    code: 'UNSAFE_VAR_ASSIGNMENT',
    message: 'Unsafe assignment to innerHTML',
    file: 'chunks/popup-Ab12.js',
    line: 1,
    column,
  };
}
const report = (findings: LintFinding[]): LintReport => ({
  errors: findings.filter((finding) => finding._type === 'error'),
  warnings: findings.filter((finding) => finding._type === 'warning'),
  notices: findings.filter((finding) => finding._type === 'notice'),
});

const preactColumn = (/\(([\w$]+)\.innerHTML=[\w$]+\.__html\)/.exec(preact)?.index as number) + 2;
const ourColumn = chunk.indexOf('el.innerHTML=name') + 1;

describe('the Firefox lint gate', () => {
  it("lets Preact's own dangerouslySetInnerHTML line pass, and only it", () => {
    expect(preact.slice(preactColumn - 1)).toMatch(/^[\w$]+\.innerHTML=[\w$]+\.__html\)/);
    expect(findingsThatFail(report([unsafeAssignment(preactColumn)]), readFile)).toEqual([]);
  });

  it('fails on an innerHTML assignment in our own code, beside the Preact one it lets pass', () => {
    const ours = unsafeAssignment(ourColumn);
    expect(findingsThatFail(report([unsafeAssignment(preactColumn), ours]), readFile)).toEqual([
      ours,
    ]);
  });

  it('fails on the same warning pointing anywhere but the start of the Preact assignment', () => {
    for (const column of [preactColumn - 1, preactColumn + 1, 1]) {
      expect(findingsThatFail(report([unsafeAssignment(column)]), readFile)).toHaveLength(1);
    }
    const noPlace: LintFinding = {
      ...unsafeAssignment(preactColumn),
      line: undefined,
      column: undefined,
    };
    expect(findingsThatFail(report([noPlace]), readFile)).toEqual([noPlace]);
  });

  it("fails on a look-alike: Preact's assignment without Preact's comparison before it", () => {
    files['chunks/door-Cd34.js'] = 'function set(e,f){e.innerHTML=f.__html}';
    const lookAlike = { ...unsafeAssignment(20), file: 'chunks/door-Cd34.js' };
    expect(findingsThatFail(report([lookAlike]), readFile)).toEqual([lookAlike]);
  });

  it('fails on any error or notice, even at the Preact line', () => {
    const error = unsafeAssignment(preactColumn, 'error');
    const notice: LintFinding = { _type: 'notice', code: 'NOTICE_X', message: 'a notice' };
    const otherWarning: LintFinding = {
      _type: 'warning',
      code: 'MANIFEST_FIELD_UNSUPPORTED',
      message: 'w',
    };
    expect(findingsThatFail(report([error, notice, otherWarning]), readFile)).toEqual([
      error,
      otherWarning,
      notice,
    ]);
  });
});
