/** 'You are logged in.' belongs to entering the dashboard right after signing in (issue 11). */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_USER, TOKEN_LIFETIME_SECONDS, issueToken } from '../../mocks/auth';
import { endSession, SESSION_STORAGE_KEY, takeFreshSignIn } from '@/lib/session';
import { renderApp } from '../render';
import { signInAsDemo } from '../sign-in';

/** A session left in storage by an earlier visit, as a full page load finds it. */
const storedSession = () => {
  endSession();
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      token: issueToken(DEMO_USER.emailAddress),
      expiresAt: Date.now() + TOKEN_LIFETIME_SECONDS * 1000,
    }),
  );
};

describe("the 'You are logged in.' alert", () => {
  it('does not appear on a full load of a dashboard page with a stored session', async () => {
    storedSession();
    await renderApp('/dashboard/home');
    expect(await screen.findByTestId('user-full-name')).toBeInTheDocument();
    expect(screen.queryByText('You are logged in.')).not.toBeInTheDocument();
  });

  it('appears once when the dashboard is entered after signing in', async () => {
    endSession();
    signInAsDemo();
    const app = await renderApp('/dashboard/home');
    expect(await screen.findByText('You are logged in.')).toBeInTheDocument();
    await app.router.navigate({ to: '/dashboard/transactions/invoices' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/transactions/invoices'));
    expect(screen.getAllByText('You are logged in.')).toHaveLength(1);
  });

  it('is used up by the first look, and a logout forgets it', () => {
    signInAsDemo();
    expect(takeFreshSignIn()).toBe(true);
    expect(takeFreshSignIn()).toBe(false);
    signInAsDemo();
    endSession();
    expect(takeFreshSignIn()).toBe(false);
  });
});
