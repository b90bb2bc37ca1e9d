import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { dataRows, openList, rowById } from '../list';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const CLIENTS = '/dashboard/connected-accounts';
const TRANSACTIONS = '/dashboard/connected-accounts/transactions';

const pageSizeOptions = async (app: Awaited<ReturnType<typeof openList>>) => {
  await app.user.click(await screen.findByRole('combobox', { name: 'Rows per page' }));
  return screen.getAllByRole('option').map((option) => option.textContent);
};

const rowAction = async (app: Awaited<ReturnType<typeof openList>>, row: HTMLElement, action: string) => {
  await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
  await app.user.click(await screen.findByRole('menuitem', { name: action }));
};

describe('connected accounts (spec 1 §2, §8, §9)', () => {
  it('lists clients with company and state, 5 first of 5, 30 and 50', async () => {
    const requests = recordRequests();
    const app = await openList(CLIENTS);
    expect(dataRows()).toHaveLength(5);
    expect(requests.find('GET', '/agent/clients').at(-1)?.url.searchParams.get('size')).toBe('5');
    const [first] = getDb().agentClients.slice(-1);
    const row = await rowById(first?.id ?? 'missing');
    expect(row).toHaveTextContent(first?.name ?? 'missing');
    expect(row).toHaveTextContent(first?.active ? 'Active' : 'Inactive');
    expect(screen.getAllByText('Inactive').length).toBeGreaterThan(0);
    expect(screen.getByTestId('pager-range')).toHaveTextContent(/^1–5 of /);

    await app.user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(dataRows()).toHaveLength(getDb().agentClients.length - 5));
    // A new page size starts again at the first page.
    expect(await pageSizeOptions(app)).toEqual(['5', '30', '50']);
    await app.user.click(screen.getByRole('option', { name: '30' }));
    await waitFor(() => expect(dataRows()).toHaveLength(getDb().agentClients.length));
    expect(app.router.state.location.search).toEqual({ size: 30 });
  });

  it("says 'no clients' when there are none", async () => {
    server.use(
      http.get(api('/agent/clients'), () =>
        HttpResponse.json({
          _embedded: { agentClients: [] },
          page: { size: 5, number: 0, totalElements: 0, totalPages: 0 },
        }),
      ),
    );
    signInAsDemo();
    await renderApp(CLIENTS);
    expect(await screen.findByText('No clients yet.')).toBeInTheDocument();
  });

  it('removes a client after a confirmation, and says so when it fails', async () => {
    const requests = recordRequests();
    const app = await openList(CLIENTS);
    const client = getDb().agentClients.at(-1);
    if (!client) throw new Error('the seed has no clients');
    const confirm = async () => {
      await rowAction(app, await rowById(client.id), 'Remove');
      const dialog = await screen.findByRole('dialog', { name: 'Remove client' });
      expect(dialog).toHaveTextContent(`Remove ${client.name} from your connected accounts?`);
      await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    };
    setFault('removeAgentClient', { status: 500, times: 1 });
    await confirm();
    expect(await screen.findByText('Client unsuccessfully deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await confirm();
    expect(await screen.findByText('Client successfully deleted.')).toBeInTheDocument();
    expect(requests.find('DELETE', `/agent/clients/${client.id}`)).toHaveLength(2);
    await waitFor(() => expect(document.querySelector(`[data-row-id="${client.id}"]`)).toBeNull());
  });

  it('shows a new invitation text to copy', async () => {
    const requests = recordRequests();
    const app = await openList(CLIENTS);
    await app.user.click(screen.getByRole('button', { name: 'Invite client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite client' });
    const text = await within(dialog).findByRole('textbox', { name: 'Invitation text' });
    expect(requests.find('POST', '/agent/clients/invitations')).toHaveLength(1);
    expect(text).toHaveDisplayValue(/\/onboarding\//);
    await app.user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('/onboarding/');
    expect(text).toHaveDisplayValue(copied);
  });

  it('says so when the invitation cannot be created, and tries again', async () => {
    const app = await openList(CLIENTS);
    setFault('inviteAgentClient', { status: 500, times: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Invite client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite client' });
    expect(await within(dialog).findByText('The invitation could not be created.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();
    await app.user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Invitation text' })).toHaveDisplayValue(
      /\/onboarding\//,
    );
  });

  it('switches the agent function of the company', async () => {
    const requests = recordRequests();
    const app = await openList(CLIENTS);
    const company = getDb().company;
    const flag = screen.getByRole('switch', { name: /^Act as agent/ });
    await waitFor(() => expect(flag).toBeEnabled());
    const before = company.agentEnabled ?? false;
    expect(flag).toHaveProperty('checked', before);
    await app.user.click(flag);
    expect(
      await screen.findByText(
        before ? 'Your company no longer acts as an agent.' : 'Your company now acts as an agent.',
      ),
    ).toBeInTheDocument();
    expect(requests.find('PATCH', `/agent/${company.id}`).at(-1)?.body).toEqual({ agentEnabled: !before });
    await waitFor(() => expect(flag).toHaveProperty('checked', !before));
  });

  it("opens a client's payments: the client transactions filtered to that client", async () => {
    const app = await openList(CLIENTS);
    const client = getDb().agentClients.at(-1);
    if (!client) throw new Error('the seed has no clients');
    await rowAction(app, await rowById(client.id), 'Payments');
    await waitFor(() => expect(app.router.state.location.pathname).toBe(TRANSACTIONS));
    expect(app.router.state.location.search).toMatchObject({ client: client.name });
    expect(await screen.findByText(`Payments of ${client.name}`)).toBeInTheDocument();
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    for (const row of dataRows()) expect(row).toHaveTextContent(client.name);
  });
});

describe('client transactions (spec 1 §2, §4, §9)', () => {
  it('shows status, client, debtor, purpose, amount, date and completion, 10 first of 10, 30 and 50, newest first', async () => {
    const requests = recordRequests();
    const app = await openList(TRANSACTIONS);
    const call = requests.find('GET', '/agent/clients/tracked-transactions').at(-1);
    expect(call?.url.searchParams.get('size')).toBe('10');
    expect(call?.url.searchParams.getAll('sort')).toEqual(['createdDateTimeUTC,desc']);
    expect(dataRows()).toHaveLength(10);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Status',
      'Agent client',
      'Debtor',
      'Purpose',
      'Amount',
      'Created',
      'Completion',
    ]);
    const newest = [...getDb().trackedTransactions].sort((a, b) =>
      b.createdDateTimeUTC.localeCompare(a.createdDateTimeUTC),
    )[0];
    expect(dataRows()[0]).toHaveAttribute('data-row-id', newest?.id);
    expect(dataRows()[0]).toHaveTextContent(newest?.agentClientCompanyName ?? 'missing');
    expect(dataRows()[0]).toHaveTextContent(newest?.purpose ?? 'missing');

    expect(await pageSizeOptions(app)).toEqual(['10', '30', '50']);
    await app.user.click(screen.getByRole('option', { name: '30' }));
    await waitFor(() => expect(dataRows()).toHaveLength(30));
  });

  it('draws the completion bar by state (spec 1 §4)', async () => {
    const [first] = getDb().trackedTransactions;
    const cases = [
      { state: 'CREATING', percent: '10' },
      { state: 'PENDING', percent: '25' },
      { state: 'CHARGED_BACK', percent: '25' },
      { state: 'COMPLETED', percent: '80' },
      { state: 'VERIFIED', percent: '100' },
    ] as const;
    server.use(
      http.get(api('/agent/clients/tracked-transactions'), () =>
        HttpResponse.json({
          _embedded: {
            trackedTransactions: cases.map(({ state }) => ({ ...first, id: state, state })),
          },
          page: { size: 10, number: 0, totalElements: cases.length, totalPages: 1 },
        }),
      ),
    );
    await openList(TRANSACTIONS);
    for (const { state, percent } of cases)
      expect((await rowById(state)).querySelector('[data-completion]')).toHaveAttribute(
        'data-completion',
        percent,
      );
  });
});

describe("one client's transactions at scale (issue 33)", () => {
  it("reads at most 1,000 of all clients' transactions and says the client's count is a lower bound", async () => {
    const [first] = getDb().trackedTransactions;
    if (!first) throw new Error('the seed has no tracked transactions');
    const client = 'Café Müller UG';
    server.use(
      http.get(api('/agent/clients/tracked-transactions'), ({ request }) => {
        const size = Number(new URL(request.url).searchParams.get('size'));
        const rows = Array.from({ length: size }, (_, index) => ({
          ...first,
          id: `t${index}`,
          agentClientCompanyName: client,
        }));
        return HttpResponse.json({
          _embedded: { trackedTransactions: rows },
          page: { size, number: 0, totalElements: 250_000, totalPages: Math.ceil(250_000 / size) },
        });
      }),
    );
    const requests = recordRequests();
    signInAsDemo();
    const app = await renderApp(`${TRANSACTIONS}?client=${encodeURIComponent(JSON.stringify(client))}`, {
      language: 'de',
    });
    expect(await screen.findByTestId('client-partial')).toHaveTextContent(
      'Mindestens 1.000 Zahlungen von Café Müller UG: Gelesen wurden nur die neuesten 1.000 Zahlungen',
    );
    const calls = requests.find('GET', '/agent/clients/tracked-transactions');
    expect(calls.map((call) => call.url.searchParams.get('size'))).toEqual(['1000']);

    // A client not among them may still have older payments: no 'none yet' without a word.
    await app.router.navigate({ to: TRANSACTIONS, search: { client: 'Metzgerei Huber e.K.' } });
    expect(await screen.findByTestId('client-partial')).toHaveTextContent(
      'Keine der neuesten 1.000 Zahlungen all Ihrer Mandanten ist von Metzgerei Huber e.K.',
    );
  });
});
