/**
 * Every translation key the code uses has an English and a German text (the key sets of the two
 * languages are compared in i18n-parity.test.ts). The keys are read from the sources by
 * tests/i18n-usage.ts (the lists' keys from their configs, tests/i18n-list-configs.ts); a key
 * built at run time that the types cannot spell out, or a call whose translator's namespaces no
 * type names, is listed below with what covers it, so a new one fails until it is covered.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { languages } from '@/app/i18n';
import {
  statusLabelKey,
  statusSets,
  type StatusKind,
  type StatusValue,
} from '@/components/status/status-sets';
import { METADATA_KEYS } from '@/features/import/column-mapping';
import { paymentImport, planImport } from '@/features/import/import-kinds';
import { readTranslations } from '../i18n';
import { hasText, isNaturalLanguage, resolveKey } from '../i18n-lookup';
import { readListConfigs, type ConfigKey } from '../i18n-list-configs';
import { findKeyUses, type KeyUse } from '../i18n-usage';

/** Keys the types cannot spell out, by file and code, and what makes sure they have texts. */
const dynamicKeys: Record<string, string> = {
  'src/components/delete-confirm-dialog.tsx texts.text':
    "the callers' keys (API keys, webhooks, agent clients): each dialog is opened by its page's component test, which fails on a missing key",
  'src/components/list/filters/states-filter.ts `lists:${statusLabelKey(kind, value)}`':
    'statusLabelKey: every enum value has a label in both languages (status-badge.test.tsx)',
  'src/components/row-translation.tsx key':
    "status labels (statusLabelKey, table-tested in status-badge.test.tsx) and 'completion' (below)",
  'src/components/list/shell/list-export.ts key':
    "an export's label cells: every list's are statusLabelKey (status-badge.test.tsx)",
  'src/components/list/table/status-filter-notice.tsx `status.${status}`':
    'every value of every status enum has lists:status.<VALUE> (below)',
  "src/features/home/payments-chart.tsx `lists:${statusLabelKey('payment', entry.state)}`":
    'statusLabelKey (status-badge.test.tsx)',
  'src/components/form/use-field-error.ts error.message':
    "form messages are 'namespace:key' literals in the schemas, each checked where it is written",
  'src/features/auth/login-page.tsx key':
    "the login schema's 'validations:login.*' literals, checked where written",
  'src/features/auth/reauth-dialog.tsx password.error':
    "the login schema's 'validations:login.*' literals, checked where written",
  'src/components/transaction-detail/detail-timeline-view.tsx item.label':
    "events' labels are 'lists:detail.*' templates over event enums, checked where written",
  'src/features/developer/webhooks/webhook-form-dialog.tsx rootError':
    "the form's root errors are 'developer:*' literals, checked where written",
  'src/features/payments/new-payment/new-payment-form.tsx errors.root.message':
    "the form's root errors are 'payments:*' literals, checked where written",
  'src/features/import/import-step.tsx row.reason':
    'import rules and errors: literals of src/features/import (below)',
  'src/features/import/import-step.tsx reason':
    'import rules and errors: literals of src/features/import (below)',
  'src/features/import/import-step.tsx run.reason':
    'import rules and errors: literals of src/features/import (below)',
  'src/features/import/review-step.tsx reason':
    'import rules and errors: literals of src/features/import (below)',
  'src/features/import/prepare-step.tsx state.fileError':
    'import file errors: literals of src/features/import (below)',
  'src/features/import/prepare-step.tsx `fields.${key}`':
    'every field of both imports and every metadata column (below)',
  'src/features/services/agent-terms-dialog.tsx price.key':
    "the 'price.*' literals of service-prices.ts (below)",
  'src/features/services/service-card.tsx price.key': "the 'price.*' literals of service-prices.ts (below)",
  'src/features/shell/nav-menu.tsx item.label': "the 'nav.*' literals of navigation.ts (below)",
  'src/features/shell/palette/palette-model.tsx entry.label': "the 'nav.*' literals of navigation.ts (below)",
  'src/features/shell/palette/palette-model.tsx entry.group': "the 'nav.*' literals of navigation.ts (below)",
  'src/features/shell/shortcuts/shortcuts-dialog.tsx shortcut.label':
    "the 'shortcuts.*' literals of shortcut-keys.ts (below)",
};

