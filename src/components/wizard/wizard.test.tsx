import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { Wizard } from './wizard';

const labels = { back: 'Back', continue: 'Continue', submit: 'Send' };

const Harness = ({
  validate = () => true,
  canSubmit = false,
  onSubmit = () => undefined,
}: {
  validate?: (index: number) => boolean;
  canSubmit?: boolean;
  onSubmit?: () => void;
}) => {
  const [active, setActive] = useState(0);
  return (
    <Wizard
      steps={[
        { id: 'one', title: 'One', content: <input aria-label="first field" /> },
        { id: 'two', title: 'Two', content: 'second' },
        { id: 'three', title: 'Three', content: 'third' },
      ]}
      active={active}
      onActiveChange={setActive}
      validateStep={validate}
      onSubmit={() => {
        onSubmit();
        setActive(3);
      }}
      canSubmit={canSubmit}
      completed="all done"
      labels={labels}
    />
  );
};

describe('Wizard', () => {
  it('shows the step titles, disables Back on the first step', async () => {
    await renderWithProviders(<Harness />);
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(screen.getByText('Three')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('moves on only when the step validates', async () => {
    const validate = vi.fn((index: number) => index !== 1);
    const { user } = await renderWithProviders(<Harness validate={validate} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('second')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(validate).toHaveBeenLastCalledWith(1);
    expect(screen.getByText('second')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('first field')).toBeInTheDocument();
  });

  it('continues on Enter in a field', async () => {
    const { user } = await renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText('first field'), 'x{Enter}');
    expect(await screen.findByText('second')).toBeInTheDocument();
  });

  it('keeps submit disabled unless the form is valid, hides Back when completed', async () => {
    const onSubmit = vi.fn();
    const { user, rerender } = await renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeDisabled();
    rerender(<Harness onSubmit={onSubmit} canSubmit />);
    // The harness keeps its state across the rerender: still on the last step.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(await screen.findByText('all done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('keeps Continue disabled on a step that says so, also on Enter', async () => {
    const onActiveChange = vi.fn();
    const { user } = await renderWithProviders(
      <Wizard
        steps={[
          { id: 'one', title: 'One', content: <input aria-label="field" />, continueDisabled: true },
          { id: 'two', title: 'Two', content: 'second' },
        ]}
        active={0}
        onActiveChange={onActiveChange}
        onSubmit={() => undefined}
        canSubmit={false}
        labels={labels}
      />,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(screen.getByLabelText('field'), 'x{Enter}');
    expect(onActiveChange).not.toHaveBeenCalled();
  });
});
