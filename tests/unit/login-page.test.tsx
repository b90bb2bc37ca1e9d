import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isSignedIn } from '@/lib/session';
import { renderApp } from '../render';

const fillAndSubmit = async (app: Awaited<ReturnType<typeof renderApp>>, email: string, password: string) => {
  await screen.findByRole('button', { name: 'Sign in' });
  if (email) await app.user.type(screen.getByLabelText(/e-mail address/i), email);
  if (password) await app.user.type(screen.getByLabelText(/^password/i), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('login (spec 1 §2, §5, §8)', () => {
  it('asks for e-mail and password', async () => {
    const app = await renderApp('/login');
    await fillAndSubmit(app, '', '');
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('refuses an invalid e-mail address', async () => {
    const app = await renderApp('/login');
    await fillAndSubmit(app, 'not-an-email', 'secret');
    expect(await screen.findByText('Email address is invalid')).toBeInTheDocument();
  });

  it('checks a field once it was left, and again as it is corrected', async () => {
    const app = await renderApp('/login');
    const email = await screen.findByLabelText(/e-mail address/i);
    await app.user.type(email, 'anna@');
    expect(screen.queryByText('Email address is invalid')).not.toBeInTheDocument();
    await app.user.tab();
    expect(await screen.findByText('Email address is invalid')).toBeInTheDocument();
    // The password was not left yet: no message for it.
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    await app.user.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText('Email address is invalid')).not.toBeInTheDocument());
  });

  it('moves to the first field with a message when the form is sent', async () => {
    const app = await renderApp('/login');
    await app.user.type(await screen.findByLabelText(/^password/i), 'secret');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/e-mail address/i)).toHaveFocus());
  });

  it("shows 'Error while logging in' on wrong credentials and keeps what was typed", async () => {
    const app = await renderApp('/login');
    await fillAndSubmit(app, 'demo@example.com', 'wrong');
    expect(await screen.findByText('Error while logging in')).toBeInTheDocument();
    expect(screen.getByLabelText(/e-mail address/i)).toHaveValue('demo@example.com');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('wrong');
    expect(isSignedIn()).toBe(false);
  });

  it('prefills the e-mail from the emailAddress query parameter', async () => {
    await renderApp('/login?emailAddress=anna%40example.com');
    expect(await screen.findByLabelText(/e-mail address/i)).toHaveValue('anna@example.com');
  });

  it('signs in to /dashboard/home with a greeting and the logged-in alert', async () => {
    const app = await renderApp('/login');
    await fillAndSubmit(app, 'demo@example.com', 'demo1234');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/home'));
    expect(isSignedIn()).toBe(true);
    expect(await screen.findByTestId('user-full-name')).toHaveTextContent('Anna Schneider');
    expect(await screen.findByText('You are logged in.')).toBeInTheDocument();
  });

  it('returns to the remembered page and its query after login', async () => {
    const app = await renderApp('/login?redirect=%2Fdashboard%2Fdeveloper%2Fapi%3Ftab%3Dkeys');
    await fillAndSubmit(app, 'demo@example.com', 'demo1234');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/developer/api'));
    expect(app.router.state.location.search).toEqual({ tab: 'keys' });
  });

  it('never follows a pending path out of the app', async () => {
    const app = await renderApp('/login?redirect=%2F%2Fevil.example%2Fphish');
    await fillAndSubmit(app, 'demo@example.com', 'demo1234');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/home'));
  });

  it('speaks German when asked', async () => {
    await renderApp('/login', { language: 'de' });
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText(/e-mail-adresse/i)).toBeInTheDocument();
  });
});
