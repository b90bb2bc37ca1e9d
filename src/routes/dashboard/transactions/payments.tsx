import { createFileRoute } from '@tanstack/react-router';
import { comingSoon } from '@/components/coming-soon-route';
import { ActionSearch } from '@/lib/search-params';

export const Route = createFileRoute('/dashboard/transactions/payments')({
  ...comingSoon('nav.payments'),
  validateSearch: ActionSearch,
});
