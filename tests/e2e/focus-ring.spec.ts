/**
 * Every control shows a visible focus ring (WCAG 2.4.7): text fields, a field with an error,
 * selects, date pickers and buttons. Measured on the computed outline, as the browser draws it.
 */
import { expect, test, type Locator } from '@playwright/test';
import { loginAsDemo } from './helpers';
import { LIST, rows } from './payments-helpers';

type Ring = { outline: string; boxShadow: string; borderColor: string; visible: boolean; contrast: number };

/** The outline of the control's box (a field's box may wrap the focused input). */
const ringOf = (control: Locator): Promise<Ring> =>
  control.evaluate((element) => {
    const box = element.closest('.mantine-Input-input') ?? element;
    const style = getComputedStyle(box);
    const rgb = (color: string) => (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) =>
      rgb(color)
        .map((channel) => channel / 255)
        .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
        .reduce((sum, value, index) => sum + value * ([0.2126, 0.7152, 0.0722][index] ?? 0), 0);
    const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`,
      boxShadow: style.boxShadow,
      borderColor: style.borderColor,
      visible,
      // Against the white page around the control.
      contrast: 1.05 / (luminance(style.outlineColor) + 0.05),
    };
  });

const expectRing = async (control: Locator) => {
  await expect(control).toBeFocused();
  const ring = await ringOf(control);
  expect(ring.visible, `focus ring: ${ring.outline}`).toBe(true);
  expect(ring.contrast).toBeGreaterThanOrEqual(3);
  return ring;
};

test('text fields, a field with an error and buttons show a focus ring on the login page', async ({
  page,
}) => {
  await page.goto('/login');
  const email = page.getByLabel('E-mail address');
  // Focused on arrival.
  await expectRing(email);
  await email.blur();
  expect((await ringOf(email)).visible).toBe(false);

  // Submitting empty marks both fields as wrong: focused and unfocused must still differ.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email address is required')).toBeVisible();
  await email.blur();
  const errorUnfocused = await ringOf(email);
  expect(errorUnfocused.visible).toBe(false);
  await email.focus();
  const errorFocused = await expectRing(email);
  expect(errorFocused.outline).not.toBe(errorUnfocused.outline);

  await page.keyboard.press('Tab');
  await expectRing(page.getByLabel(/^Password/));
  await page.keyboard.press('Tab');
  // The password field's visibility toggle, then the links and the submit button.
  for (let press = 0; press < 6; press++) {
    if (
      await page
        .getByRole('button', { name: 'Sign in' })
        .evaluate((button) => button === document.activeElement)
    )
      break;
    await expectRing(page.locator(':focus'));
    await page.keyboard.press('Tab');
  }
  await expectRing(page.getByRole('button', { name: 'Sign in' }));
});

test('the search field, the state select and the date pickers show a focus ring', async ({ page }) => {
  await loginAsDemo(page, LIST);
  await expect(rows(page).first()).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.focus();
  await expectRing(search);
  // Each control in turn, after a key press so the browser shows focus as for the keyboard.
  for (const control of [
    page.getByRole('combobox', { name: 'Status' }),
    page.getByRole('button', { name: 'Start date' }),
    page.getByRole('button', { name: 'End date' }),
  ]) {
    await page.keyboard.press('Escape');
    await control.focus();
    await expectRing(control);
  }
});
