import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CreditsSearch } from '@/features/credits/credits-search';
import { listLoader, listRoute } from '@/lib/list-route';

describe("a list route's search and loader (listRoute, listLoader)", () => {
  it('validates the address with the list search, dropping invalid values, and hands it to the loader', () => {
    const route = listRoute(CreditsSearch);
    const search = route.validateSearch({
      page: 2,
      statuses: ['SENT', 'NOPE'],
      from: '2026-02-30',
      debitorRef: 'c1',
    });
    expect(search).toEqual({ page: 2, statuses: ['SENT'], debitorRef: 'c1' });
    expect(route.loaderDeps({ search })).toEqual(search);
  });

  it("hands the loader the validated search alone, not the address's other keys the router keeps beside it", () => {
    const route = listRoute(CreditsSearch);
    // The router's search is the validated one over the raw address: an invalid size stays in it.
    const routerSearch = { ...route.validateSearch({ size: 25, page: 2 }), size: 25 };
    expect(route.loaderDeps({ search: routerSearch })).toEqual({ page: 2 });
  });

  it("starts the list's first page and the queries beside it, without waiting for them", () => {
    const queryClient = new QueryClient();
    const rows = vi.fn(() => new Promise<never>(() => undefined));
    const beside = vi.fn(() => new Promise<never>(() => undefined));
    const loader = listLoader((search: { page?: number }) => [
      { queryKey: ['rows', search.page], queryFn: rows },
      { queryKey: ['beside'], queryFn: beside },
    ]);

    expect(loader({ context: { queryClient }, deps: { page: 3 } })).toBeUndefined();
    expect(rows).toHaveBeenCalledOnce();
    expect(beside).toHaveBeenCalledOnce();
    expect(queryClient.getQueryState(['rows', 3])?.fetchStatus).toBe('fetching');
  });
});
