import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { preloadAfterLogin } from '@/app/preload-after-login';
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
    const router = useRouter();
    // What the next page needs loads as soon as the user starts, so signing in does not wait for it.
    return (
      <LoginPage
        emailAddress={emailAddress}
        redirect={pending}
        onIntent={() => preloadAfterLogin(router, safeRedirect(pending) ?? DEFAULT_AFTER_LOGIN)}
        onSignedIn={() => queries.current()?.clear()}
      />
    );
  },
});
