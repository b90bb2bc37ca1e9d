import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { fill as fillIn, renderApp, type AppRender } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';
import { dataRows, detailUrl, seededCustomer } from './customers-steps';

const withMandates = () =>
  seededCustomer(
    (customer) => getDb().sepaMandates.filter((mandate) => mandate.debitorId === customer.id).length > 1,
  );

const openTab = async (customer = withMandates()) => {
  signInAsDemo();
  const app = await renderApp(detailUrl(customer, 'sepaMandates'));
  await screen.findByRole('button', { name: 'New SEPA mandate' });
  return { app, debitor: customer };
};

const openCreate = async (app: AppRender) => {
  await app.user.click(screen.getByRole('button', { name: 'New SEPA mandate' }));
  return screen.findByRole('dialog', { name: 'New SEPA mandate' });
};

const iban = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^IBAN/ });
const bic = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^BIC/ });
const create = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Create mandate' });

const fill = async (app: AppRender, dialog: HTMLElement, values: { iban: string; bic: string }) => {
  await fillIn(app.user, iban(dialog), values.iban);
  await fillIn(app.user, bic(dialog), values.bic);
  await app.user.click(within(dialog).getByRole('button', { name: /^Signature date/ }));
  await app.user.click(await screen.findByRole('button', { name: dayjs().format('D MMMM YYYY') }));
  await app.user.click(within(dialog).getByRole('checkbox'));
};