/**
 * Translator calls whose namespaces no type names (`TFunction<Ns>` of a generic `Ns`), by file and
 * code, and the test that reads their keys instead; any other such call fails, named.
 */
const readElsewhere: Record<string, string> = {
  ...Object.fromEntries(
    [
      'bulk-dialog.tsx action.label',
      'bulk-dialog.tsx group.reason',
      'list-bulk.tsx bulk.noun',
      'list-bulk.tsx label',
      "list-export-dialog.tsx config.texts.label ?? 'title'",
      "list-shell.tsx texts.label ?? 'title'",

      'list-shell.tsx texts.empty',
      'customer-list-tab.tsx create.label',
      "list-page.tsx 'title'",
      'list-page.tsx create.label',
      'list-shell.tsx texts.filteredEmpty',
      '../views/list-glue.tsx key',
    ].map((site) => [
      `src/components/list/shell/${site}`.replace('shell/../', ''),
      "the lists' keys, read from each defineList config (below)",
    ]),
  ),
  'src/lib/mutation.ts key':
    "the alerts' keys of useAppMutation are 'namespace:key' literals, each checked where written (above)",
  'src/lib/mutation.ts errorKey':
    "the alerts' keys of useAppMutation are 'namespace:key' literals, each checked where written (above)",
};

/** Keys kept as plain strings in data, by namespace: every such literal of the files needs texts. */
const literalFamilies = [
  { namespace: 'import', folder: 'src/features/import', pattern: /^(rules|errors|file)\.\w+$/ },
  { namespace: 'services', folder: 'src/features/services/service-prices.ts', pattern: /^price\.\w+$/ },
  { namespace: 'global', folder: 'src/features/shell/navigation.ts', pattern: /^nav\.\w+$/ },
  {
    namespace: 'palette',
    folder: 'src/features/shell/shortcuts/shortcut-keys.ts',
    pattern: /^shortcuts\.\w+$/,
  },
];

const repoRoot = join(import.meta.dirname, '..', '..');
const text = (language: string, namespace: string, path: string, prefix = false) =>
  hasText((ns) => readTranslations(ns, language), namespace, path, prefix);
const missingIn = (namespace: string, paths: readonly string[]) =>
  languages.flatMap((language) =>
    paths
      .filter((path) => !text(language, namespace, path))
      .map((path) => `${language} ${namespace}:${path}`),
  );

/** The keys of a place that a language has no text for, as i18next would look them up. */
const withoutText = (at: string, keys: readonly string[], namespaces: string[], prefix?: boolean) =>
  keys.flatMap((key) => {
    const { namespace, path } = resolveKey(key, namespaces);
    return languages
      .filter((language) => !text(language, namespace, path, prefix))
      .map((language) => `${at} ${key} (${language} ${namespace}:${path})`);
  });

