import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Correlation } from '@generated/model/correlation';
import { server } from '../../mocks/node';
import { ok } from '../../mocks/lib/respond';
import { route } from '../../mocks/lib/route';
import { renderApp } from '../render';

const MALICIOUS: Correlation = {
  id: 'corr-evil',
  items: [{ id: 'item-1', type: 'PAYMENT_CREATED', payload: { purpose: '<img src=x onerror=alert(1)>' } }],
};

describe('correlation debug view (spec 1 §2, §7)', () => {
  it('shows the correlation with its items as formatted JSON', async () => {
    await renderApp('/debug/correlations/corr-demo');
    const block = await screen.findByTestId('correlation-json');
    expect(block.tagName).toBe('PRE');
    const shown: unknown = JSON.parse(block.textContent ?? '');
    expect(shown).toMatchObject({ id: 'corr-demo', items: expect.arrayContaining([expect.anything()]) });
    expect(block.textContent).toBe(JSON.stringify(shown, null, 2));
  });

  it('renders markup in a payload as text, never as HTML', async () => {
    server.use(route('getCorrelation', () => ok(MALICIOUS)));
    await renderApp('/debug/correlations/corr-evil');
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
