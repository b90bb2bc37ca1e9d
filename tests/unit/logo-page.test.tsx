import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { renderApp } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const PAGE = '/dashboard/company/logo';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

const file = (name: string, type: string, bytes = PNG) => new File([Uint8Array.from(bytes)], name, { type });

const openPage = async () => {
  signInAsDemo();
  const app = await renderApp(PAGE);
  await screen.findByRole('heading', { name: 'Logo' });
  const input = screen.getByTestId('logo-dropzone').querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return { app, input };
};

const choose = (input: HTMLInputElement, chosen: File) =>
  fireEvent.change(input, { target: { files: [chosen] } });

describe('logo (spec 1 §2, §5, §8, §9)', () => {
  it('previews a PNG, saves it and shows it where the company logo is shown, 50 px wide', async () => {
    const requests = recordRequests();
    getDb().company.logoUrl = undefined;
    const { app, input } = await openPage();
    expect(screen.getByText('No logo uploaded yet.')).toBeInTheDocument();
    choose(input, file('logo.png', 'image/png'));
    expect(await screen.findByTestId('logo-preview')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await app.user.click(screen.getByRole('button', { name: 'Save logo' }));
    expect(await screen.findByText('The logo was successfully updated.')).toBeInTheDocument();
    expect(requests.find('PUT', '/company/logo')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('company-logo')).toHaveLength(2));
    const header = within(screen.getByRole('banner')).getByTestId('company-logo');
    expect(header).toHaveAttribute('src', getDb().company.logoUrl);
    expect(header).toHaveAccessibleName(`Logo of ${getDb().company.name}`);
    expect(header.style.width).toMatch(/50px|3\.125rem/);
    expect(screen.queryByTestId('logo-preview')).not.toBeInTheDocument();
  });

  it('takes only PNG or JPEG', async () => {
    const requests = recordRequests();
    const { input } = await openPage();
    choose(input, file('logo.gif', 'image/gif', [0x47, 0x49, 0x46, 0x38]));
    expect(await screen.findByText('Only PNG or JPEG images are allowed.')).toBeInTheDocument();
    expect(screen.queryByTestId('logo-preview')).not.toBeInTheDocument();
    expect(requests.find('PUT', '/company/logo')).toHaveLength(0);
  });

  it('keeps the chosen logo when saving fails', async () => {
    setFault('uploadCompanyLogo', { status: 500, message: 'Speicher voll' });
    const { app, input } = await openPage();
    choose(input, file('logo.jpg', 'image/jpeg', [0xff, 0xd8, 0xff, 0xe0]));
    await app.user.click(await screen.findByRole('button', { name: 'Save logo' }));
    expect(await screen.findByText('The logo could not be updated.')).toBeInTheDocument();
    expect(screen.getByTestId('logo-preview')).toBeInTheDocument();
  });
});
