import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { audit, describeFindings } from './a11y-helpers';
import { startDemoSession } from './helpers';
import { apiGet, customersWithEmail, openImportWith } from './import-helpers';
import { LIST, rows } from './payments-helpers';

const PLANS = '/dashboard/transactions/plans';

// Each test opens its own page first: the session alone, so no page loads twice.
test.beforeEach(async ({ page }) => {
  await startDemoSession(page);
});

const paymentFile = (tag: string) => {
  const header = 'Vorname;Nachname;E-Mail;Betrag;Verwendungszweck';
  const valid = Array.from(
    { length: 22 },
    (_, index) =>
      `Person${index};Import${tag};p${index}.${tag}@example.com;${index + 1},50;Beitrag ${tag} ${index}`,
  );
  // The second row has the first row's e-mail address: one customer for both.
  valid[1] = `Person1;Import${tag};p0.${tag}@example.com;2,50;Beitrag ${tag} 1`;
  const bad = [
    `Bad;Mail${tag};not-an-email;5;Beitrag ${tag} bad1`,
    `Bad;Amount${tag};bad2.${tag}@example.com;0;Beitrag ${tag} bad2`,
    `Bad;Purpose${tag};bad3.${tag}@example.com;5;Tee`,
  ];
  return [header, ...valid.slice(0, 10), ...bad, ...valid.slice(10)].join('\r\n');
};

test('imports a payment file: the dry run refuses 3 rows, the rest become payments, the error file holds the 3', async ({
  page,
}) => {
  // 25 rows through three steps, with two accessibility audits: slower than most flows.
  test.slow();
  const tag = Date.now().toString(36);
  await page.goto(LIST);
  await expect(rows(page).first()).toBeVisible();
  const dialog = await openImportWith(page, {
    more: 'More ways to create payments',
    option: 'Import payment requests',
    fileName: 'payments-e2e.csv',
    csv: paymentFile(tag),
  });
  await expect(dialog.getByText('3 rows cannot be imported and are not selectable.')).toBeVisible();
  const findings = await audit(page, 'import review');
  await expect(dialog.getByTestId('import-summary')).toContainText('22 rows selected');
  await dialog.getByRole('button', { name: 'Import 22 rows', exact: true }).click();
  await expect(dialog.getByTestId('import-result')).toHaveText('All 22 rows were imported.');
  findings.push(...(await audit(page, 'import result')));
  expect(findings, describeFindings(findings)).toEqual([]);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the failed rows (CSV)', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('payments-e2e-errors.csv');
  const lines = readFileSync(await file.path(), 'utf8')
    .replace('\ufeff', '')
    .split('\r\n');
  expect(lines[0]).toBe('Vorname;Nachname;E-Mail;Betrag;Verwendungszweck');
  expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual([
    `Mail${tag}`,
    `Amount${tag}`,
    `Purpose${tag}`,
  ]);

  await dialog.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`${LIST}?search=${tag}&size=30`);
  await expect(rows(page)).toHaveCount(22);
  expect(await customersWithEmail(page, `p0.${tag}@example.com`)).toHaveLength(1);
});

test('imports instalment plans with IBANs: mandates are created and the plans run', async ({ page }) => {
  const tag = Date.now().toString(36);
  const csv = [
    'firstName,lastName,emailAddress,purpose,amount,instalmentRate,iban,bic',
    `Ida,Plan${tag},ida.${tag}@example.com,Zahnbehandlung ${tag},1200,100,DE89 3704 0044 0532 0130 00,COBADEFFXXX`,
    `Jan,Plan${tag},jan.${tag}@example.com,Kursgebühr ${tag},"600,00",50,DE02120300000000202051,BYLADEM1001`,
  ].join('\n');
  await page.goto(PLANS);
  await expect(rows(page).first()).toBeVisible();
  const dialog = await openImportWith(page, {
    more: 'More ways to create instalment plans',
    option: 'Import instalment plans',
    fileName: 'plans.csv',
    csv,
  });
  await dialog.getByRole('button', { name: 'Import 2 rows', exact: true }).click();
  await expect(dialog.getByTestId('import-result')).toHaveText('All 2 rows were imported.');
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();

  for (const [email, iban] of [
    [`ida.${tag}@example.com`, 'DE89370400440532013000'],
    [`jan.${tag}@example.com`, 'DE02120300000000202051'],
  ] as const) {
    const [customer] = await customersWithEmail(page, email);
    const mandates = await apiGet<{ _embedded: { sepaMandates: { iban: string; state: string }[] } }>(
      page,
      `/sepa-mandates?debtor_id=${customer?.id ?? ''}`,
    );
    expect(mandates._embedded.sepaMandates).toEqual([expect.objectContaining({ iban, state: 'ACTIVE' })]);
  }
  await page.goto(`${PLANS}?search=${tag}`);
  await expect(rows(page)).toHaveCount(2);
  for (const row of await rows(page).all())
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'RUNNING');
});
