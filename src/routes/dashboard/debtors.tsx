import { createFileRoute } from '@tanstack/react-router';
import { comingSoon } from '@/components/coming-soon-route';
import { ActionSearch } from '@/lib/search-params';

export const Route = createFileRoute('/dashboard/debtors')({
  ...comingSoon('nav.customers'),
  validateSearch: ActionSearch,
});