describe('SEPA mandates of a customer (spec 3 §2.4, §4, §7)', () => {
  it('asks for ten mandates of the customer, newest first, with the IBAN in groups of four', async () => {
    const requests = recordRequests();
    const { debitor: customer } = await openTab();
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(1));
    const list = requests
      .find('GET', '/sepa-mandates')
      .find((request) => request.url.searchParams.get('size') === '10');
    expect(list?.url.searchParams.get('debtor_id')).toBe(customer.id);
    expect(list?.url.searchParams.getAll('sort')).toEqual(['createdDateTimeUTC,desc']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Mandate reference',
      'IBAN',
      'BIC',
      'Status',
      'Signature date',
      'Actions',
    ]);
    const newest = getDb()
      .sepaMandates.filter((mandate) => mandate.debitorId === customer.id)
      .sort((a, b) => b.createdDateTimeUTC.localeCompare(a.createdDateTimeUTC))[0];
    expect(dataRows()[0]).toHaveAttribute('data-row-id', newest?.id);
    expect(dataRows()[0]).toHaveTextContent(newest?.iban.replace(/(.{4})(?=.)/g, '$1 ') ?? '');
  });

  it("says 'no sepa mandates found' for a customer without one", async () => {
    const none = seededCustomer(
      (customer) => !getDb().sepaMandates.some((mandate) => mandate.debitorId === customer.id),
    );
    await openTab(none);
    expect(await screen.findByText('No SEPA mandates found.')).toBeInTheDocument();
  });

  it('offers deactivate only for ACTIVE mandates and deactivates after the confirmation', async () => {
    const requests = recordRequests();
    const { app, debitor: customer } = await openTab();
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(1));
    const mandates = getDb().sepaMandates.filter((mandate) => mandate.debitorId === customer.id);
    const inactive = mandates.find((mandate) => mandate.state === 'INACTIVE');
    const active = mandates.find((mandate) => mandate.state === 'ACTIVE');
    const rowOf = (id = '') => document.querySelector<HTMLElement>(`[data-row-id="${id}"]`) as HTMLElement;
    expect(
      within(rowOf(inactive?.id)).queryByRole('button', { name: /^Actions for/ }),
    ).not.toBeInTheDocument();
    await app.user.click(within(rowOf(active?.id)).getByRole('button', { name: /^Actions for/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate SEPA mandate' });
    expect(dialog).toHaveTextContent(active?.mandateReference ?? '');
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate mandate' }));
    expect(await screen.findByText('The SEPA mandate was deactivated.')).toBeInTheDocument();
    expect(requests.find('PATCH', `/sepa-mandates/${active?.id}/_deactivate`)).toHaveLength(1);
    await waitFor(() => expect(within(rowOf(active?.id)).getByText('Inactive')).toBeInTheDocument());
  });

  it("says 'Something went wrong' when deactivating fails", async () => {
    setFault('deactivateSepaMandate', { status: 500 });
    const { app, debitor: customer } = await openTab();
    const active = getDb().sepaMandates.find(
      (mandate) => mandate.debitorId === customer.id && mandate.state === 'ACTIVE',
    );
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`[data-row-id="${active?.id}"]`);
      if (!found) throw new Error('row not shown yet');
      return found;
    });
    await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    await app.user.click(await screen.findByRole('button', { name: 'Deactivate mandate' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});

describe('new SEPA mandate dialog (spec 3 §5, §8)', () => {
  it('masks the IBAN by its country: Austrian 20 characters, German 22, in groups of four', async () => {
    const { app } = await openTab();
    const dialog = await openCreate(app);
    expect(within(dialog).getByText(/____ ____ ____ ____ ____ ____ ____ ____ __/)).toBeInTheDocument();
    await app.user.type(iban(dialog), 'at61 1904 3002 3457 3201 99');
    expect(iban(dialog)).toHaveValue('AT61 1904 3002 3457 3201');
    expect(within(dialog).getByText('AT__ ____ ____ ____ ____')).toBeInTheDocument();
    expect(within(dialog).getByText(/20 characters/)).toBeInTheDocument();
    await app.user.clear(iban(dialog));
    await app.user.type(iban(dialog), 'DE89370400440532013000123');
    expect(iban(dialog)).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(within(dialog).getByText('DE__ ____ ____ ____ ____ __')).toBeInTheDocument();
  });

  it("keeps create disabled while the form is invalid and says 'no_valid_iban', the BIC length and 'agree to terms'", async () => {
    const { app, debitor: customer } = await openTab();
    const dialog = await openCreate(app);
    expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Customer' }).value).toContain(
      customer.emailAddress,
    );
    expect(create(dialog)).toBeDisabled();
    await app.user.type(iban(dialog), 'DE89370400440532013001');
    await app.user.type(bic(dialog), 'COBADEF');
    expect(
      await within(dialog).findByText('No valid IBAN: please check the country code and the digits.'),
    ).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('checkbox'));
    expect(await within(dialog).findByText('The BIC has 8 to 11 characters')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('checkbox'));
    await app.user.tab();
    expect(
      await within(dialog).findByText('Please agree to the terms to create the mandate.'),
    ).toBeInTheDocument();
    expect(create(dialog)).toBeDisabled();
  });

  it("creates the mandate: 'sepa mandate creation success', and the list and count show it", async () => {
    const requests = recordRequests();
    const { app, debitor: customer } = await openTab();
    const before = getDb().sepaMandates.filter((mandate) => mandate.debitorId === customer.id).length;
    const dialog = await openCreate(app);
    await fill(app, dialog, { iban: 'AT611904300234573201', bic: 'bkausatw' });
    await waitFor(() => expect(create(dialog)).toBeEnabled());
    await app.user.click(create(dialog));
    expect(await screen.findByText('SEPA mandate creation successful.')).toBeInTheDocument();
    expect(requests.find('POST', '/sepa-mandates')[0]?.body).toEqual({
      debitorId: customer.id,
      iban: 'AT611904300234573201',
      bic: 'BKAUSATW',
      signatureDate: dayjs().format('YYYY-MM-DD'),
      isChecked: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(dataRows()[0]).toHaveTextContent('AT61 1904 3002 3457 3201'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^SEPA mandates/ })).toHaveTextContent(String(before + 1)),
    );
    const next = await openCreate(app);
    expect(iban(next)).toHaveValue('');
  });

  it("closes with 'sepa mandate creation error' and keeps what was typed for the next opening", async () => {
    setFault('createSepaMandate', { status: 500 });
    const { app } = await openTab();
    const dialog = await openCreate(app);
    await fill(app, dialog, { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    await waitFor(() => expect(create(dialog)).toBeEnabled());
    await app.user.click(create(dialog));
    expect(
      await screen.findByText('SEPA mandate creation error. Please check the details and try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openCreate(app);
    expect(iban(again)).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(bic(again)).toHaveValue('COBADEFFXXX');
    expect(within(again).getByRole('checkbox')).toBeChecked();
  });
});
