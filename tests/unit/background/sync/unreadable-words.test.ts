import { afterEach, describe, expect, it } from 'vitest';
import { unreadableWarning } from '../../../../lib/background/runtime/sync-state';
import { resourceNouns } from '../../../../lib/model/resource-nouns';
import { setBrowserLanguage } from '../../support/fake-i18n';

afterEach(() => setBrowserLanguage('en-US'));

describe('what a sync could not read, in a German browser', () => {
  it('counts, names and agrees in German', () => {
    setBrowserLanguage('de-DE');
    expect(unreadableWarning(['mon_2'], resourceNouns.monitors)).toBe(
      '1 Monitor konnte nicht gelesen werden: mon_2',
    );
    const twelve = Array.from({ length: 12 }, (_, i) => `mon_${i}`);
    expect(unreadableWarning(twelve, resourceNouns.monitors)).toMatch(
      /^12 Monitore konnten nicht gelesen werden: mon_0, .*, mon_9 und 2 weitere$/,
    );
  });
});
