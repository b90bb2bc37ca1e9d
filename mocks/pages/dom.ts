/** Tiny DOM helpers for the stand-in pages: text only, never HTML from data. */
export const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  node.append(...children);
  return node;
};

export const standInBadge = () => element('span', { class: 'stand-in' }, 'Mock stand-in');
