import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '@/features/signup/signup-page';

export const Route = createFileRoute('/signup')({ component: SignUpPage });
