import { onFirstUse } from '@/lib/on-first-use';

const fullStyles = onFirstUse(() => import('./full'));

/**
 * Loads the full styles once. The router awaits it before rendering any page but the login page,
 * and the login page asks for it as soon as the user starts typing, so signing in does not wait.
 */
export const loadFullStyles = () => fullStyles.load();
