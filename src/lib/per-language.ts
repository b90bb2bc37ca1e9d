/**
 * `make` (a list's filters or columns: labels, headers, cells that translate) built once per
 * language and namespaces of the translator it is given, and kept: a return to a list takes them
 * as they were, instead of asking i18next again for every label, which costs more than the rest
 * of the definitions together. What is kept holds the translator it was made with; another of the
 * same language and namespaces (i18next's fixed `t` carries both) says the same.
 */
export const perLanguage = <Translator extends object, T>(make: (t: Translator) => T) => {
  const made = new Map<string, T>();
  return (t: Translator): T => {
    const key = `${String(Reflect.get(t, 'lng') ?? '')}|${String(Reflect.get(t, 'ns') ?? '')}`;
    const known = made.get(key);
    if (known !== undefined) return known;
    const value = make(t);
    made.set(key, value);
    return value;
  };
};
