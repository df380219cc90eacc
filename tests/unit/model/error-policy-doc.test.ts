import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { type ErrorPolicy, errorPolicy } from '../../../lib/model/errors/error-policy';

/*
 * docs/ERRORS.md's table of every kind is the policy a reader is told; this holds it to the one
 * table the code reads (lib/model/errors/error-policy.ts), column by column.
 */
const doc = readFileSync(new URL('../../../docs/ERRORS.md', import.meta.url), 'utf8');

/** A value as the table writes it: "server-busy" as "server busy", but "after-sign-in" as "after sign-in". */
const words = (value: string) => value.replaceAll('-', ' ').replace('sign in', 'sign-in');
const yes = (flag: boolean) => (flag ? 'yes' : '');

const rowOf = (kind: string, policy: ErrorPolicy) =>
  [
    `\`${kind}\``,
    words(policy.retry),
    policy.mayHaveApplied ? 'yes' : 'no',
    words(policy.glance),
    words(policy.waiting),
    yes(policy.deleteDone),
    yes(policy.dropsToken),
    yes(policy.answerUnread),
    words(policy.qrImage),
  ].join(' | ');

it("docs/ERRORS.md's table says what the policy table does, for every kind", () => {
  const documented = doc
    .split('\n')
    .filter((line) => /^\| `[a-z-]+` \|/.test(line))
    .map((line) =>
      line
        .replace(/^\| /, '')
        .replace(/ \|$/, '')
        .replace(/\s+\|\s*/g, ' | '),
    );
  const coded = Object.entries(errorPolicy).map(([kind, policy]) =>
    rowOf(kind, policy).replace(/\s+\|\s*/g, ' | '),
  );
  expect(documented).toEqual(coded);
});
