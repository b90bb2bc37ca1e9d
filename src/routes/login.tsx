import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadFullStyles } from '@/app/styles/load-full-styles';
import { LoginPage } from '@/features/auth/login-page';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from '@/lib/redirect';
import { searchSchema, text } from '@/lib/search-schema';
import { isSignedIn } from '@/lib/session';

const LoginSearch = searchSchema({ emailAddress: text(), redirect: text() });

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  beforeLoad: ({ search }) => {
    if (isSignedIn())
      throw redirect({ href: safeRedirect(search.redirect) ?? DEFAULT_AFTER_LOGIN, replace: true });
  },
  component: function LoginRoute() {
    const { emailAddress, redirect: pending } = Route.useSearch();
    const { queries } = Route.useRouteContext();
    // The full styles load as soon as the user starts, so signing in does not wait for them.
    return (
      <LoginPage
        emailAddress={emailAddress}
        redirect={pending}
        onIntent={() => void loadFullStyles()}
        onSignedIn={() => queries.current()?.clear()}
      />
    );
  },
});
