/**
 * Leaving the portal for another site and coming back (contract signing at the bank). The address
 * comes from the server, so only web addresses are followed: https, and http only on this machine
 * (the mock and local development).
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const safeExternalUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, window.location.href);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.toString();
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return url.toString();
  return null;
};

/** The one place the app sends the whole page elsewhere (tests replace it). */
export const browserLocation = {
  assign: (url: string) => window.location.assign(url),
};
