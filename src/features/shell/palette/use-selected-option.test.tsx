import { createSpotlight } from '@mantine/spotlight';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSelectedOption } from './use-selected-option';

/** A palette's list as Spotlight leaves it: options marked data-action, one data-selected. */
const list = (labels: string[], selected: string) => {
  const element = document.getElementById('palette') ?? document.createElement('div');
  element.id = 'palette';
  element.replaceChildren(
    ...labels.map((label) => {
      const option = document.createElement('button');
      option.setAttribute('data-action', '');
      option.textContent = label;
      if (label === selected) option.setAttribute('data-selected', 'true');
      return option;
    }),
  );
  document.body.append(element);
  return element;
};

afterEach(() => document.getElementById('palette')?.remove());

describe('the palette field points at the selected entry (aria-activedescendant)', () => {
  it('follows the selection when entries arrive before it after it was made', async () => {
    const [store] = createSpotlight();
    list(['Customer', 'New payment for the customer'], 'New payment for the customer');
    const { result, rerender } = renderHook(({ entries }) => useSelectedOption(store, 'palette', entries), {
      initialProps: { entries: 'customer\nnew-payment' },
    });
    await waitFor(() => expect(result.current).toBe('palette-option-1'));

    // The deferred render adds a screen in front: the selected entry is now the third.
    act(
      () =>
        void list(['Customers', 'Customer', 'New payment for the customer'], 'New payment for the customer'),
    );
    rerender({ entries: 'screen\ncustomer\nnew-payment' });
    const selected = document.querySelector('[data-selected]');
    await waitFor(() => expect(result.current).toBe(selected?.id));
    expect(selected?.id).toBe('palette-option-2');
    expect(selected).toHaveAttribute('aria-selected', 'true');
  });
});
