import { createFileRoute, redirect } from '@tanstack/react-router';
import { endSession } from '@/lib/session';

/** Clears the session, the storage and the whole query cache, then goes to /login. */
export const Route = createFileRoute('/logout')({
  beforeLoad: ({ context }) => {
    endSession('logout');
    context.queries.current()?.clear();
    throw redirect({ to: '/login', replace: true });
  },
});
