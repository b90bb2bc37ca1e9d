import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFault } from '../../mocks/node';
import { RESET_REDIRECT_MS } from '@/features/password-reset/reset-form';
import { RESET_TOKEN, USED_RESET_TOKEN, recordRequests } from '../entry-fixtures';
import { renderApp, type AppRender } from '../render';

afterEach(() => {
  vi.useRealTimers();
});

describe('password reset request (spec 1 §2, §5, §8)', () => {
  const request = async (app: AppRender, email: string) => {
    await screen.findByRole('button', { name: 'Request reset' });
    if (email) await app.user.type(screen.getByRole('textbox', { name: /E-mail address/ }), email);
    await app.user.click(screen.getByRole('button', { name: 'Request reset' }));
  };

  it('requires a valid e-mail address', async () => {
    const requests = recordRequests();
    const app = await renderApp('/register/passwordreset/request');
    await request(app, '');
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    await request(app, 'nope');
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    expect(requests.count()).toBe(0);
  });

  it("says 'Password request successful'", async () => {
    const requests = recordRequests();
    const app = await renderApp('/register/passwordreset/request');
    await request(app, 'demo@example.com');
    expect(await screen.findByText('Password request successful')).toBeInTheDocument();
    expect(requests.bodies('/password/_reset')).toEqual([{ emailAddress: 'demo@example.com' }]);
  });

  it("says 'Password request unsuccessful' on failure", async () => {
    setFault('requestPasswordReset', { status: 500 });
    const app = await renderApp('/register/passwordreset/request');
    await request(app, 'demo@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password request unsuccessful');
  });

  it('links back to the login', async () => {
    await renderApp('/register/passwordreset/request');
    expect(await screen.findByRole('link', { name: 'Back to the login' })).toHaveAttribute('href', '/login');
  });

  it('speaks German', async () => {
    const app = await renderApp('/register/passwordreset/request', { language: 'de' });
    await app.user.click(await screen.findByRole('button', { name: 'Zurücksetzen anfordern' }));
    expect(await screen.findByText('E-Mail-Adresse ist erforderlich')).toBeInTheDocument();
  });
});

describe('password reset (spec 1 §2, §4, §5, §8)', () => {
  const reset = async (app: AppRender, password: string, confirmation: string) => {
    await screen.findByRole('button', { name: 'Save password' });
    if (password) await app.user.type(screen.getByLabelText(/^New password/), password);
    if (confirmation) await app.user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
    await app.user.click(screen.getByRole('button', { name: 'Save password' }));
  };

  it("fails with 'token not in url' without a resetToken", async () => {
    await renderApp('/register/passwordreset/reset');
    expect(await screen.findByRole('alert')).toHaveTextContent('Token not in URL');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('requires the password and a matching confirmation', async () => {
    const requests = recordRequests();
    const app = await renderApp(`/register/passwordreset/reset?resetToken=${RESET_TOKEN}`);
    await reset(app, '', '');
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    await reset(app, 'neu12345', 'anders12');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(requests.count()).toBe(0);
  });

  it('on success disables the fields, shows the message and opens the login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const requests = recordRequests();
    const app = await renderApp(`/register/passwordreset/reset?resetToken=${RESET_TOKEN}`);
    await reset(app, 'neu12345', 'neu12345');
    expect(await screen.findByText('Password reset successful')).toBeInTheDocument();
    expect(requests.bodies('/password')).toEqual([
      { password: 'neu12345', passwordConfirmation: 'neu12345', token: RESET_TOKEN },
    ]);
    expect(screen.getByLabelText(/^New password/)).toBeDisabled();
    expect(screen.getByLabelText(/^Confirm new password/)).toBeDisabled();
    act(() => vi.advanceTimersByTime(RESET_REDIRECT_MS - 100));
    expect(app.router.state.location.pathname).toBe('/register/passwordreset/reset');
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });

  it("says 'Password reset unsuccessful' and keeps the input on failure", async () => {
    const app = await renderApp(`/register/passwordreset/reset?resetToken=${USED_RESET_TOKEN}`);
    await reset(app, 'neu12345', 'neu12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset unsuccessful');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('neu12345');
    expect(screen.getByLabelText(/^New password/)).toBeEnabled();
  });

  it('speaks German', async () => {
    await renderApp('/register/passwordreset/reset', { language: 'de' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Token nicht in der URL');
  });
});
