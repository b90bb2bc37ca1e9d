/** Comparing and searching texts the way the backend does. */

/** Equal ignoring case and surrounding blanks (e-mail addresses, names). */
export const sameText = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export const sameEmail = sameText;

/**
 * `sameText` against one text for many candidates: the wanted text is normalised once, and a
 * candidate only when its length could match (lists of thousands are searched this way).
 */
export const textMatcher = (wanted: string | undefined) => {
  const key = wanted?.trim().toLowerCase();
  if (!key) return () => false;
  return (candidate: string | undefined) =>
    !!candidate &&
    candidate.length >= key.length &&
    (candidate === key || candidate.trim().toLowerCase() === key);
};

/** Every term of the search must occur in one of the texts ("Max Mustermann" finds Max Mustermann). */
export const matchesTerms = (search: string | undefined, texts: (string | number | undefined)[]) => {
  if (!search?.trim()) return true;
  const haystack = texts
    .filter((text) => text !== undefined)
    .join(' ')
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => haystack.includes(term));
};
