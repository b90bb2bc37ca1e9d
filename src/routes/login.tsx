import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { loadFullStyles } from '@/app/styles/load-full-styles';
import { LoginPage } from '@/features/auth/login-page';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from '@/lib/redirect';
import { isSignedIn } from '@/lib/session';

const LoginSearch = z.object({
  emailAddress: z.string().optional().catch(undefined),
  redirect: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  beforeLoad: ({ search }) => {
    if (isSignedIn())
      throw redirect({ href: safeRedirect(search.redirect) ?? DEFAULT_AFTER_LOGIN, replace: true });
  },
  component: function LoginRoute() {
    const { emailAddress, redirect: pending } = Route.useSearch();
    // The full styles load as soon as the user starts, so signing in does not wait for them.
    return (
      <LoginPage emailAddress={emailAddress} redirect={pending} onIntent={() => void loadFullStyles()} />
    );
  },
});
