/**
 * Nothing covers a control: on every route, at 1280x720 and at 390 px, in the mock build (with its
 * dev panel), each visible button, link and field is the element at its own centre once it is
 * scrolled into view (`document.elementFromPoint`), so a click there reaches it. One test per
 * width, each walking every route in one page (the public routes, then the signed-in ones).
 */
import { devices, expect, test, type Page } from '@playwright/test';
import { settled } from './a11y-helpers';
import { walk, walkParts } from './route-walk';

/** What a user clicks, types into or follows. */
const CONTROLS =
  'button, a[href], input, select, textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"]';

/**
 * The controls of the page shown that something else covers, as 'route: role "name" under <what>'.
 * Skipped: what is not rendered or not visible (display, visibility, opacity), disabled or not
 * taking the pointer by design (a disabled number field's steppers), sized under 2 px (visually
 * hidden inputs of Mantine's switches and chips, skip links), or whose centre stays off the screen
 * once scrolled to (a wider element inside a clipping container).
 */
export const coveredControls = (page: Page, route: string) =>
  page.evaluate(
    ([where, selector]) => {
      const nameOf = (element: Element) => {
        const labelled = element.getAttribute('aria-labelledby');
        const byId = labelled && document.getElementById(labelled.split(' ')[0] ?? '')?.textContent;
        const labels = (element as HTMLInputElement).labels;
        const name =
          element.getAttribute('aria-label') ??
          byId ??
          (labels?.length ? labels[0]?.textContent : undefined) ??
          (element.textContent?.trim() ||
            element.getAttribute('placeholder') ||
            element.getAttribute('title') ||
            element.getAttribute('name'));
        return (name ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      };
      const describe = (element: Element | null) =>
        element
          ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].slice(0, 2).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`
          : 'nothing';
      const problems: string[] = [];
      const scrollX = window.scrollX;
      const scrollY = window.scrollY;
      for (const control of document.querySelectorAll<HTMLElement>(selector)) {
        if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (control.matches(':disabled, [aria-disabled="true"]')) continue;
        if (getComputedStyle(control).pointerEvents === 'none') continue;
        const first = control.getBoundingClientRect();
        if (first.width < 2 || first.height < 2) continue;
        control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        // A link over two lines: the centre of its first line (its box's centre is between them).
        const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && control.contains(hit)) continue;
        // A field's own label over it (a click there reaches the field as well).
        const labels = [...((control as HTMLInputElement).labels ?? [])];
        if (hit && labels.some((label) => label.contains(hit))) continue;
        const role = control.getAttribute('role') ?? control.tagName.toLowerCase();
        problems.push(`${where}: ${role} "${nameOf(control)}" under ${describe(hit)}`);
      }
      window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
      return problems;
    },
    [route, CONTROLS] as const,
  );

const routesOnce = walkParts(1000);

// Its browser type is the config's already (a describe group may not name one).
const { defaultBrowserType: _chromium, ...phone } = devices['Pixel 7'];

const viewports = [
  { name: 'at 1280x720', use: { viewport: { width: 1280, height: 720 } } },
  {
    name: 'at 390 px',
    use: { ...phone, viewport: { width: 390, height: 844 } },
  },
] as const;

for (const { name, use } of viewports) {
  test.describe(name, () => {
    test.use(use);

    test(`every route ${name}: each visible button, link and field is the element at its centre`, async ({
      page,
    }) => {
      const problems: string[] = [];
      for (const part of routesOnce) {
        await walk(page, part, async ({ route }) => {
          await settled(page);
          problems.push(...(await coveredControls(page, route)));
        });
      }
      expect(problems).toEqual([]);
    });
  });
}
