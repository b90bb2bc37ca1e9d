import { createFileRoute } from '@tanstack/react-router';
import { comingSoon } from '@/components/coming-soon-route';

export const Route = createFileRoute('/register/passwordreset/request')(
  comingSoon('comingSoon.passwordResetRequest'),
);
