import { createFileRoute } from '@tanstack/react-router';
import { LogoPage } from '@/features/logo/logo-page';

/** The company logo (spec 1 §2). */
export const Route = createFileRoute('/dashboard/company/logo')({ component: LogoPage });
