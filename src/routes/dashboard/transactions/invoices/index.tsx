import { createFileRoute } from '@tanstack/react-router';
import { comingSoon } from '@/components/coming-soon-route';

export const Route = createFileRoute('/dashboard/transactions/invoices/')(comingSoon('nav.invoices'));
