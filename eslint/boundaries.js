/**
 * The layout's one-way rules as a lint rule (docs/architecture.md#the-one-way-flow): features never
 * import other features or routes; entities (what several features share of a record) never
 * import features or routes; features, entities, components and lib never import src/app;
 * components never import entities, features or routes; lib imports only lib (and generated
 * code); the app never imports the mock backend except where it starts it.
 */
import { dirname, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

const aliases = [
  ['@/', 'src/'],
  ['@generated/', 'src-generated/'],
];

/** The project path an import points to, or null for a package. */
const target = (source, filename) => {
  for (const [alias, path] of aliases) if (source.startsWith(alias)) return path + source.slice(alias.length);
  if (source.startsWith('.')) return relative(root, resolve(dirname(filename), source));
  return null;
};

/** Where a project path sits: { layer, area }. */
const placeOf = (path) => {
  const parts = path.split('/');
  if (parts[0] === 'mocks') return { layer: 'mocks' };
  if (parts[0] !== 'src') return { layer: 'other' };
  if (parts[1] === 'features') return { layer: 'features', area: parts[2] };
  if (['entities', 'components', 'lib', 'app', 'routes'].includes(parts[1])) return { layer: parts[1] };
  return { layer: 'src' };
};

const forbidden = {
  features: ['routes', 'app', 'mocks'],
  entities: ['features', 'routes', 'app', 'mocks'],
  components: ['entities', 'features', 'routes', 'app', 'mocks'],
  lib: ['entities', 'features', 'components', 'routes', 'app', 'mocks'],
  routes: ['mocks'],
};

const messages = {
  otherFeature:
    'A feature never imports another feature ({{area}}): move what both need of a record into src/entities/<record>/, the rest into src/components or src/lib.',
  layer: 'src/{{from}} must not import src/{{to}} (the one-way flow of docs/architecture.md).',
  mocks: 'The app never imports the mock backend; only src/app starts it.',
};

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'The one-way imports between features, entities, components, lib, app and routes.' },
    schema: [],
    messages,
  },
  create(context) {
    const from = placeOf(relative(root, context.filename));
    if (!forbidden[from.layer]) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const path = target(source, context.filename);
      if (!path) return;
      const to = placeOf(path);
      if (from.layer === 'features' && to.layer === 'features' && to.area !== from.area) {
        context.report({ node: node.source, messageId: 'otherFeature', data: { area: to.area } });
      } else if (forbidden[from.layer].includes(to.layer)) {
        context.report({
          node: node.source,
          messageId: to.layer === 'mocks' ? 'mocks' : 'layer',
          data: { from: from.layer, to: to.layer },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

import { firstUse } from './first-use.js';

export default { rules: { boundaries, 'first-use': firstUse } };
