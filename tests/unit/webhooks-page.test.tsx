import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Webhook } from '@generated/model/webhook';
import { api } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { fill, renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const open = async () => {
  signInAsDemo();
  const app = await renderApp('/dashboard/developer/webhook');
  const table = await screen.findByRole('table', { name: 'Webhooks' });
  await within(table).findByText('Buchhaltung');
  return { app, table };
};

const seeded = (mode: Webhook['mode']) => {
  const webhook = getDb().webhooks.find((candidate) => candidate.mode === mode);
  if (!webhook) throw new Error(`the seed has no ${mode} webhook`);
  return webhook;
};

const rowOf = (table: HTMLElement, name: string) => {
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

const openMenu = async (app: Awaited<ReturnType<typeof open>>['app'], table: HTMLElement, name: string) => {
  await app.user.click(within(rowOf(table, name)).getByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByTestId('row-action-menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

describe('webhooks (spec 3 §2.7)', () => {
  it('lists url, name, events and mode, and offers enable only for DISABLED and disable only for LIVE', async () => {
    const { app, table } = await open();
    const live = seeded('LIVE');
    const row = rowOf(table, live.name);
    expect(row).toHaveTextContent(live.url);
    expect(row).toHaveTextContent(live.events[0] ?? 'missing');
    expect(within(row).getByText('Live')).toBeInTheDocument();
    expect(await openMenu(app, table, live.name)).toEqual(['Edit', 'Disable', 'Delete']);
    await app.user.keyboard('{Escape}');
    expect(await openMenu(app, table, seeded('DISABLED').name)).toEqual(['Edit', 'Enable', 'Delete']);
  });

  it('says so when there are none', async () => {
    server.use(http.get(api('/webhooks'), () => HttpResponse.json({})));
    signInAsDemo();
    await renderApp('/dashboard/developer/webhook');
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
  });

  it('creates a webhook with events from the backend and shows the signing secret once', async () => {
    const requests = recordRequests();
    server.use(
      http.get(api('/webhook-event-types'), () => HttpResponse.json(['PAYMENT_COMPLETED', 'INVOICE_PAID'])),
    );
    const { app, table } = await open();
    await app.user.click(screen.getByRole('button', { name: 'Create webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create webhook' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'PAYMENT_COMPLETED' }));
    // The events are the ones GET /webhook-event-types offers.
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['PAYMENT_COMPLETED', 'INVOICE_PAID']);
    expect(create).toBeEnabled();
    await app.user.click(create);
    expect(await within(dialog).findByText('URL is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();

    await fill(app.user, within(dialog).getByRole('textbox', { name: /^URL/ }), 'erp.example.de');
    await fill(app.user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'x'.repeat(121));
    await app.user.click(create);
    expect(await within(dialog).findByText(/^Enter a URL starting with https:\/\//)).toBeInTheDocument();
    expect(within(dialog).getByText('The name can have at most 120 characters.')).toBeInTheDocument();

    // The backend cannot reach the address: 400.
    await app.user.clear(within(dialog).getByRole('textbox', { name: /^URL/ }));
    await fill(
      app.user,
      within(dialog).getByRole('textbox', { name: /^URL/ }),
      'https://unavailable.example.de',
    );
    await app.user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Kasse');
    await app.user.click(create);
    expect(await within(dialog).findByText('URL is not available!')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^URL/ })).toHaveAttribute('aria-invalid', 'true');

    await app.user.clear(within(dialog).getByRole('textbox', { name: /^URL/ }));
    await fill(
      app.user,
      within(dialog).getByRole('textbox', { name: /^URL/ }),
      'https://kasse.example.de/hooks',
    );
    await app.user.click(create);
    const shown = await screen.findByRole('dialog', { name: 'Your new webhook' });
    expect(await screen.findByText('New webhook created.')).toBeInTheDocument();
    expect(requests.find('POST', '/webhooks').at(-1)?.body).toEqual({
      url: 'https://kasse.example.de/hooks',
      name: 'Kasse',
      events: ['PAYMENT_COMPLETED'],
    });
    const secret = getDb().webhooks.find((webhook) => webhook.name === 'Kasse')?.signingSecret;
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(secret);
    expect(within(shown).getByTestId('secret-note')).toHaveTextContent('it will not be shown again');
    await app.user.click(within(shown).getByRole('button', { name: 'Done' }));
    const row = await waitFor(() => rowOf(table, 'Kasse'));
    expect(within(row).getByText('Live')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(secret ?? 'missing');
  });

  it('says the webhook exists but its secret cannot be shown again when the first answer was lost after the server made it', async () => {
    server.use(http.get(api('/webhook-event-types'), () => HttpResponse.json(['PAYMENT_COMPLETED'])));
    const { app } = await open();
    const before = getDb().webhooks.length;
    setFault('createWebhook', { networkError: true, afterHandler: true, times: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Create webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create webhook' });
    await fill(
      app.user,
      within(dialog).getByRole('textbox', { name: /^URL/ }),
      'https://kasse.example.de/hooks',
    );
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Kasse');
    await app.user.click(await within(dialog).findByRole('checkbox', { name: 'PAYMENT_COMPLETED' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The webhook could not be created.')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new webhook' });
    expect(within(shown).getByTestId('secret-note')).toHaveTextContent(
      'The webhook “Kasse” was created, but its answer did not reach the portal, and the signing secret is given only in that answer: it cannot be shown again.',
    );
    expect(within(shown).queryByRole('textbox')).not.toBeInTheDocument();
    expect(getDb().webhooks).toHaveLength(before + 1);
  });

  it('disables a LIVE webhook and enables it again, sending the other mode', async () => {
    const requests = recordRequests();
    const { app, table } = await open();
    const live = seeded('LIVE');
    await openMenu(app, table, live.name);
    await app.user.click(screen.getByRole('menuitem', { name: 'Disable' }));
    expect(await screen.findByText('Webhook disabled.')).toBeInTheDocument();
    expect(requests.find('PATCH', `/webhooks/${live.id}`).at(-1)?.body).toEqual({
      url: live.url,
      name: live.name,
      events: live.events,
      mode: 'DISABLED',
    });
    await waitFor(() => expect(within(rowOf(table, live.name)).getByText('Disabled')).toBeInTheDocument());
    await openMenu(app, table, live.name);
    await app.user.click(screen.getByRole('menuitem', { name: 'Enable' }));
    expect(await screen.findByText('Webhook enabled.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, live.name)).getByText('Live')).toBeInTheDocument());
  });

  it('edits a webhook; save is disabled without events, name or url; a failure says so', async () => {
    const requests = recordRequests();
    const { app, table } = await open();
    const live = seeded('LIVE');
    await openMenu(app, table, live.name);
    await app.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue(live.name);
    await app.user.clear(name);
    expect(save).toBeDisabled();
    await fill(app.user, name, 'Buchhaltung neu');
    expect(save).toBeEnabled();
    const checked = within(dialog)
      .getAllByRole('checkbox')
      .filter((box) => box instanceof HTMLInputElement && box.checked);
    for (const box of checked) await app.user.click(box);
    expect(save).toBeDisabled();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'INVOICE_PAID' }));

    setFault('updateWebhook', { status: 500, times: 1 });
    await app.user.click(save);
    expect(await within(dialog).findByTestId('webhook-form-error')).toHaveTextContent(
      'The webhook could not be edited. Please try again.',
    );
    await waitFor(() => expect(save).toBeEnabled());
    await app.user.click(save);
    expect(await screen.findByText('Webhook edited.')).toBeInTheDocument();
    expect(requests.find('PATCH', `/webhooks/${live.id}`).at(-1)?.body).toEqual({
      url: live.url,
      name: 'Buchhaltung neu',
      events: ['INVOICE_PAID'],
      mode: 'LIVE',
    });
    await waitFor(() => expect(within(table).getByText('Buchhaltung neu')).toBeInTheDocument());
  });

  it('deletes a webhook after a confirmation, and says when it could not', async () => {
    const { app, table } = await open();
    const webhook = seeded('DISABLED');
    await openMenu(app, table, webhook.name);
    await app.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete webhook' });
    setFault('deleteWebhook', { status: 500, times: 1 });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Webhook unsuccessfully deleted: it is still there.')).toBeInTheDocument();
    expect(within(table).getByText(webhook.name)).toBeInTheDocument();

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete webhook' })).not.toBeInTheDocument(),
    );
    await openMenu(app, table, webhook.name);
    await app.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete webhook' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Webhook successfully deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText(webhook.name)).not.toBeInTheDocument());
  });
});
