/**
 * The walk over every route at a phone's size (Playwright's 'Pixel 7'): at 390 and at 768 CSS
 * pixels wide no page scrolls sideways and the header's controls are on the screen, and at 390
 * nothing covers a control (covered-controls.ts) and axe finds nothing serious or critical on a
 * screen of each kind. English is audited; German (longer words) is measured for overflow; the dark
 * scheme audits and measures a part. Parts of a few routes each (route-walk.ts).
 */
import { devices, expect, test, type Page } from '@playwright/test';
import { audit, describeFindings, FULL_AUDIT, settled, type Finding } from './a11y-helpers';
import { coveredControls } from './covered-controls';
import { routeSample, walk, walkParts } from './route-walk';

test.use({ ...devices['Pixel 7'] });

const WIDTHS = [390, 768] as const;

/** Waits for the frames in which the page takes its new width (media queries, re-renders). */
const resized = async (page: Page, width: number) => {
  if (page.viewportSize()?.width !== width) {
    await page.setViewportSize({ width, height: 840 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  await settled(page);
};

/**
 * What is wrong with the page's width: the page wider than the window (with the elements that
 * stick out, deepest first), or a control of the header beyond the screen's edges.
 */
const widthProblems = (page: Page, where: string, screenWidth: number) =>
  page.evaluate(
    ([at, screen]) => {
      const problems: string[] = [];
      // A phone's browser widens its layout viewport (innerWidth) to a page wider than the screen.
      const width = Math.min(innerWidth, screen);
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 3).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      if (document.documentElement.scrollWidth > width || innerWidth > screen) {
        const out = [...document.body.querySelectorAll('*')].filter(
          // The elements that stick out first (their parent does not).
          (element) =>
            element.getBoundingClientRect().right > width + 1 &&
            (element.parentElement?.getBoundingClientRect().right ?? 0) <= width + 1,
        );
        problems.push(
          `${at}: the page is ${document.documentElement.scrollWidth} px wide: ${out.slice(0, 4).map(describe).join('; ')}`,
        );
      }
      const header = document.querySelector('header');
      for (const control of header?.querySelectorAll('a, button, input') ?? []) {
        const box = control.getBoundingClientRect();
        if (box.width && (box.left < 0 || box.right > width))
          problems.push(`${at}: the header's ${describe(control)} is beyond the screen`);
      }
      return problems;
    },
    [where, screenWidth] as const,
  );

/**
 * Routes per test: a part takes well under 40 seconds on a quiet machine. A route without axe is
 * measured in a fraction of the time, so the parts are longer than the desktop walk's.
 */
const PART = 12;

/**
 * The screens whose colours are measured at a phone's size, in both schemes: lists as cards, a
 * detail page, customers, home. Colours do not change with the width, and a11y.spec.ts measures
 * every screen's at the desktop's.
 */
const SAMPLE = routeSample([
  '/dashboard/home',
  '/dashboard/transactions/payments',
  '/dashboard/transactions/payments/$id',
  '/dashboard/debtors',
  '/dashboard/debtors/$id/$email/$tab',
  '/dashboard/company/bankaccount',
]);

/**
 * The screens axe audits at 390 px (its other rules: names, targets, regions): one of each kind as
 * a phone shows it, since what changes from the desktop (audited on every route by a11y.spec.ts)
 * comes from the same few pieces on every screen of a kind: the header with its menu, lists as
 * cards with their filter drawer, detail pages, customer tabs, forms, full-screen dialogs' pages.
 * `npm run test:e2e:audit` audits every route at 390 as well.
 */
const AUDITED = routeSample([
  ...SAMPLE,
  '/login',
  '/signup',
  '/onboarding/$invitationId',
  '/dashboard/transactions/invoices',
  '/dashboard/transactions/invoices/$id',
  '/dashboard/transactions/subscriptions',
  '/dashboard/checkouts/products',
  '/dashboard/company/settings',
  '/dashboard/company/team',
  '/dashboard/developer/webhook',
]);
const audited = (route: string) => FULL_AUDIT || AUDITED.has(route);

const runs = [
  { name: 'English', locale: 'en-US', colorScheme: 'light', audits: true, include: undefined },
  { name: 'German', locale: 'de-DE', colorScheme: 'light', audits: false, include: undefined },
  { name: 'dark', locale: 'en-US', colorScheme: 'dark', audits: true, include: (r: string) => SAMPLE.has(r) },
] as const;

for (const { name, locale, colorScheme, audits, include } of runs) {
  test.describe(`on a phone, ${name}: no sideways scrolling at 390 and 768 px, the header on the screen${audits ? ', no serious or critical axe finding' : ''}${name === 'English' ? ', no control covered' : ''}`, () => {
    test.use({ locale, colorScheme });

    for (const part of walkParts(PART, include)) {
      test(`phone walk, ${part.name}`, async ({ page }) => {
        const findings: Finding[] = [];
        const problems: string[] = [];
        // Each route is measured first at the width the previous one ended at (half the routes
        // arrive at 390, half at 768), then at the other: one resize per route, not two.
        let widths: readonly number[] = WIDTHS;
        await walk(page, part, async ({ route }) => {
          for (const width of widths) {
            await resized(page, width);
            if (audits && width === 390 && audited(route))
              findings.push(...(await audit(page, `${route} at 390`, { contrast: SAMPLE.has(route) })));
            if (name === 'English' && width === 390)
              problems.push(...(await coveredControls(page, `${route} at 390`)));
            problems.push(...(await widthProblems(page, `${route} at ${width}`, width)));
          }
          widths = [...widths].reverse();
        });
        expect(findings, describeFindings(findings)).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  });
}
