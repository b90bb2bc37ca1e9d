import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rowLabelFor } from '../../src/components/row-translation';

const translator = (template: string) =>
  vi.fn((_key: string, options?: Record<string, string>) =>
    template.replace('{{label}}', options?.label ?? ''),
  ) as unknown as TFunction<'lists'> & ReturnType<typeof vi.fn>;

describe("a row's text with its name in it", () => {
  it('puts each row its own name, asking i18next once per translator', () => {
    const t = translator('Actions for {{label}}');
    expect(rowLabelFor(t, 'table.actionsFor', 'label', 'Rent March')).toBe('Actions for Rent March');
    // A name is put in as it is, even with what a replacement pattern would read.
    expect(rowLabelFor(t, 'table.actionsFor', 'label', 'Müller $& Söhne $1')).toBe(
      'Actions for Müller $& Söhne $1',
    );
    expect(t).toHaveBeenCalledTimes(1);
  });

  it('follows the language: a new translator brings its own text', () => {
    const german = translator('Aktionen für {{label}}');
    expect(rowLabelFor(german, 'table.actionsFor', 'label', 'Miete März')).toBe('Aktionen für Miete März');
  });
});
