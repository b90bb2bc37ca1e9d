import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePdf } from '../../mocks/lib/pdf';
import { getDb, server } from '../../mocks/node';
import { SIGNING_CODE } from '../../mocks/areas/signing/handlers';
import { browserLocation } from '@/lib/leave-portal';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const PAGE = '/dashboard/company/contract';

const serveContract = () =>
  server.use(
    http.get('*/assets/contract.pdf', async () =>
      HttpResponse.arrayBuffer(Uint8Array.from(await makePdf('Vertrag', ['Entwurf'])).buffer, {
        headers: { 'content-type': 'application/pdf' },
      }),
    ),
  );

const openPage = async (url = PAGE) => {
  signInAsDemo();
  const app = await renderApp(url);
  await screen.findByRole('heading', { name: 'Contract' });
  return app;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('contract signing (spec 1 §2, §4, §7)', () => {
  it('is pending, previews the contract and sends the signed-to-be file to the bank', async () => {
    serveContract();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const app = await openPage();
    expect(screen.getByTestId('contract-status')).toHaveTextContent('Pending');
    expect(screen.getByText('The contract is not signed yet.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'View and sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract' });
    expect(within(dialog).getByTitle('Contract preview')).toHaveAttribute('src', '/assets/contract.pdf');
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign with my bank' }));

    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const location = new URL(String(assign.mock.calls[0]?.[0]));
    expect(location.pathname).toBe('/mocks/pages/signing-bank.html');
    expect(location.searchParams.get('code')).toBe(SIGNING_CODE);
    const start = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/yes/start'));
    const init = start?.[1];
    expect(init?.credentials).toBe('include');
    const form = init?.body;
    expect(form instanceof FormData ? form.get('title') : null).toBe('Merchant services contract');
    expect(form instanceof FormData ? form.get('file') : null).toBeInstanceOf(Blob);
  });

  it('follows no location that is not a web address', async () => {
    serveContract();
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    server.use(
      http.post(
        '*/yes/start',
        () => new HttpResponse(null, { status: 201, headers: { location: 'javascript:alert(1)' } }),
      ),
    );
    const app = await openPage();
    await app.user.click(screen.getByRole('button', { name: 'View and sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign with my bank' }));
    expect(await screen.findByText('The signing could not be started.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for consent on the way back, fetches the signed contract and shows it as completed', async () => {
    const requests = recordRequests();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    getDb().contractSigning = {
      title: 'Vertrag',
      state: 'st4te',
      code: SIGNING_CODE,
      startedDateTimeUTC: new Date().toISOString(),
    };
    const app = await openPage(`${PAGE}?code=${SIGNING_CODE}&state=st4te`);
    const consent = await screen.findByRole('dialog', { name: 'Complete the signature' });
    await app.user.click(within(consent).getByRole('button', { name: 'Sign contract' }));

    const success = await screen.findByRole('dialog', { name: 'Contract signed' });
    expect(within(success).getByText('The contract was signed successfully.')).toBeInTheDocument();
    const [callback] = requests.find('GET', '/yes/oidccb');
    expect(callback?.url.searchParams.get('code')).toBe(SIGNING_CODE);
    expect(callback?.url.searchParams.get('state')).toBe('st4te');
    const sent = fetchSpy.mock.calls.find(([url]) => String(url).includes('/yes/oidccb'));
    expect(sent?.[1]?.credentials).toBe('include');
    expect(screen.getByTestId('contract-status')).toHaveTextContent('Completed');
    expect(screen.getByRole('button', { name: 'Signed contract (PDF)' })).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    // Closes by itself after 2000 ms.
    await waitFor(() => expect(success).not.toBeInTheDocument(), { timeout: 5000 });
  });

  it('leaves the contract pending when the consent is declined', async () => {
    const requests = recordRequests();
    const app = await openPage(`${PAGE}?code=${SIGNING_CODE}&state=x`);
    const consent = await screen.findByRole('dialog', { name: 'Complete the signature' });
    await app.user.click(within(consent).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    expect(requests.find('GET', '/yes/oidccb')).toHaveLength(0);
    expect(screen.getByTestId('contract-status')).toHaveTextContent('Pending');
  });

  it('says so when the bank cancelled the signing', async () => {
    await openPage(`${PAGE}?error=access_denied&state=x`);
    expect(
      await screen.findByText('The signing was cancelled at the bank. The contract is not signed.'),
    ).toBeInTheDocument();
  });

  it('is hidden in production', async () => {
    window.__PORTAL_CONFIG__ = { environment: 'prod' };
    signInAsDemo();
    const app = await renderApp(PAGE);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/home'));
    window.__PORTAL_CONFIG__ = undefined;
  });
});
