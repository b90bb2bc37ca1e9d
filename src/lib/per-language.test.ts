import { describe, expect, it, vi } from 'vitest';
import { perLanguage } from './per-language';

/** A translator as i18next's getFixedT makes it: a function with its language and namespaces. */
const translator = (lng: string, ns: string | string[]) =>
  Object.assign((key: string) => `${lng}:${key}`, { lng, ns });

describe('perLanguage', () => {
  it('makes the definitions once per language and namespaces, whichever translator of them asks', () => {
    const make = vi.fn((t: ReturnType<typeof translator>) => [{ label: t('status') }]);
    const filtersFor = perLanguage(make);

    const first = filtersFor(translator('en', ['payments', 'lists']));
    // A later mount has a translator of its own, of the same language and namespaces.
    expect(filtersFor(translator('en', ['payments', 'lists']))).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(first).toEqual([{ label: 'en:status' }]);

    // Another language, or other namespaces, are made anew.
    expect(filtersFor(translator('de', ['payments', 'lists']))).toEqual([{ label: 'de:status' }]);
    expect(filtersFor(translator('en', 'lists'))).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(3);
  });
});
