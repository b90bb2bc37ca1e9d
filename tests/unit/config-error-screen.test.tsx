/** The screen a production build shows without a valid /config.json, in both languages. */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigErrorScreen } from '@/components/config-error-screen';
import { renderWithProviders } from '../render';

describe('config error screen', () => {
  it('says the portal is not set up, why, and what to tell the administrator', async () => {
    const onRetry = vi.fn();
    const { user } = await renderWithProviders(
      <ConfigErrorScreen problem="missing" details={['/config.json: 404 text/html']} onRetry={onRetry} />,
    );
    expect(screen.getByRole('heading', { name: 'The portal is not set up' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('has no configuration file (config.json)');
    expect(screen.getByText('/config.json: 404 text/html')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks German and tells an invalid file from a missing one', async () => {
    await renderWithProviders(
      <ConfigErrorScreen
        problem="invalid"
        details={['apiBaseUrl: must be https']}
        onRetry={() => undefined}
      />,
      { language: 'de' },
    );
    expect(screen.getByRole('heading', { name: 'Das Portal ist nicht eingerichtet' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('(config.json) ist ungültig');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});
