/** Spec 3 §2.10: the preview button is offered only for http and https addresses. */
export const isPreviewable = (url: string | undefined): boolean => {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};
