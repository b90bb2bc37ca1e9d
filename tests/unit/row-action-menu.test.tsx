/** The row menu holds only menu items, and opening it focuses the first one (axe, keyboard). */
import { Menu } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { PortalMantineProvider } from '@/app/mantine-provider';
import { RowActionMenu } from '@/components/list/table/row-action-menu';
import { createTestI18n } from '../i18n';
import { renderWithProviders } from '../render';

const actions = [
  { key: 'cancel', label: 'Cancel', color: 'red', onClick: vi.fn() },
  { key: 'details', label: 'Details', onClick: vi.fn() },
];

describe('row action menu', () => {
  it('closes on Escape while its entries load and the focus is still on its button', async () => {
    const { user } = await renderWithProviders(
      <RowActionMenu label="Invoice 1">
        <Menu.Item disabled>Loading…</Menu.Item>
      </RowActionMenu>,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Invoice 1' }));
    await screen.findByRole('menu');
    const button = screen.getByRole('button', { name: 'Actions for Invoice 1' });
    await waitFor(() => expect(button).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Opens again from the same button.
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeVisible();
  });

  it('contains only menu items and focuses the first on opening', async () => {
    const { user } = await renderWithProviders(<RowActionMenu actions={actions} label="Payment 1" />);
    await user.click(screen.getByRole('button', { name: 'Actions for Payment 1' }));
    const menu = await screen.findByRole('menu');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Cancel', 'Details']);
    expect(menu.querySelectorAll('[role="presentation"], [tabindex]:not([role="menuitem"])')).toHaveLength(0);
    await waitFor(() => expect(items[0]).toHaveFocus());
  });

  it('chooses an action with the keyboard', async () => {
    const { user } = await renderWithProviders(<RowActionMenu actions={actions} label="Payment 1" />);
    screen.getByRole('button', { name: 'Actions for Payment 1' }).focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(actions[1]?.onClick).toHaveBeenCalledTimes(1);
    expect(actions[0]?.onClick).not.toHaveBeenCalled();
  });

  it("opens and closes at once, without a fade (with Mantine's transitions on, as in a browser)", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <I18nextProvider i18n={await createTestI18n('en')}>
        <PortalMantineProvider>
          <RowActionMenu actions={actions} label="Payment 1" />
        </PortalMantineProvider>
      </I18nextProvider>,
    );
    const button = () => screen.getByRole('button', { name: 'Actions for Payment 1' });
    await user.click(button());
    await screen.findByTestId('row-action-menu');
    await user.keyboard('{Escape}');
    // Gone at once, not after a fade (jsdom has no layout: the dropdown is found by its test id).
    expect(screen.queryByTestId('row-action-menu')).not.toBeInTheDocument();
    await waitFor(() => expect(button()).toHaveFocus());
    await user.click(button());
    expect(screen.getByTestId('row-action-menu').style.opacity).toBe('');
  });
});
