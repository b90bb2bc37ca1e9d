/** Tools: the debtor portal address, debug correlations and the portal's translation files. */
import { GetTranslationsResponse } from '../../../src-generated/zod/i18n/i18n.zod';
import { GetCorrelationQueryParams } from '../../../src-generated/zod/correlations/correlations.zod';
import type { Db } from '../../db/schema';
import { notFound, ok } from '../../lib/respond';
import { route } from '../../lib/route';

/**
 * The real translation files of the portal (public/i18n/<namespace>/<language>.json), bundled with
 * the mock so the browser, vitest and the HTTP server all serve the same texts. Each is checked
 * against the contract when first asked for, not at every start (the portal reads its
 * translations as files, not from the API). Imported eagerly: the mock server's module runner is
 * closed once it has started, so it can load nothing later.
 */
const translationFiles = import.meta.glob<unknown>('/public/i18n/*/*.json', {
  eager: true,
  import: 'default',
});

const translation = (namespace?: string, language?: string) => {
  const content = translationFiles[`/public/i18n/${namespace}/${language}.json`];
  return content === undefined ? undefined : GetTranslationsResponse.parse(content);
};

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => UMLAUTS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const debtorPortalUrl = (db: Db) =>
  `https://kunden${db.environment === 'prod' ? '' : '.sandbox'}.example.de/${slug(db.company.name) || 'portal'}`;

export const toolsHandlers = [
  route('getSelfServiceUrls', ({ db }) => ok({ debtorPortalUrl: debtorPortalUrl(db) })),

  route('getCorrelation', ({ db, params, query }) => {
    const correlation = db.correlations.find((candidate) => candidate.id === params.id);
    if (!correlation) return notFound('Correlation');
    const withItems = GetCorrelationQueryParams.parse(query).expand === 'includeItems';
    return ok(withItems ? correlation : { ...correlation, items: [] });
  }),

  route('getTranslations', ({ params }) => {
    const resource = translation(params.namespace, params.language);
    return resource ? ok(resource) : notFound('Translation file');
  }),
];
