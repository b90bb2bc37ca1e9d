import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const open = async () => {
  signInAsDemo();
  const app = await renderApp('/dashboard/company/branding');
  const form = await screen.findByRole('form', { name: 'Colours' });
  const brand = within(form).getByRole('textbox', { name: /^Brand colour/ });
  const text = within(form).getByRole('textbox', { name: /^Text colour/ });
  const retype = async (input: HTMLElement, value: string) => {
    await app.user.clear(input);
    if (value) await app.user.type(input, value);
  };
  return { app, form, brand, text, retype };
};

const header = (panel: string) => within(screen.getByTestId(panel)).getByTestId('email-header');

describe('branding (spec 3 §2.10, §5)', () => {
  it('previews the German payment request with the company, a customer and the 10 cent notice', async () => {
    const { brand, text } = await open();
    expect(brand).toHaveValue('#262626');
    expect(text).toHaveValue('#fefefe');
    const web = screen.getByTestId('preview-web');
    expect(within(web).getByText('Hallo Max Mustermann,')).toBeInTheDocument();
    expect(within(web).getByText(/spenden wir 10 Cent an ein soziales Projekt/)).toBeInTheDocument();
    expect(within(web).getByRole('img', { name: 'Bäckerei Schneider GmbH' })).toBeInTheDocument();
    expect(within(web).getByTestId('email-footer')).toHaveTextContent(
      'Bäckerei Schneider GmbH · Hauptstraße 12 · 10115 Berlin · Deutschland',
    );
    expect(header('preview-web')).toHaveStyle({ backgroundColor: '#262626', color: '#fefefe' });
  });

  it('follows the colours as they change, in the web and the mobile preview', async () => {
    const { app, brand, text, retype } = await open();
    await retype(brand, '#086992');
    await retype(text, '#ffff00');
    expect(header('preview-web')).toHaveStyle({ backgroundColor: '#086992', color: '#ffff00' });
    expect(within(screen.getByTestId('preview-web')).getByTestId('email-button')).toHaveStyle({
      backgroundColor: '#086992',
    });
    await app.user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(header('preview-mobile')).toHaveStyle({ backgroundColor: '#086992', color: '#ffff00' });
    // Half typed, the preview keeps the colour it had.
    await retype(brand, '#12');
    expect(header('preview-mobile')).toHaveStyle({ backgroundColor: '#262626' });
  });

  it('warns when the text colour does not read on the brand colour', async () => {
    const { text, retype } = await open();
    expect(screen.queryByTestId('contrast-warning')).not.toBeInTheDocument();
    await retype(text, '#333333');
    expect(await screen.findByTestId('contrast-warning')).toHaveTextContent('contrast 1.2:1');
  });

  it('requires both colours as hex', async () => {
    const { app, form, brand, text, retype } = await open();
    await retype(brand, '');
    await retype(text, '#12345');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Brand colour is required')).toBeInTheDocument();
    expect(
      within(form).getByText('Enter a colour as # and six hex digits, e.g. #262626.'),
    ).toBeInTheDocument();
  });

  it('saves the colours and says so, or says it failed and keeps them', async () => {
    const requests = recordRequests();
    const { app, form, brand, retype } = await open();
    await retype(brand, '#086992');
    setFault('updateBrandingSettings', { status: 500, times: 1 });
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Branding updated failed: your colours were not saved.'),
    ).toBeInTheDocument();
    expect(brand).toHaveValue('#086992');

    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled());
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Branding updated.')).toBeInTheDocument();
    expect(requests.find('PATCH', '/company/branding-settings').at(-1)?.body).toEqual({
      brandColor: '#086992',
      brandTextColor: '#fefefe',
    });
    expect(getDb().company.brandingSettings?.brandColor).toBe('#086992');
  });

  it('says an unexpected error occurred when the branding cannot be loaded, and retries', async () => {
    let failing = true;
    server.use(
      http.get(api('/company/branding-settings'), () =>
        failing ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    signInAsDemo();
    const app = await renderApp('/dashboard/company/branding');
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Colours' })).toBeInTheDocument();
  });

  it('uploads a background image and shows it behind the preview', async () => {
    const requests = recordRequests();
    await open();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'bg.png', {
      type: 'image/png',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [png] } });
    expect(await screen.findByText('The background image was uploaded.')).toBeInTheDocument();
    expect(requests.find('PUT', '/company/branding-settings/brand-background-image')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('preview-web')).getByTestId('email-backdrop').style.backgroundImage,
      ).toContain('data:image/png'),
    );
    expect(screen.getByRole('button', { name: 'Replace background image' })).toBeInTheDocument();
  });
});
