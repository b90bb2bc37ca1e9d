/**
 * The alerts' container loads with the first alert (src/app/lazy-notifications.tsx): nothing of it
 * is on the page before, and an alert raised before it loaded is shown once it has.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyNotifications } from '@/app/lazy-notifications';
import { PortalMantineProvider } from '@/app/mantine-provider';
import { notify } from '@/lib/notify';

const renderAlerts = () =>
  render(
    <PortalMantineProvider env="test">
      <LazyNotifications />
    </PortalMantineProvider>,
  );

describe('alerts before their container has loaded', () => {
  it('mounts nothing until there is an alert', () => {
    const { container } = renderAlerts();
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  });

  it('shows an alert raised before the container was on the page', async () => {
    notify.error('The payment could not be cancelled.');
    renderAlerts();
    expect(await screen.findByText('The payment could not be cancelled.')).toBeInTheDocument();
  });

  it('shows an alert raised while the page runs, and the ones after it', async () => {
    renderAlerts();
    notify.success('The payment was cancelled.');
    expect(await screen.findByText('The payment was cancelled.')).toBeInTheDocument();
    notify.info('The list was refreshed.');
    expect(await screen.findByText('The list was refreshed.')).toBeInTheDocument();
  });
});
