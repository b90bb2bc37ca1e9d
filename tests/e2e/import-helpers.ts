import { expect, type Page } from '@playwright/test';

/** A GET on the mock API with the page's session (the mock backend answers inside the page). */
export const apiGet = async <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (url) => {
    const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token?: string };
    const response = await fetch(`http://localhost:4010${url}`, {
      headers: { Authorization: `Bearer ${session.token ?? ''}`, Accept: 'application/json' },
    });
    return (await response.json()) as T;
  }, path);

type Customers = { _embedded: { debitors: { id: string; emailAddress: string }[] } };

export const customersWithEmail = async (page: Page, emailAddress: string) =>
  (
    await apiGet<Customers>(page, `/debitors/search?emailAddress=${encodeURIComponent(emailAddress)}`)
  )._embedded.debitors.filter((customer) => customer.emailAddress === emailAddress);

/** Opens an import from a list's split button and puts the CSV text in its drop zone. */
export const openImportWith = async (
  page: Page,
  { more, option, fileName, csv }: { more: string; option: string; fileName: string; csv: string },
) => {
  await page.getByRole('button', { name: more }).click();
  await page.getByRole('menuitem', { name: option }).click();
  const dialog = page.getByRole('dialog', { name: option });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByTestId('import-file')).toContainText(fileName);
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(dialog.getByTestId('import-review-table')).toBeVisible();
  return dialog;
};
