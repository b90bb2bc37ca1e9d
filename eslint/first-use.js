/**
 * Code loaded on first use goes through one helper (src/lib/on-first-use.ts and, on screen,
 * src/components/first-use/): `import()` only as the arrow handed to `onFirstUse`, `lazyPart`,
 * `lazyDialog` or `lazyScreen` (`() => import('./x')`, or `.then(...)` on it), and React's
 * `lazy()` and the router's `lazyRouteComponent()` only inside src/components/first-use/. So every
 * such part waits while offline, is tried again after a failed load and can be preloaded.
 */
import { relative, resolve, dirname } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const HELPERS = new Set(['onFirstUse', 'lazyPart', 'lazyDialog', 'lazyScreen']);
const LAZY = new Set(['lazy', 'lazyRouteComponent']);

/** `import('./x')` or `import('./x').then(...)...`, the body of an arrow handed to a helper. */
const handedToHelper = (node) => {
  let top = node;
  while (
    (top.parent.type === 'MemberExpression' && top.parent.object === top) ||
    (top.parent.type === 'CallExpression' && top.parent.callee === top)
  )
    top = top.parent;
  const arrow = top.parent;
  if (arrow.type !== 'ArrowFunctionExpression' || arrow.body !== top) return false;
  const call = arrow.parent;
  return (
    call.type === 'CallExpression' &&
    call.arguments[0] === arrow &&
    call.callee.type === 'Identifier' &&
    HELPERS.has(call.callee.name)
  );
};

const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? callee.property.name : '';

export const firstUse = {
  meta: {
    type: 'problem',
    docs: { description: 'Code loaded on first use goes through onFirstUse and src/components/first-use/.' },
    schema: [],
    messages: {
      bareImport:
        "Load code on first use through the helper: onFirstUse(() => import('…')), lazyPart, lazyDialog or lazyScreen (src/lib/on-first-use.ts).",
      bareLazy: '{{name}}() only in src/components/first-use/: use lazyPart, lazyDialog or lazyScreen.',
    },
  },
  create(context) {
    const path = relative(root, context.filename);
    if (!path.startsWith('src/') || path === 'src/routeTree.gen.ts') return {};
    const inHelper = path.startsWith('src/components/first-use/');
    return {
      ImportExpression(node) {
        if (!handedToHelper(node)) context.report({ node, messageId: 'bareImport' });
      },
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (LAZY.has(name) && !inHelper) context.report({ node, messageId: 'bareLazy', data: { name } });
      },
    };
  },
};
