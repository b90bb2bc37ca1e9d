/**
 * The QueryClient created on first need (src/app/query-client-source.ts): the login page renders
 * without it, the root route loads it for every other page, and the provider hands it over once
 * it exists.
 */
import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { use } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyQueryClientProvider } from '@/app/lazy-query-client-provider';
import { createQueryClientSource } from '@/app/query-client-source';
import { isSignedIn } from '@/lib/session';
import { renderApp } from '../render';
import { signInAsDemo } from '../sign-in';

const HasClient = () => <p>{use(QueryClientContext) instanceof QueryClient ? 'client' : 'none'}</p>;

describe('the query client source', () => {
  it('creates the client once, on the first load', async () => {
    const create = vi.fn(() => new QueryClient());
    const source = createQueryClientSource(create);
    expect(source.current()).toBeUndefined();
    const [first, second] = await Promise.all([source.load(), source.load()]);
    expect(first).toBe(second);
    expect(source.current()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('provides the client to the pages once it exists', async () => {
    const source = createQueryClientSource(() => new QueryClient());
    render(
      <LazyQueryClientProvider source={source}>
        <HasClient />
      </LazyQueryClientProvider>,
    );
    expect(screen.getByText('none')).toBeInTheDocument();
    await act(() => source.load());
    expect(await screen.findByText('client')).toBeInTheDocument();
  });
});

describe('pages and the query client', () => {
  it('the login page renders without one; signing in creates it before the dashboard', async () => {
    const app = await renderApp('/login');
    const load = vi.spyOn(app.router.options.context.queries, 'load');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    signInAsDemo();
    expect(isSignedIn()).toBe(true);
    await app.router.navigate({ to: '/dashboard/home' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/home'));
    expect(load).toHaveBeenCalled();
    expect(await screen.findByTestId('user-full-name')).toHaveTextContent('Anna Schneider');
  });
});
