import { createFileRoute } from '@tanstack/react-router';
import { comingSoon } from '@/components/coming-soon-route';

export const Route = createFileRoute('/join/$invitationId')(comingSoon('comingSoon.join'));
