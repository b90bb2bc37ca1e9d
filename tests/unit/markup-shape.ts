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
