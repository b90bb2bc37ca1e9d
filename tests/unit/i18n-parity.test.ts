import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages, namespaces } from '@/app/i18n';
import { readTranslations, translationsRoot } from '../i18n';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('translations', () => {
  it('have a folder for every namespace and nothing else', () => {
    expect(readdirSync(translationsRoot).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('%s has the same keys in English and German', (namespace) => {
    const [en, de] = languages.map((language) => new Set(keys(readTranslations(namespace, language))));
    const missingInGerman = [...(en ?? [])].filter((key) => !de?.has(key));
    const missingInEnglish = [...(de ?? [])].filter((key) => !en?.has(key));
    expect({ missingInGerman, missingInEnglish }).toEqual({ missingInGerman: [], missingInEnglish: [] });
  });

  it.each(namespaces)('%s has no empty texts', (namespace) => {
    for (const language of languages) {
      const file = readTranslations(namespace, language);
      const empty = keys(file).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty, `${namespace}/${language}`).toEqual([]);
    }
  });
});
