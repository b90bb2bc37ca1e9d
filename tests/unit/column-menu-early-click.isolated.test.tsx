/**
 * The column menu's code loads after the list has painted. A click on its button before it arrives
 * must not be lost: the menu opens when the code does. (Isolated: in a shared module graph an
 * earlier file would already have loaded the menu.)
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnMenuSlot } from '@/components/list/table/column-menu-slot';
import { DEFAULT_LIST_PREFERENCES } from '@/lib/list-preferences';
import { renderWithProviders } from '../render';

describe('the column menu button', () => {
  it('opens the menu once its code has arrived when clicked before', async () => {
    const preferences = { value: DEFAULT_LIST_PREFERENCES, onChange: () => undefined };
    const { user } = await renderWithProviders(
      <ColumnMenuSlot
        columns={[
          { id: 'status', label: 'Status' },
          { id: 'purpose', label: 'Purpose' },
        ]}
        preferences={preferences}
      />,
    );
    const button = screen.getByRole('button', { name: 'Columns' });
    // Still the stand-in: the menu's code has not arrived.
    expect(button).not.toHaveAttribute('aria-haspopup');
    await user.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Columns' });
    expect(menu).toHaveTextContent('Purpose');
  });
});
