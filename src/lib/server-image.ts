import { useState } from 'react';

/**
 * The contract's ImageUrl pattern (openapi/components/common.yaml; a test keeps them equal). Not
 * imported from the generated zod file, which would bring the company schemas into the header's chunk.
 */
export const IMAGE_URL_PATTERN = /^(https:\/\/|data:image\/)/;

/**
 * The one rule for images whose address the backend hands out (company logo, brand background,
 * product images): an `https:` address, or an inline `data:image/…` one. The Content-Security-Policy
 * loads images only from those (img-src 'self' data: blob: https:), and an `http:` image on an https
 * portal is mixed content anyway, so any other address counts as no image: the portal never asks
 * for an image the policy would refuse.
 */
export const serverImageUrl = (url: string | null | undefined): string | undefined =>
  url && IMAGE_URL_PATTERN.test(url) ? url : undefined;

/**
 * A server image as a place shows it: its address under the rule above, and an error handler for
 * the <img>; once the image fails to load (a 404) the address is dropped too, so the place shows
 * its fallback instead of a broken image. A new address is tried afresh.
 */
export const useServerImage = (url: string | null | undefined) => {
  const [failed, setFailed] = useState<string | null>(null);
  const allowed = serverImageUrl(url);
  return {
    src: allowed === failed ? undefined : allowed,
    onError: () => setFailed(allowed ?? null),
  };
};
