/**
 * The items a HAL answer embeds under one key. Production trusts the backend's types, so this is
 * read with care: a backend that answers what it has none of as `[]`, `{}` or an empty body rather
 * than an empty list gets the screen's empty state (spec 3 §2.6: 'no events'), never a broken page.
 */
export const embeddedItems = <T, K extends string>(
  answer: { _embedded: { [P in K]: T[] } } | undefined,
  key: K,
): T[] => {
  const embedded: unknown =
    typeof answer === 'object' && answer !== null ? Reflect.get(answer, '_embedded') : undefined;
  const items: unknown =
    typeof embedded === 'object' && embedded !== null ? Reflect.get(embedded, key) : undefined;
  return Array.isArray(items) ? items : [];
};
