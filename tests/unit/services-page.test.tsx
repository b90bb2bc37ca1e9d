import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const open = async () => {
  signInAsDemo();
  const app = await renderApp('/dashboard/company/services');
  await screen.findByRole('region', { name: 'Agent service' });
  return app;
};

const card = (name: string) => screen.getByRole('region', { name });
const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const entryOf = (service: string) => getDb().services.find((entry) => entry.service === service);

describe('services marketplace (spec 3 §2.10, §9)', () => {
  it('shows each paid service with its price text and whether it is active', async () => {
    const subscription = entryOf('SUBSCRIPTION_SERVICE');
    if (subscription) subscription.active = false;
    await open();
    expect(card('Subscription service')).toHaveTextContent(
      '0.6 % per transaction, at least 0,30 € and at most 2,00 €',
    );
    expect(card('Payment service')).toHaveTextContent(
      '1.4 % per transaction, at least 0,30 € and at most 2,00 €',
    );
    expect(card('Agent service')).toHaveTextContent('2,00 € a month plus 1.4 % per transaction');
    expect(within(card('Payment service')).getByText('Active')).toBeInTheDocument();
    expect(within(card('Subscription service')).getByText('Inactive')).toBeInTheDocument();
    expect(
      within(card('Subscription service')).getByRole('button', { name: 'Activate' }),
    ).toBeInTheDocument();
    expect(within(card('Payment service')).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
  });

  it('deactivates after a confirmation and activates again; the navigation follows at once', async () => {
    const requests = recordRequests();
    const app = await open();
    const entry = entryOf('SUBSCRIPTION_SERVICE');
    await app.user.click(within(nav()).getByText('Transactions'));
    expect(await within(nav()).findByText('Subscriptions')).toBeInTheDocument();

    await app.user.click(within(card('Subscription service')).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate service' });
    expect(requests.find('PATCH', `/services/${entry?.id}/deactivate`)).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Service deactivated.')).toBeInTheDocument();
    expect(requests.find('PATCH', `/services/${entry?.id}/deactivate`)).toHaveLength(1);
    await waitFor(() => expect(within(nav()).queryByText('Subscriptions')).not.toBeInTheDocument());
    expect(within(card('Subscription service')).getByText('Inactive')).toBeInTheDocument();

    await app.user.click(within(card('Subscription service')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Service activated.')).toBeInTheDocument();
    expect(requests.find('POST', '/services').at(-1)?.body).toEqual({ service: 'SUBSCRIPTION_SERVICE' });
    await waitFor(() => expect(within(nav()).getByText('Subscriptions')).toBeInTheDocument());
  });

  it('activates the agent service only once its terms are accepted, and the marketplace appears', async () => {
    const agent = entryOf('AGENT_SERVICE');
    if (agent) agent.active = false;
    const requests = recordRequests();
    const app = await open();
    expect(within(nav()).queryByText('Marketplace')).not.toBeInTheDocument();

    await app.user.click(within(card('Agent service')).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of the agent service' });
    const proceed = within(dialog).getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    expect(requests.find('POST', '/services')).toHaveLength(0);
    await app.user.click(
      within(dialog).getByRole('checkbox', { name: 'I accept the terms of the agent service' }),
    );
    expect(proceed).toBeEnabled();
    await app.user.click(proceed);
    expect(await screen.findByText('Service activated.')).toBeInTheDocument();
    expect(requests.find('POST', '/services').at(-1)?.body).toEqual({ service: 'AGENT_SERVICE' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(nav()).findByText('Marketplace')).toBeInTheDocument();
  });

  it("says so with the server's reason when a change fails", async () => {
    const app = await open();
    setFault('deactivateService', { status: 500, message: 'Backend unavailable', times: 1 });
    await app.user.click(within(card('Payment service')).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate service' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The service could not be deactivated.')).toBeInTheDocument();
    expect(screen.getByText('Backend unavailable')).toBeInTheDocument();
    expect(within(card('Payment service')).getByText('Active')).toBeInTheDocument();
  });
});
