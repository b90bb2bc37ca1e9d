import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CORRELATION, installEntryHandlers } from '../entry-handlers';
import { renderApp } from '../render';

beforeEach(installEntryHandlers);

describe('correlation debug view (spec 1 §2, §7)', () => {
  it('shows the correlation with its items as formatted JSON', async () => {
    await renderApp('/debug/correlations/corr-demo');
    const block = await screen.findByTestId('correlation-json');
    expect(block.tagName).toBe('PRE');
    expect(block.textContent).toBe(JSON.stringify(CORRELATION, null, 2));
  });

  it('renders markup in a payload as text, never as HTML', async () => {
    await renderApp('/debug/correlations/corr-demo');
    const block = await screen.findByTestId('correlation-json');
    expect(block).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(block.querySelector('img')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('says so when the correlation cannot be loaded', async () => {
    await renderApp('/debug/correlations/unknown');
    expect(await screen.findByRole('alert')).toHaveTextContent('The correlation could not be loaded');
  });

  it('speaks German', async () => {
    await renderApp('/debug/correlations/corr-demo', { language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Korrelation' })).toBeInTheDocument();
  });
});
