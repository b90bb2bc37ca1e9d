import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { PaletteTarget } from './palette-entries';

/** Goes where a palette entry leads: a screen, a detail page, or a list with its create dialog open. */
export const useOpenTarget = () => {
  const navigate = useNavigate();
  return useCallback(
    (target: PaletteTarget) => {
      switch (target.kind) {
        case 'page':
          return void navigate({ href: target.to });
        case 'customer':
          return void navigate({ to: '/dashboard/debtors/$id', params: { id: target.id } });
        case 'payment':
          return void navigate({ to: '/dashboard/transactions/payments/$id', params: { id: target.id } });
        case 'invoice':
          return void navigate({ to: '/dashboard/transactions/invoices/$id', params: { id: target.id } });
        // Products have no page of their own: their list, searched for the product.
        case 'product':
          return void navigate({ to: '/dashboard/checkouts/products', search: { search: target.name } });
        case 'create':
          switch (target.area) {
            case 'payments':
              return void navigate({
                to: '/dashboard/transactions/payments',
                search: { action: 'new', debitorId: target.debitorId },
              });
            case 'customers':
              return void navigate({ to: '/dashboard/debtors', search: { action: 'new' } });
            case 'invoices':
              return void navigate({ to: '/dashboard/transactions/invoices', search: { action: 'new' } });
            case 'products':
              return void navigate({ to: '/dashboard/checkouts/products', search: { action: 'new' } });
          }
      }
    },
    [navigate],
  );
};
