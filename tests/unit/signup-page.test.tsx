import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFault } from '../../mocks/node';
import { SIGNUP_NOTICE_MS } from '@/features/signup/signup-page';
import { recordRequests } from '../entry-fixtures';
import { renderApp, type AppRender } from '../render';

afterEach(() => {
  vi.useRealTimers();
});

const signUp = async (app: AppRender, email: string) => {
  await screen.findByRole('button', { name: 'Sign up' });
  if (email) await app.user.type(screen.getByRole('textbox', { name: /E-mail address/ }), email);
  await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
};

describe('sandbox sign-up (spec 1 §2, §5, §8)', () => {
  it('requires an e-mail address of e-mail type', async () => {
    const requests = recordRequests();
    const app = await renderApp('/signup');
    await signUp(app, '');
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    await signUp(app, 'no-at-sign');
    expect(await screen.findByText('Email address is invalid')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAttribute('type', 'email');
    expect(requests.count()).toBe(0);
  });

  it('shows a loading indicator while pending', async () => {
    setFault('signUpSandbox', { hang: true });
    const app = await renderApp('/signup');
    await signUp(app, 'neu@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('Signing up…');
    const button = screen.getByRole('button', { name: /Sign up/ });
    expect(button).toHaveAttribute('data-loading');
    expect(button).toBeDisabled();
  });

  it('tells of the e-mail on 201 and hides the notice after 6 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const requests = recordRequests();
    const app = await renderApp('/signup');
    await signUp(app, 'neu@example.com');
    expect(await screen.findByText('You received an E-Mail. Check your inbox.')).toBeInTheDocument();
    expect(requests.bodies('/sandbox/sign-up')).toEqual([{ emailAddress: 'neu@example.com' }]);
    act(() => vi.advanceTimersByTime(SIGNUP_NOTICE_MS - 100));
    expect(screen.getByTestId('signup-notice')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByTestId('signup-notice')).not.toBeInTheDocument());
  });

  it("shows the server's message on error", async () => {
    const app = await renderApp('/signup');
    await signUp(app, 'demo@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail-Adresse ist bereits registriert');
  });

  it("says 'status not ok' when the server gives no message", async () => {
    setFault('signUpSandbox', { status: 502, message: '' });
    const app = await renderApp('/signup');
    await signUp(app, 'neu@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('status not ok');
  });

  it('links to the login', async () => {
    await renderApp('/signup');
    expect(await screen.findByRole('link', { name: 'To the login' })).toHaveAttribute('href', '/login');
  });

  it('speaks German', async () => {
    const app = await renderApp('/signup', { language: 'de' });
    await app.user.click(await screen.findByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('E-Mail-Adresse ist erforderlich')).toBeInTheDocument();
  });
});
