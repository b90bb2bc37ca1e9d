/** Each element's tag, classes and attributes (but ids, `for` and styles), in document order. */
export const markupShape = (root: Element) =>
  [root, ...root.querySelectorAll('*')].map((element) => ({
    tag: element.tagName,
    classes: [...element.classList].sort(),
    attributes: Object.fromEntries(
      [...element.attributes]
        .filter((attribute) => !['id', 'for', 'class', 'style', 'xmlns'].includes(attribute.name))
        .map((attribute) => [attribute.name, attribute.value]),
    ),
  }));

/**
 * The classes of `element` that its component does not export (`exported`: the component's
 * `classes`): Mantine gives some parts a class of its own stylesheet beside the exported one.
 */
export const unexportedClasses = (element: Element, exported: Record<string, string>) => {
  const known = new Set(Object.values(exported).flatMap((names) => names.split(' ')));
  return [...element.classList].filter((name) => !known.has(name) && !name.startsWith('mantine-'));
};

const rules = (css: string) =>
  [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector = '', body = '']) => ({
    selector: selector.trim(),
    declarations: [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);?/g)].map(([, name = '', value = '']) => [
      name,
      value.trim(),
    ]),
  }));

/** `.name` or `.name:where([attribute='value'])`, as Mantine's stylesheets write a part's variants. */
const matches = (selector: string, name: string, element: Element) => {
  if (selector === `.${name}`) return true;
  const where = selector.match(new RegExp(`^\\.${name}:where\\(\\[([\\w-]+)='([^']*)'\\]\\)$`));
  return where !== null && element.getAttribute(where[1] ?? '') === where[2];
};

/**
 * The CSS variables `element` has: those its classes in `classNames` set in `css` (a stylesheet of
 * the installed Mantine), then its own style's, each resolved through the others.
 */
export const cssVariables = (element: HTMLElement, css: string, classNames: string[]) => {
  const variables = new Map<string, string>();
  for (const { selector, declarations } of rules(css))
    if (classNames.some((name) => matches(selector, name, element)))
      for (const [name = '', value = ''] of declarations) variables.set(name, value);
  for (const name of element.style)
    if (name.startsWith('--')) variables.set(name, element.style.getPropertyValue(name).trim());
  const resolve = (value: string, depth = 0): string =>
    depth > 8
      ? value
      : value.replace(/var\((--[\w-]+)\)/g, (whole, name: string) => {
          const found = variables.get(name);
          return found === undefined ? whole : resolve(found, depth + 1);
        });
  return new Map([...variables].map(([name, value]) => [name, resolve(value)]));
};

/** The variables of `prefix` that the rules of `css` read, but those of the classes in `besides`. */
export const variablesRead = (css: string, prefix: string, besides: string[]) =>
  new Set(
    [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
      .filter(([, selector = '']) => !besides.some((name) => selector.includes(`.${name}`)))
      .flatMap(([, , body = '']) => [...body.matchAll(/var\((--[\w-]+)/g)].map(([, name = '']) => name))
      .filter((name) => name.startsWith(prefix)),
  );
