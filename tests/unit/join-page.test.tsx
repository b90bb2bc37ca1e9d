import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setFault } from '../../mocks/node';
import { isSignedIn } from '@/lib/session';
import { JOIN, recordRequests } from '../entry-fixtures';
import { renderApp, type AppRender } from '../render';

const fill = async (
  app: AppRender,
  values: { first?: string; last?: string; pw?: string; confirm?: string },
) => {
  if (values.first) await app.user.type(screen.getByRole('textbox', { name: /^First name/ }), values.first);
  if (values.last) await app.user.type(screen.getByRole('textbox', { name: /^Last name/ }), values.last);
  if (values.pw) await app.user.type(screen.getByLabelText(/^Password/), values.pw);
  if (values.confirm) await app.user.type(screen.getByLabelText(/^Confirm password/), values.confirm);
  await app.user.click(screen.getByRole('button', { name: 'Join' }));
};

describe('join (spec 1 §2, §5, §7)', () => {
  it('shows the invited e-mail and the company, prefilled', async () => {
    await renderApp(`/join/${JOIN.id}`);
    expect(await screen.findByRole('textbox', { name: /E-mail address/ })).toHaveValue(JOIN.email);
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue(JOIN.company);
  });

  it('asks for names and passwords with the onboarding rules', async () => {
    const requests = recordRequests();
    const app = await renderApp(`/join/${JOIN.id}`);
    await screen.findByRole('button', { name: 'Join' });
    await fill(app, {});
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    await fill(app, { first: 'Jonas', last: 'Neu', pw: 'geheim123', confirm: 'anders' });
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(requests.count()).toBe(0);
  });

  it('joins, signs in and opens the dashboard', async () => {
    const requests = recordRequests();
    const app = await renderApp(`/join/${JOIN.id}`);
    await screen.findByRole('button', { name: 'Join' });
    await fill(app, { first: 'Jonas', last: 'Neu', pw: 'geheim123', confirm: 'geheim123' });
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/dashboard/));
    expect(isSignedIn()).toBe(true);
    expect(await screen.findByTestId('user-full-name')).toHaveTextContent('Jonas Neu');
    expect(requests.bodies('/join')).toEqual([
      {
        invitationId: JOIN.id,
        registration: {
          emailAddress: JOIN.email,
          firstName: 'Jonas',
          lastName: 'Neu',
          password: 'geheim123',
          passwordConfirmation: 'geheim123',
          invitationId: JOIN.id,
        },
      },
    ]);
  });

  it('says clearly when joining fails (the original swallowed it) and keeps the input', async () => {
    setFault('joinCompany', { status: 409, message: 'Invitation already used' });
    const app = await renderApp(`/join/${JOIN.id}`);
    await screen.findByRole('button', { name: 'Join' });
    await fill(app, { first: 'Jonas', last: 'Neu', pw: 'geheim123', confirm: 'geheim123' });
    const alert = (await screen.findByText('You could not join the company')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Invitation already used');
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Jonas');
    expect(isSignedIn()).toBe(false);
  });

  it('explains an invitation that cannot be loaded', async () => {
    await renderApp('/join/no-such-invitation');
    expect(await screen.findByText('The invitation could not be loaded')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    const app = await renderApp(`/join/${JOIN.id}`, { language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Ihrer Firma beitreten' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Beitreten' }));
    expect(await screen.findByText('Vorname ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Passwortbestätigung ist erforderlich')).toBeInTheDocument();
  });

  it('says in German when joining fails, with the input kept', async () => {
    setFault('joinCompany', { status: 500, message: 'Interner Fehler' });
    const app = await renderApp(`/join/${JOIN.id}`, { language: 'de' });
    await screen.findByRole('button', { name: 'Beitreten' });
    await app.user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Jana');
    await app.user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Kollegin');
    await app.user.type(screen.getByLabelText(/^Passwort \*/), 'Brezel2026');
    await app.user.type(screen.getByLabelText(/^Passwort bestätigen/), 'Brezel2026');
    await app.user.click(screen.getByRole('button', { name: 'Beitreten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sie konnten der Firma nicht beitreten');
    expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Jana');
  });
});
