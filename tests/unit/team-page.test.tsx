import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, DEMO_USER } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const open = async () => {
  signInAsDemo();
  const app = await renderApp('/dashboard/company/team');
  const table = await screen.findByRole('table', { name: 'Active team members' });
  await within(table).findByText(DEMO_USER.emailAddress);
  return { app, table };
};

const rowOf = (table: HTMLElement, text: string) => {
  const row = within(table).getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

const openInvite = async (app: Awaited<ReturnType<typeof open>>['app']) => {
  await app.user.click(screen.getByRole('button', { name: 'Invite team member' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite team member' });
  return { dialog, email: within(dialog).getByRole('textbox', { name: /^E-mail address/ }) };
};

describe('team settings (spec 1 §2, §6)', () => {
  it('shows Active (n) and Pending (n) with name, e-mail and role; no delete on the own row', async () => {
    const { table } = await open();
    const db = getDb();
    expect(screen.getByRole('tab', { name: `Active (${db.teamMembers.length})` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `Pending (${db.teamInvitations.length})` })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 3)).toEqual(['Name', 'E-mail', 'Role']);
    expect(rowOf(table, 'jonas.weber@baeckerei-schneider.de')).toHaveTextContent('Jonas Weber');
    expect(
      within(rowOf(table, DEMO_USER.emailAddress)).queryByRole('button', { name: /^Actions for/ }),
    ).not.toBeInTheDocument();
    for (const member of db.teamMembers.filter((entry) => entry.emailAddress !== DEMO_USER.emailAddress))
      expect(
        within(rowOf(table, member.emailAddress)).getByRole('button', {
          name: `Actions for ${member.emailAddress}`,
        }),
      ).toBeInTheDocument();
  });

  it('hides the name column when no one has a first name, and the pending tab without invitations', async () => {
    server.use(
      http.get(api('/teammembers'), () =>
        HttpResponse.json({
          _embedded: {
            userWithRoleList: [{ id: 'm1', emailAddress: DEMO_USER.emailAddress, role: 'ADMIN' }],
          },
        }),
      ),
      http.get(api('/teammembers/invitations'), () =>
        HttpResponse.json({ _embedded: { userWithRoleList: [] } }),
      ),
    );
    const { table } = await open();
    expect(within(table).queryByRole('columnheader', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /^Pending/ })).not.toBeInTheDocument();
  });

  it('checks the e-mail, lists refusals in red keeping the e-mail, and then invites; the person shows under Pending', async () => {
    const requests = recordRequests();
    const { app } = await open();
    const before = getDb().teamInvitations.length;
    const { dialog, email } = await openInvite(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Email address is required')).toBeInTheDocument();
    await app.user.type(email, 'no-address');
    await app.user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Email address is invalid')).toBeInTheDocument();
    expect(requests.find('POST', '/teammembers/invitations')).toHaveLength(0);

    server.use(
      http.post(
        api('/teammembers/invitations'),
        () =>
          HttpResponse.json(
            {
              message: 'Validation errors',
              status: 'BAD_REQUEST',
              errors: [
                { field: 'emailAddress', message: 'Benutzer ist bereits Mitglied des Teams' },
                { field: 'emailAddress', message: 'Domain not allowed' },
              ],
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    await app.user.clear(email);
    await app.user.type(email, 'neu@example.de');
    await app.user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Benutzer ist bereits Mitglied des Teams',
      'Domain not allowed',
    ]);
    expect(email).toHaveValue('neu@example.de');
    expect(screen.queryByText('Invite successful.')).not.toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invite successful.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find('POST', '/teammembers/invitations').at(-1)?.body).toEqual({
      emailAddress: 'neu@example.de',
    });
    const pendingTab = await screen.findByRole('tab', { name: `Pending (${before + 1})` });
    await app.user.click(pendingTab);
    const pending = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(await within(pending).findByText('neu@example.de')).toBeInTheDocument();
  });

  it('removes another member after a confirmation, and says so when a removal fails', async () => {
    const requests = recordRequests();
    const { app, table } = await open();
    const member = getDb().teamMembers.find((entry) => entry.firstName === 'Miriam');
    if (!member) throw new Error('the seed has no Miriam');
    const confirmRemoval = async () => {
      await app.user.click(
        within(rowOf(table, member.emailAddress)).getByRole('button', {
          name: `Actions for ${member.emailAddress}`,
        }),
      );
      await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove team member' });
      expect(dialog).toHaveTextContent(`Remove ${member.emailAddress} from the team?`);
      await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      return dialog;
    };

    setFault('removeTeamMember', { status: 500, message: 'Server down', times: 1 });
    const dialog = await confirmRemoval();
    expect(await screen.findByText('The team member could not be removed.')).toBeInTheDocument();
    expect(within(table).getByText(member.emailAddress)).toBeInTheDocument();
    // Cancel is disabled while the call runs; the alert can show a moment before it is enabled.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toBeEnabled());
    await app.user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await confirmRemoval();
    expect(await screen.findByText('Team member removed.')).toBeInTheDocument();
    expect(requests.find('DELETE', `/teammembers/${member.id}`)).toHaveLength(2);
    await waitFor(() => expect(within(table).queryByText(member.emailAddress)).not.toBeInTheDocument());
  });

  it('withdraws a pending invitation after a confirmation', async () => {
    const { app } = await open();
    const [invitation, ...rest] = getDb().teamInvitations;
    if (!invitation) throw new Error('the seed has no invitation');
    await app.user.click(screen.getByRole('tab', { name: `Pending (${rest.length + 1})` }));
    const pending = await screen.findByRole('table', { name: 'Pending invitations' });
    await app.user.click(
      within(rowOf(pending, invitation.emailAddress)).getByRole('button', { name: /^Actions for/ }),
    );
    await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw invitation' });
    expect(dialog).toHaveTextContent(`Withdraw the invitation of ${invitation.emailAddress}?`);
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Team member removed.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: `Pending (${rest.length})` })).toBeInTheDocument();
  });
});
