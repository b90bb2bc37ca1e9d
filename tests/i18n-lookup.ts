/** How i18next finds a key: in which namespace, under which path, and whether a language has it. */
import { defaultNamespace, namespaces } from '@/app/i18n';

const knownNamespaces: readonly string[] = namespaces;

/** i18next's rule: a key with a space, ',', '?', '!' or ';' before any '.' is a sentence, whose ':' names no namespace. */
export const isNaturalLanguage = (key: string) => {
  const sentence = /[ ,?!;]/;
  if (!sentence.test(key)) return false;
  const dot = key.indexOf('.');
  return !(dot > 0 && !sentence.test(key.slice(0, dot)));
};

/** Where i18next looks for a key: its namespace (named before ':' unless a sentence) and path. */
export const resolveKey = (key: string, translatorNamespaces: string[]) => {
  const [first = defaultNamespace] = translatorNamespaces;
  if (isNaturalLanguage(key) || !key.includes(':')) return { namespace: first, path: key };
  const [namespace = first, ...rest] = key.split(':');
  return { namespace, path: rest.join('.') };
};

type Tree = Record<string, unknown>;

/** i18next's lookup: a property named by the whole rest of the path first, then path segments. */
const lookUp = (node: unknown, path: string): unknown => {
  if (typeof node !== 'object' || node === null) return undefined;
  if (Object.hasOwn(node, path)) return (node as Tree)[path];
  const parts = path.split('.');
  for (let length = parts.length - 1; length > 0; length--) {
    const head = parts.slice(0, length).join('.');
    if (Object.hasOwn(node, head)) {
      const found = lookUp((node as Tree)[head], parts.slice(length).join('.'));
      if (found !== undefined) return found;
    }
  }
  return undefined;
};

/**
 * Whether a key has a text in a language's files (itself or its plural forms), or, for a prefix,
 * a group of texts.
 */
export const hasText = (
  translations: (namespace: string) => Tree,
  namespace: string,
  path: string,
  prefix = false,
) => {
  if (!knownNamespaces.includes(namespace)) return false;
  const file = translations(namespace);
  const found = [path, `${path}_one`, `${path}_other`].map((candidate) => lookUp(file, candidate));
  return found.some((text) => typeof text === 'string' || (prefix && typeof text === 'object'));
};
