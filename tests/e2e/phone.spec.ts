import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { CUSTOMERS } from './customers-helpers';
import { goInApp, startDemoSession } from './helpers';
import { LIST, rowOffering, rows, statusOf } from './payments-helpers';

test.use({ ...devices['Pixel 7'] });

/**
 * A dialog on a phone: it fills the screen, its primary button is on the screen (the sticky
 * action row), neither the page nor the dialog scrolls sideways, and its buttons are large enough
 * to touch.
 */
const expectPhoneDialog = async (page: Page, dialog: Locator, primary: Locator) => {
  const screen = page.viewportSize() ?? { width: 0, height: 0 };
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: screen.width, height: screen.height });
  const button = (await primary.boundingBox()) ?? { x: -1, y: -1, width: 0, height: 0 };
  expect(button.x).toBeGreaterThanOrEqual(0);
  expect(button.y).toBeGreaterThanOrEqual(0);
  expect(button.x + button.width).toBeLessThanOrEqual(screen.width);
  expect(button.y + button.height).toBeLessThanOrEqual(screen.height);
  const widths = await dialog.evaluate((element) => ({
    page: document.documentElement.scrollWidth,
    window: innerWidth,
    dialog: element.scrollWidth,
    dialogBox: element.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  expect(widths.dialog).toBeLessThanOrEqual(widths.dialogBox);
  // Every button in it is a target of at least 24 by 24 CSS pixels (WCAG 2.5.8).
  const small = await dialog.locator('button').evaluateAll((buttons) =>
    buttons
      .map((button) => ({
        name: button.textContent || button.ariaLabel,
        box: button.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
      .map(({ name }) => name),
  );
  expect(small).toEqual([]);
};

test('creates a customer and a payment in full-screen dialogs on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Phonehaus${Date.now().toString(36)}`;
  await startDemoSession(page);
  await page.goto(`${CUSTOMERS}?action=new`);

  const customer = page.getByRole('dialog', { name: 'New customer' });
  await customer.getByRole('textbox', { name: /^First name/ }).fill('Pia');
  await customer.getByRole('textbox', { name: /^Last name/ }).fill(name);
  const email = customer.getByRole('textbox', { name: /^E-mail address/ });
  await email.fill(`pia.${name.toLowerCase()}@example.de`);
  // The long form scrolls under the field being typed in; its buttons stay on the screen.
  await expectPhoneDialog(page, customer, customer.getByRole('button', { name: 'Create customer' }));
  await customer.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByText('New debtor created')).toBeVisible();
  await expect(customer).toBeHidden();

  await goInApp(page, `${LIST}?action=new`);
  const payment = page.getByRole('dialog', { name: 'New payment' });
  await payment.getByRole('combobox', { name: 'Customer' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await payment.getByLabel(/^Amount/).fill('12,50');
  await payment.getByLabel(/^Purpose/).fill(`Telefonbestellung ${name}`);
  await expectPhoneDialog(page, payment, payment.getByRole('button', { name: 'Create payment' }));
  await payment.getByRole('button', { name: 'Create payment' }).click();
  await expect(page.getByText('Transaction created')).toBeVisible();
  await expect(payment).toBeHidden();
});

test('filters payments in the drawer, opens one from its card and sends a reminder from a card in a full-screen question', async ({
  page,
}) => {
  await startDemoSession(page);
  await page.goto(LIST);
  // Cards, not the table.
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('data-table')).toHaveCount(0);
  // The export stays; the column menu is the table's.
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Columns' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(page).toHaveURL(/states=/);
  await expect(page.getByTestId('filter-chips')).toContainText('Pending');
  await expect(rows(page).first()).toBeVisible();
  for (const card of await rows(page).all())
    await expect(statusOf(card)).toHaveAttribute('data-status', 'PENDING');

  // A card's menu leads to the payment's page; back again, the list is as it was.
  const card = rows(page).first();
  const id = await card.getAttribute('data-row-id');
  await card.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/${id}$`));
  await expect(page.locator('[data-card="payment"]')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();

  await rowOffering(page, 'Send reminder');
  await page.getByRole('menuitem', { name: 'Send reminder' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send reminder' });
  // A question fills the screen as every dialog does (tests/phone-dialogs.ts holds every dialog the
  // component tests open to the same rule).
  await expectPhoneDialog(page, confirm, confirm.getByRole('button', { name: 'Send reminder' }));
  await confirm.getByRole('button', { name: 'Send reminder' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Reminder sent successfully')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});
