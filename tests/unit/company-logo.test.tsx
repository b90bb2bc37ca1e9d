import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyLogo } from '@/components/company-logo';
import { renderWithProviders } from '../render';

const NAME = 'Bäckerei Schneider GmbH';

describe('company logo in the header: images over https only, initials otherwise', () => {
  it('shows the initials for an http logo and never asks for it', async () => {
    await renderWithProviders(<CompanyLogo logoUrl="http://cdn.example.de/logo.png" companyName={NAME} />);
    expect(screen.getByRole('img', { name: `Logo of ${NAME}` })).toHaveTextContent('BS');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the initials once the logo fails to load, not a broken image', async () => {
    const url = 'https://cdn.example.de/missing.png';
    await renderWithProviders(<CompanyLogo logoUrl={url} companyName={NAME} />);
    const logo = screen.getByRole('img', { name: `Logo of ${NAME}` });
    expect(logo).toHaveAttribute('src', url);
    fireEvent.error(logo);
    expect(screen.getByRole('img', { name: `Logo of ${NAME}` })).toHaveTextContent('BS');
    expect(document.querySelector('img')).toBeNull();
  });
});
