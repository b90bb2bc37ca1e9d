import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const open = async () => {
  signInAsDemo();
  const app = await renderApp('/dashboard/developer/api');
  const table = await screen.findByRole('table', { name: 'API keys' });
  await within(table).findByText('Warenwirtschaft');
  return { app, table };
};

const rowOf = (table: HTMLElement, name: string) => {
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('API keys (spec 3 §2.7)', () => {
  it('lists the keys by name and prefix', async () => {
    const { table } = await open();
    for (const key of getDb().apiKeys) {
      const row = rowOf(table, key.name);
      expect(row).toHaveTextContent(key.prefix);
      expect(row).not.toHaveTextContent(key.apiKey);
    }
  });

  it('says so when there are none', async () => {
    server.use(http.get(api('/apikeys'), () => HttpResponse.json({ _embedded: { apiKeysList: [] } })));
    signInAsDemo();
    await renderApp('/dashboard/developer/api');
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
  });

  it('creates a key once it has a name and shows the full key once, with a copy button', async () => {
    const requests = recordRequests();
    const { app, table } = await open();
    await app.user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '   ');
    expect(create).toBeDisabled();
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Kassensystem');
    expect(create).toBeEnabled();
    await app.user.click(create);

    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(await screen.findByText('API key created.')).toBeInTheDocument();
    const created = getDb().apiKeys.find((key) => key.name === 'Kassensystem');
    expect(created).toBeDefined();
    expect(requests.find('POST', '/apikeys').at(-1)?.body).toEqual({ name: 'Kassensystem' });
    expect(within(shown).getByRole('textbox', { name: 'API key' })).toHaveValue(created?.apiKey);
    expect(within(shown).getByTestId('secret-note')).toHaveTextContent(
      'Copy the key now and keep it safe: it will not be shown again.',
    );
    await app.user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(created?.apiKey);

    await app.user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await waitFor(() => rowOf(table, 'Kassensystem'));
    expect(row).toHaveTextContent(created?.prefix ?? 'missing');
    expect(document.body).not.toHaveTextContent(created?.apiKey ?? 'missing');
  });

  it('keeps the name when the creation fails', async () => {
    const { app } = await open();
    setFault('createApiKey', { status: 500, times: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Kassensystem');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The API key could not be created.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Kassensystem');
  });

  it('says the key exists but cannot be shown again when the first answer was lost after the server made it', async () => {
    const { app } = await open();
    const before = getDb().apiKeys.length;
    setFault('createApiKey', { status: 502, afterHandler: true, times: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Kassensystem');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The API key could not be created.')).toBeInTheDocument();
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeEnabled());
    await app.user.click(create);

    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByTestId('secret-note')).toHaveTextContent(
      'The API key “Kassensystem” was created, but its answer did not reach the portal, and the key is given only in that answer: it cannot be shown again.',
    );
    expect(within(shown).queryByRole('textbox')).not.toBeInTheDocument();
    expect(getDb().apiKeys).toHaveLength(before + 1);
  });

  it('deletes a key by its prefix after a confirmation', async () => {
    const requests = recordRequests();
    const { app, table } = await open();
    const [key] = getDb().apiKeys;
    if (!key) throw new Error('the seed has no API key');
    await app.user.click(
      within(rowOf(table, key.name)).getByRole('button', { name: `Actions for ${key.name}` }),
    );
    await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete API key' });
    expect(dialog).toHaveTextContent(`Delete the API key ${key.name} (${key.prefix})?`);
    expect(requests.find('DELETE', `/apikeys/${key.prefix}`)).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('API key deleted.')).toBeInTheDocument();
    expect(requests.find('DELETE', `/apikeys/${key.prefix}`)).toHaveLength(1);
    await waitFor(() => expect(within(table).queryByText(key.name)).not.toBeInTheDocument());
  });
});
