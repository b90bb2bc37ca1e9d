/**
 * Nothing covers a control: each visible button, link and field of the page shown is the element
 * at its own centre once it is scrolled into view (`document.elementFromPoint`), so a click there
 * reaches it. The walks check it on every route in the mock build (with its dev panel): the
 * English accessibility walk at 1280x720 (a11y.spec.ts), the English phone walk at 390 px
 * (phone-walk.spec.ts).
 */
import type { Page } from '@playwright/test';

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
