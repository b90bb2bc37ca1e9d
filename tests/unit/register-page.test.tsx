import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setFault } from '../../mocks/node';
import { REGISTER, recordRequests } from '../entry-fixtures';
import { renderApp, type AppRender } from '../render';

const URL = `/register?invitationId=${REGISTER.id}`;

const fill = async (
  app: AppRender,
  values: { first?: string; last?: string; pw?: string; confirm?: string },
) => {
  await screen.findByRole('button', { name: 'Create account' });
  if (values.first) await app.user.type(screen.getByRole('textbox', { name: /^First name/ }), values.first);
  if (values.last) await app.user.type(screen.getByRole('textbox', { name: /^Last name/ }), values.last);
  if (values.pw) await app.user.type(screen.getByLabelText(/^Password/), values.pw);
  if (values.confirm) await app.user.type(screen.getByLabelText(/^Confirm password/), values.confirm);
};
const submit = (app: AppRender) => app.user.click(screen.getByRole('button', { name: 'Create account' }));

describe('legacy registration (spec 1 §2, §5, §8)', () => {
  it('shows the invited e-mail, prefilled and disabled', async () => {
    await renderApp(URL);
    const email = await screen.findByRole('textbox', { name: /E-mail address/ });
    expect(email).toHaveValue(REGISTER.email);
    expect(email).toBeDisabled();
  });

  it('shows the password messages reliably: on leaving a field and on submit', async () => {
    const requests = recordRequests();
    const app = await renderApp(URL);
    await fill(app, { pw: 'kurz' });
    await app.user.tab();
    expect(await screen.findByText('Passwords need to be at least 8 chars long')).toBeInTheDocument();
    await fill(app, { first: 'Lena', last: 'Lang', confirm: 'andersrum' });
    await submit(app);
    expect(await screen.findByText('Passwords need to match')).toBeInTheDocument();
    expect(screen.getByText('Passwords need to be at least 8 chars long')).toBeInTheDocument();
    expect(requests.count()).toBe(0);
  });

  it('asks for the names', async () => {
    const app = await renderApp(URL);
    await fill(app, {});
    await submit(app);
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
  });

  it("says 'Your account was successfully created' and disables the form", async () => {
    const requests = recordRequests();
    const app = await renderApp(URL);
    await fill(app, { first: 'Lena', last: 'Lang', pw: 'geheim123', confirm: 'geheim123' });
    await submit(app);
    expect(await screen.findByText('Your account was successfully created')).toBeInTheDocument();
    expect(requests.bodies('/registration')).toEqual([
      {
        firstName: 'Lena',
        lastName: 'Lang',
        password: 'geheim123',
        passwordConfirmation: 'geheim123',
        invitationId: REGISTER.id,
      },
    ]);
    expect(screen.getByRole('textbox', { name: /^First name/ })).toBeDisabled();
    expect(screen.getAllByRole('link', { name: 'To the login' })[0]).toHaveAttribute(
      'href',
      `/login?emailAddress=${encodeURIComponent(REGISTER.email)}`,
    );
  });

  it("says 'Something went wrong' on failure and keeps the input", async () => {
    setFault('register', { status: 500 });
    const app = await renderApp(URL);
    await fill(app, { first: 'Lena', last: 'Lang', pw: 'geheim123', confirm: 'geheim123' });
    await submit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Lena');
  });

  it('explains a link without invitation, or with an unknown one', async () => {
    const first = await renderApp('/register');
    expect(await screen.findByRole('alert')).toHaveTextContent('The invitation is missing from the link');
    first.unmount();
    await renderApp('/register?invitationId=unknown');
    expect(await screen.findByRole('alert')).toHaveTextContent('The invitation could not be loaded');
  });

  it('speaks German', async () => {
    const app = await renderApp(URL, { language: 'de' });
    await app.user.type(await screen.findByLabelText(/^Passwort \*/), 'kurz');
    await app.user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(await screen.findAllByText('Passwörter müssen mindestens 8 Zeichen lang sein')).not.toHaveLength(
      0,
    );
  });
});
