import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SplitButton } from '@/components/split-button';
import { renderWithProviders } from '../render';

const renderButton = () => {
  const onNew = vi.fn();
  const onImport = vi.fn();
  const rendered = renderWithProviders(
    <SplitButton
      label="New payment"
      onClick={onNew}
      moreLabel="More ways to create payments"
      options={[{ key: 'import', label: 'Import payment requests', onClick: onImport }]}
    />,
  );
  return { onNew, onImport, rendered };
};

describe('the split button', () => {
  it('makes its menu on the first click of the arrow, opened, and runs the option picked', async () => {
    const { onImport, onNew, rendered } = renderButton();
    const { user } = await rendered;
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More ways to create payments' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Import payment requests' }));
    expect(onImport).toHaveBeenCalledOnce();
    expect(onNew).not.toHaveBeenCalled();
  });

  it('opens from the keyboard and gives the focus back to the arrow on Escape', async () => {
    const { rendered } = renderButton();
    const { user } = await rendered;
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'More ways to create payments' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Import payment requests' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'More ways to create payments' })).toHaveFocus();
  });
});
