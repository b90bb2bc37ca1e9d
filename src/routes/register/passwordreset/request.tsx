import { createFileRoute } from '@tanstack/react-router';
import { RequestResetPage } from '@/features/password-reset/request-page';

export const Route = createFileRoute('/register/passwordreset/request')({ component: RequestResetPage });
