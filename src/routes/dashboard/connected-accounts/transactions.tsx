import { createFileRoute } from '@tanstack/react-router';
import { comingSoon } from '@/components/coming-soon-route';

export const Route = createFileRoute('/dashboard/connected-accounts/transactions')(
  comingSoon('nav.connectedTransactions'),
);