const stringLiterals = (path: string): string[] => {
  const files = path.endsWith('.ts')
    ? [path]
    : ts.sys.readDirectory(join(repoRoot, path), ['.ts', '.tsx']).filter((file) => !file.includes('.test.'));
  const found: string[] = [];
  for (const file of files) {
    const name = file.startsWith('/') ? file : join(repoRoot, file);
    const source = ts.createSourceFile(name, readFileSync(name, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
};

describe('translation keys of the code', () => {
  let uses: KeyUse[] = [];
  beforeAll(() => {
    uses = findKeyUses();
  }, 120_000);

  it('all have an English and a German text', () => {
    expect(uses.flatMap((use) => withoutText(use.at, use.keys ?? [], use.namespaces, use.literal))).toEqual(
      [],
    );
  });

  it("name no namespace in a key i18next reads as a sentence ('ns:key with spaces')", () => {
    const sentences = uses.flatMap((use) =>
      (use.keys ?? [])
        .filter((key) => key.includes(':') && isNaturalLanguage(key))
        .map((key) => `${use.at} ${key}`),
    );
    expect(sentences).toEqual([]);
  });

  it('are all read: no translator call whose namespaces the scan cannot tell is passed over', () => {
    const unread = uses.filter((use) => use.unread);
    const sites = [...new Set(unread.map((use) => `${use.at.replace(/:\d+$/, '')} ${use.code}`))];
    expect(
      unread
        .filter((use) => !(`${use.at.replace(/:\d+$/, '')} ${use.code}` in readElsewhere))
        .map((use) => `${use.at} t(${use.code}): ${use.unread}`),
    ).toEqual([]);
    expect(Object.keys(readElsewhere).filter((site) => !sites.includes(site))).toEqual([]);
  });

  it('built at run time are all covered', () => {
    const dynamic = [
      ...new Set(
        uses
          .filter((use) => !use.keys && !use.unread)
          .map((use) => `${use.at.replace(/:\d+$/, '')} ${use.code}`),
      ),
    ];
    expect(dynamic.filter((site) => !(site in dynamicKeys))).toEqual([]);
    expect(Object.keys(dynamicKeys).filter((site) => !dynamic.includes(site))).toEqual([]);
  });
});

describe("the lists' keys, read from each defineList config", () => {
  let keys: ConfigKey[] = [];
  beforeAll(() => {
    keys = readListConfigs();
  }, 120_000);

  it('are read for every list, each field of each', () => {
    const lists = new Set(keys.map((key) => key.list));
    expect(lists.size).toBeGreaterThanOrEqual(11);
    expect(keys.filter((key) => !key.keys).map((key) => `${key.at} ${key.list}: ${key.field}`)).toEqual([]);
  });

  it('have an English and a German text in the namespace the list kit reads them from', () => {
    expect(
      keys.flatMap(({ at, list, field, namespaces, keys: found = [] }) =>
        withoutText(`${at} ${list} ${field}:`, found, namespaces),
      ),
    ).toEqual([]);
  });
});

describe('keys built at run time', () => {
  it.each(literalFamilies)(
    '$namespace: the literals $pattern of $folder',
    ({ namespace, folder, pattern }) => {
      const keys = [...new Set(stringLiterals(folder).filter((literal) => pattern.test(literal)))];
      expect(keys.length).toBeGreaterThan(0);
      expect(missingIn(namespace, keys)).toEqual([]);
    },
  );

  it('import: every field of both imports and every metadata column', () => {
    const fields = [...paymentImport.fields, ...planImport.fields].map((field) => field.key);
    expect(
      missingIn(
        'import',
        [...fields, ...METADATA_KEYS].map((key) => `fields.${key}`),
      ),
    ).toEqual([]);
  });

  it('lists: every status value as a filter, and the completion bar', () => {
    const values = Object.values(statusSets).flatMap((set) => Object.keys(set));
    expect(
      missingIn(
        'lists',
        [...new Set(values)].map((value) => `status.${value}`),
      ),
    ).toEqual([]);
    expect(missingIn('lists', ['completion'])).toEqual([]);
    const kind: StatusKind = 'payment';
    expect(statusLabelKey(kind, 'COMPLETED' satisfies StatusValue<'payment'>)).toMatch(/^status\./);
  });
});

describe("i18next's reading of a key", () => {
  it.each([
    [
      'instalment-plans:customer deleted',
      ['instalment-plans', 'lists'],
      'instalment-plans',
      'instalment-plans:customer deleted',
    ],
    ['customer deleted', ['instalment-plans', 'lists'], 'instalment-plans', 'customer deleted'],
    ['payments:messages.reminder error', ['global'], 'payments', 'messages.reminder error'],
    ['lists:status.PAID', ['invoices', 'lists'], 'lists', 'status.PAID'],
  ])('%s in %j is %s / %s', (key, translator, namespace, path) => {
    expect(resolveKey(key, translator)).toMatchObject({ namespace, path });
  });
});
