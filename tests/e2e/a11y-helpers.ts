/** Running axe on a settled page and collecting what it finds. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { goInApp } from './helpers';

/**
 * How much the walks cover. `npm test` audits every route and dialog in English, and one screen of
 * each kind in German and in the dark scheme (see a11y.spec.ts): a language changes only texts and
 * the scheme only colours. `npm run test:e2e:audit` (E2E_AUDIT=full) audits everything in every
 * language and scheme, for a release or a change to shared components.
 */
export const FULL_AUDIT = process.env.E2E_AUDIT === 'full';

/** The languages of the areas' dialog walks. */
export const AUDIT_LOCALES: readonly string[] = FULL_AUDIT ? ['en-US', 'de-DE'] : ['en-US'];

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export type Finding = { where: string; rule: string; impact: string; help: string; targets: string[] };

/**
 * Waits until the page shows what a user would read: no page loader, no skeleton rows, and no
 * transition still running (axe measures colours, and a fading dialog has none of its own yet).
 */
export const settled = async (page: Page) => {
  await expect(page.locator('[role="status"] .mantine-Loader-root')).toHaveCount(0);
  await expect(page.getByTestId('skeleton-row')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
};

/**
 * Goes to a path of the app the way its links do (the router follows history.pushState), which
 * spares the audit a full load of the app and the mock backend per route. Resolves once the new
 * screen shows a heading of its own (the old ones are marked first), or once a redirect has led
 * back to the screen already shown.
 */
export const navigateInApp = async (page: Page, url: string) => {
  const before = await page.evaluate(() => {
    document.querySelectorAll('h1, h2, h3').forEach((heading) => heading.setAttribute('data-seen', ''));
    return window.location.pathname;
  });
  await goInApp(page, url);
  await page.waitForFunction(
    (from) =>
      window.location.pathname === from ||
      [...document.querySelectorAll('h1:not([data-seen]), h2:not([data-seen]), h3:not([data-seen])')].some(
        (heading) => heading.checkVisibility(),
      ),
    before,
  );
};

/**
 * axe's source for an audit of the page as it is: none when every frame has it already (an earlier
 * audit of the same document injected it), which spares parsing its 560 kB again.
 */
const axeSourceFor = async (page: Page): Promise<string | undefined> => {
  const injected = await Promise.all(
    page.frames().map((frame) => frame.evaluate(() => 'axe' in window).catch(() => false)),
  );
  return injected.every(Boolean) ? ';' : undefined;
};

/**
 * The serious and critical findings of axe on the page as it is now.
 *
 * axe runs in the page (`setLegacyMode`: `axe.run`, frames of the same origin included). By default
 * @axe-core/playwright opens a blank page for every audit to merge the frames' results and injects
 * axe there again, which cost about half of an audit's CPU. The portal frames no page of another
 * origin: the bank widget's stand-in is served by the mock build itself.
 */
export const audit = async (
  page: Page,
  where: string,
  /** False where the colours were measured already (the same screen at another width). */
  { contrast = true }: { contrast?: boolean } = {},
): Promise<Finding[]> => {
  await settled(page);
  // Colours do not change with the language: contrast, axe's costliest rule, is measured in
  // English, and every other rule (names, labels, roles) in both languages. In the dark scheme
  // only the colours differ, so there contrast is the only rule.
  const { english, dark } = await page.evaluate(() => ({
    english: document.documentElement.lang.startsWith('en'),
    dark: document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark',
  }));
  const axe = new AxeBuilder({ page, axeSource: await axeSourceFor(page) }).setLegacyMode();
  if (dark) axe.withRules(['color-contrast']);
  else axe.withTags(WCAG_TAGS).disableRules(english && contrast ? [] : ['color-contrast']);
  const { violations } = await axe
    // Only violations are read; collecting the passes as well doubles the time of a run.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
};

/** One line per finding, for the failure message. */
export const describeFindings = (findings: Finding[]) =>
  findings
    .map(
      (finding) =>
        `${finding.where}: [${finding.impact}] ${finding.rule} (${finding.help}) at ${finding.targets.join(', ')}`,
    )
    .join('\n');
