/**
 * Every text the spec quotes in its tables is one the user can read: some English translation
 * says its words in that order (word endings and up to three words between may differ, so 'reminder
 * error' reads 'Reminder error: the reminder could not be sent.'). The spec is read from its copy in
 * docs/spec/, which a clean checkout has; the second test keeps that copy equal to the shared one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from '@/app/i18n';
import { readTranslations } from '../i18n';

const repoRoot = join(import.meta.dirname, '..', '..');
const specCopy = join(repoRoot, 'docs', 'spec');
const sharedSpec = join(repoRoot, '..', 'shared', 'spec');

/** Quotes that are not texts of the portal, each with its reason. */
const notPortalTexts: Record<string, string> = {
  'Validation errors':
    "the server's message in the BAD_REQUEST body of a failed webhook creation; the user reads 'URL is not available!' at the field",
};

const specFiles = readdirSync(specCopy).filter((file) => file.endsWith('.md'));

const quotesOfTables = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => [...line.matchAll(/(?<![\p{L}\p{N}])'([^']+)'(?![\p{L}\p{N}])/gu)])
    .map(([, quote]) => quote ?? '');

const strip = (word: string, endings: string[]) => {
  const ending = endings.find((end) => word.endsWith(end) && word.length - end.length >= 3);
  return ending ? word.slice(0, -ending.length) : word;
};
/** A light stemmer: 'successfully', 'successful' and 'success' are one word, so are 'created' and 'creation'. */
const stem = (word: string) =>
  strip(strip(strip(word, ['ly']), ['full', 'ful']), [
    'ations',
    'ation',
    'ions',
    'ion',
    'ings',
    'ing',
    'ed',
    'es',
    's',
    'e',
  ]).replace(/([b-df-hj-np-tv-z])\1$/, '$1');

/** `_`, `-` and camel case split words ('error_edit_bank_account', 'CheckoutLink'); 'e-mail' is one. */
const words = (text: string) =>
  text
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .replace(/\be-mail/g, 'email')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);

const maxWordsBetween = 3;
const saysInOrder = (text: string[], quote: string[], from = 0, at = 0): boolean => {
  if (at === quote.length) return true;
  const last = at === 0 ? text.length - 1 : Math.min(text.length - 1, from + maxWordsBetween);
  for (let index = from; index <= last; index++) {
    if (text[index] === quote[at] && saysInOrder(text, quote, index + 1, at + 1)) return true;
  }
  return false;
};

const values = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : typeof node === 'object' && node !== null
      ? Object.values(node).flatMap(values)
      : [];
const englishTexts = namespaces.flatMap((ns) => values(readTranslations(ns, 'en'))).map(words);

describe("the spec's quoted texts", () => {
  const quotes = [
    ...new Set(specFiles.flatMap((file) => quotesOfTables(readFileSync(join(specCopy, file), 'utf8')))),
  ];

  it('are found in the tables', () => {
    expect(quotes).toContain('reminder error');
    expect(Object.keys(notPortalTexts).filter((quote) => !quotes.includes(quote))).toEqual([]);
  });

  it('are all said by an English text of the portal', () => {
    const missing = quotes.filter(
      (quote) => !(quote in notPortalTexts) && !englishTexts.some((text) => saysInOrder(text, words(quote))),
    );
    expect(missing).toEqual([]);
  });

  it('match word endings and a few words between, in order only', () => {
    const says = (text: string, quote: string) => saysInOrder(words(text), words(quote));
    expect(says('Reminder error: the reminder could not be sent.', 'reminder error')).toBe(true);
    expect(says('Instalment plan creation successful.', 'instalment plan creation success')).toBe(true);
    expect(says('Error while editing the bank account.', 'error_edit_bank_account')).toBe(true);
    expect(says('The reminder could not be sent', 'reminder error')).toBe(false);
    expect(says('Error: the reminder', 'reminder error')).toBe(false);
    expect(
      says('Subscription error: the subscription could not be cancelled.', 'subscription error cancelled'),
    ).toBe(false);
  });
});

describe.skipIf(!existsSync(sharedSpec))('the copy of the spec in docs/spec', () => {
  it('is byte-equal to the shared spec', () => {
    const shared = readdirSync(sharedSpec).filter((file) => file.endsWith('.md'));
    expect(specFiles.sort()).toEqual(shared.sort());
    for (const file of shared) {
      expect(readFileSync(join(specCopy, file)).equals(readFileSync(join(sharedSpec, file))), file).toBe(
        true,
      );
    }
  });
});
