import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';
import { CUSTOMERS, dataRows, openCustomers } from './customers-steps';

describe('customer list (spec 3 §2.4)', () => {
  it('shows ten customers by last and first name with every column', async () => {
    const requests = recordRequests();
    await openCustomers();
    expect(dataRows()).toHaveLength(10);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      // The selection column: its header is the page's checkbox.
      '',
      'Name',
      'Company name',
      'Type',
      'E-mail',
      'Payment method',
      'Onboarding status',
      'Actions',
    ]);
    const [list] = requests.find('GET', '/debitors');
    expect(list?.url.searchParams.get('size')).toBe('10');
    expect(list?.url.searchParams.get('page')).toBe('0');
    expect(list?.url.searchParams.getAll('sort')).toEqual(['lastName,asc', 'firstName,asc']);
  });

  it('shows an organisation with its type and company, a pending onboarding as a badge', async () => {
    const organization = getDb().debitors.find((customer) => customer.type === 'ORGANIZATION');
    await openCustomers(`${CUSTOMERS}?search=${encodeURIComponent(organization?.emailAddress ?? '')}`);
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    const [row] = dataRows();
    expect(row).toHaveTextContent(organization?.companyName ?? '');
    expect(row).toHaveTextContent('Organisation');
    expect(row).toHaveTextContent(
      organization?.paymentMethod === 'DIRECT_DEBIT' ? 'Direct debit' : 'Online payment',
    );
  });

  it("shows a customer without name and company as the e-mail plus '(debitor deleted)'", async () => {
    const deleted = getDb().debitors.find((customer) => !customer.lastName && !customer.companyName);
    await openCustomers(`${CUSTOMERS}?search=${encodeURIComponent(deleted?.emailAddress ?? '')}`);
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(within(dataRows()[0] as HTMLElement).getByRole('link')).toHaveTextContent(
      `${deleted?.emailAddress} (debitor deleted)`,
    );
  });

  it('searches through the address and sends the text to the server', async () => {
    const requests = recordRequests();
    const app = await openCustomers();
    const target = getDb().debitors.find((customer) => customer.lastName);
    await app.user.type(screen.getByRole('textbox', { name: 'Search' }), `${target?.lastName}{Enter}`);
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ search: target?.lastName }));
    await waitFor(() =>
      expect(requests.find('GET', '/debitors').at(-1)?.url.searchParams.get('search')).toBe(target?.lastName),
    );
    await waitFor(() =>
      expect(screen.getAllByText(target?.lastName ?? '', { exact: false }).length).toBeGreaterThan(0),
    );
  });

  it("says 'no results for your debtor search' when the search finds nothing", async () => {
    signInAsDemo();
    await renderApp(`${CUSTOMERS}?search=zzzz-nobody`);
    expect(await screen.findByText('No results for your debtor search.')).toBeInTheDocument();
  });

  it("says 'no debtors' without any customer", async () => {
    getDb().debitors = [];
    signInAsDemo();
    await renderApp(CUSTOMERS);
    expect(await screen.findByText('No debtors yet. Create your first customer.')).toBeInTheDocument();
  });

  it('shows the error state with a retry when the list cannot be loaded', async () => {
    setFault('listDebitors', { status: 500, times: 1 });
    signInAsDemo();
    const app = await renderApp(CUSTOMERS);
    await app.user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(dataRows()).toHaveLength(10));
  });

  it('opens the create dialog with ?action=new and takes the parameter away on closing', async () => {
    signInAsDemo();
    const app = await renderApp(`${CUSTOMERS}?action=new`);
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    expect(screen.queryByRole('dialog', { name: 'New customer' })).not.toBeInTheDocument();
  });
});

describe('debtor portal link (spec 3 §2.10)', () => {
  const openPortal = async () => {
    const app = await openCustomers();
    await app.user.click(screen.getByRole('button', { name: 'Debtor portal' }));
    return screen.findByRole('dialog', { name: 'Debtor portal link' });
  };

  it('shows the address of GET /self-service/urls with a preview for https', async () => {
    const dialog = await openPortal();
    const address = await within(dialog).findByRole('textbox', { name: 'Portal address' });
    expect(address).toHaveValue('https://kunden.sandbox.example.de/baeckerei-schneider-gmbh');
    expect(within(dialog).getByRole('link', { name: 'Open preview' })).toHaveAttribute(
      'href',
      'https://kunden.sandbox.example.de/baeckerei-schneider-gmbh',
    );
  });

  it('offers no preview for an address that is not http or https', async () => {
    server.use(
      http.get(api('/self-service/urls'), () =>
        HttpResponse.json({ debtorPortalUrl: 'ftp://kunden.example.de' }),
      ),
    );
    const dialog = await openPortal();
    expect(await within(dialog).findByRole('textbox', { name: 'Portal address' })).toHaveValue(
      'ftp://kunden.example.de',
    );
    expect(within(dialog).queryByRole('link', { name: 'Open preview' })).not.toBeInTheDocument();
  });

  it("says 'debtor portal link loading failed' when the call fails", async () => {
    setFault('getSelfServiceUrls', { status: 500 });
    const dialog = await openPortal();
    expect(await within(dialog).findByText('Debtor portal link loading failed.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Open preview' })).not.toBeInTheDocument();
  });
});
