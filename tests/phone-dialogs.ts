/**
 * Every dialog fills a phone's screen (docs/screens.md): the rule of app/styles/phone.css, held
 * against every dialog any component test opens. jsdom applies no media query, so the check is
 * whether a dialog's root matches the selector of the stylesheet's full-screen rule; only a date
 * picker's calendar (`data-dates-modal`) stays a small dialog. tests/setup.ts fails a test that
 * opened any other dialog the rule does not reach.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import postcss from 'postcss';

/** The selector of the phone rule that makes a dialog as high as the screen. */
const fullScreenSelector = () => {
  const css = readFileSync(resolve(process.cwd(), 'src/app/styles/phone.css'), 'utf8');
  const selectors: string[] = [];
  postcss.parse(css).walkAtRules('media', (media) =>
    media.walkRules((rule) => {
      if (rule.some((node) => node.type === 'decl' && node.prop === '--modal-content-height'))
        selectors.push(rule.selector.replace(/^html\s+/, ''));
    }),
  );
  if (selectors.length !== 1) throw new Error('phone.css has no single full-screen rule for dialogs');
  return selectors[0] ?? '';
};

export const FULL_SCREEN_ON_PHONE = fullScreenSelector();
/** The one dialog that stays small on a phone: a date field's calendar. */
const SMALL_BY_DESIGN = '[data-dates-modal]';

/** Whether a dialog (its element or any inside it) fills a phone's screen. */
export const fillsPhoneScreen = (dialog: Element) => {
  const root = dialog.closest('.mantine-Modal-root') ?? dialog;
  return root.matches(FULL_SCREEN_ON_PHONE);
};

const small: Element[] = [];
const check = (node: Node) => {
  if (!(node instanceof Element)) return;
  const roots = node.classList.contains('mantine-Modal-root')
    ? [node]
    : node.getElementsByClassName('mantine-Modal-root');
  for (const root of roots) if (!root.matches(SMALL_BY_DESIGN) && !fillsPhoneScreen(root)) small.push(root);
};
const observer = new MutationObserver((records) =>
  records.forEach((record) => record.addedNodes.forEach(check)),
);
observer.observe(document.body, { childList: true, subtree: true });

/** The titles of the dialogs opened since the last call that would not fill a phone's screen. */
export const takeSmallDialogs = () => {
  observer.takeRecords().forEach((record) => record.addedNodes.forEach(check));
  // Named by their titles, which a dialog's content may render after its root.
  return small.splice(0).map((root) => root.querySelector('.mantine-Modal-title')?.textContent ?? root.id);
};
