let loading: Promise<unknown> | undefined;

/**
 * Loads the full styles once. The router awaits it before rendering any page but the login page,
 * and the login page asks for it as soon as the user starts typing, so signing in does not wait.
 */
export const loadFullStyles = () => {
  loading ??= import('./full');
  return loading;
};
