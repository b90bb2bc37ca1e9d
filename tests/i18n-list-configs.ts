/**
 * The translation keys of the lists, read from each `defineList({...})` config rather than from
 * the shared list kit's calls (whose translator takes the config's namespaces, which no type
 * names): the table's name and empty texts (`texts`), and the bulk actions' noun, labels and the
 * reasons their rules give for skipping a row (`bulk`, also where it is a constant of another
 * file). Each is checked against the config's first namespace, as the kit's `t` reads it. A field
 * that cannot be read is reported with its keys undefined, never skipped.
 */
import { relative } from 'node:path';
import ts from 'typescript';
import { sourceProgram } from './i18n-program';
import { literalsOf } from './i18n-usage';

export type ConfigKey = {
  /** 'src/…:line' of the key's expression. */
  at: string;
  /** The config's listId. */
  list: string;
  /**
   * Which field: 'texts.empty', 'bulk.noun', 'bulk.actions[cancel].label', '… .rule'; for a list
   * whose actions come from an action table, each entry's 'label', 'bulkLabel', 'rule', 'disabled'
   * and 'bulkRule'.
   */
  field: string;
  /** The config's namespaces, as `useTranslation(config.ns)` takes them. */
  namespaces: string[];
  keys?: string[];
};

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)
    ? unwrap(node.expression)
    : node;

export const readListConfigs = (): ConfigKey[] => {
  const { program, checker, sources } = sourceProgram();
  const found: ConfigKey[] = [];

  /** What a name stands for: a constant's initializer, an object's property, across imports. */
  const definition = (node: ts.Expression): ts.Node | undefined => {
    let symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(node) ? node.name : node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    if (!declaration) return undefined;
    if (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration))
      return declaration.initializer;
    return ts.isFunctionDeclaration(declaration) ? declaration : undefined;
  };
  /** An object literal, also behind a constant. */
  const objectOf = (node: ts.Expression | undefined) => {
    const value = node && unwrap(node);
    const resolved = value && ts.isIdentifier(value) ? definition(value) : value;
    const object = resolved && ts.isExpression(resolved) ? unwrap(resolved) : undefined;
    return object && ts.isObjectLiteralExpression(object) ? object : undefined;
  };
  const property = (object: ts.ObjectLiteralExpression, name: string) => {
    const entry = object.properties.find((candidate) => candidate.name?.getText() === name);
    return entry && ts.isPropertyAssignment(entry) ? entry.initializer : undefined;
  };

  /** The values a function returns (its returns, not those of functions inside it). */
  const returned = (fn: ts.SignatureDeclaration & { body?: ts.Node }): ts.Expression[] => {
    if (!fn.body) return [];
    if (!ts.isBlock(fn.body)) return [fn.body as ts.Expression];
    const values: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) values.push(node.expression);
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return values;
  };
  const all = (lists: (string[] | undefined)[]) =>
    lists.every((list) => list !== undefined) ? lists.flat() : undefined;

  /** The strings a rule (`(row) => null | 'reason'`) can give, through the builders it is made by. */
  const reasons = (node: ts.Expression, depth = 0): string[] | undefined => {
    if (depth > 6) return undefined;
    const rule = unwrap(node);
    if (ts.isArrowFunction(rule) || ts.isFunctionExpression(rule))
      return all(returned(rule).map((value) => reasonValues(value, depth + 1)));
    if (ts.isIdentifier(rule) || ts.isPropertyAccessExpression(rule)) {
      const target = definition(rule);
      if (target && ts.isFunctionDeclaration(target))
        return all(returned(target).map((value) => reasonValues(value, depth + 1)));
      return target && ts.isExpression(target) ? reasons(target, depth + 1) : undefined;
    }
    // A rule made by a builder (`byMenu('cancel', 'bulk.skip.cancelState')`): the rules it returns.
    if (ts.isCallExpression(rule)) {
      const callee = rule.expression;
      const builder =
        ts.isIdentifier(callee) || ts.isPropertyAccessExpression(callee) ? definition(callee) : undefined;
      if (!builder || !(ts.isArrowFunction(builder) || ts.isFunctionDeclaration(builder))) return undefined;
      return all(returned(builder).map((value) => reasons(value, depth + 1)));
    }
    return undefined;
  };
  /** A returned value: null, a reason, a choice of them, or what another rule gives. */
  const reasonValues = (node: ts.Expression, depth: number): string[] | undefined => {
    const value = unwrap(node);
    if (value.kind === ts.SyntaxKind.NullKeyword) return [];
    if (ts.isConditionalExpression(value))
      return all([reasonValues(value.whenTrue, depth), reasonValues(value.whenFalse, depth)]);
    if (
      ts.isBinaryExpression(value) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(value.operatorToken.kind)
    )
      return all([reasonValues(value.left, depth), reasonValues(value.right, depth)]);
    // Another rule applied to the row (`byMenu('cancel', …)(payment)`).
    if (ts.isCallExpression(value)) return reasons(value.expression, depth + 1);
    return literalsOf(checker, value);
  };

  /** The value a shorthand property (`{ actions }`) stands for: its constant's initializer. */
  const shorthandValue = (entry: ts.ShorthandPropertyAssignment) => {
    const declaration = checker.getShorthandAssignmentValueSymbol(entry)?.valueDeclaration;
    return declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  };

  /**
   * The entries of an action table, where `bulk.actions` is `actionTable.bulk(table)`: each entry's
   * object literal, and the objects spread into it (`...onMany[action]`: any value of the map).
   * Through constants, the table's builder (`paymentActionTable(context)`) and `keys.map(…)`.
   */
  type TableEntry = { object: ts.ObjectLiteralExpression; facets: ts.ObjectLiteralExpression[] };
  const entryOf = (node: ts.Expression): TableEntry | undefined => {
    const object = objectOf(node);
    if (!object) return undefined;
    const spreads = object.properties
      .filter(ts.isSpreadAssignment)
      .map((spread) => unwrap(spread.expression));
    const spread = spreads.map((value) => {
      if (!ts.isElementAccessExpression(value)) return objectOf(value) && [objectOf(value)!];
      const values = objectOf(value.expression)?.properties.map((entry) =>
        ts.isPropertyAssignment(entry) ? objectOf(entry.initializer) : undefined,
      );
      return values?.every((entry) => entry !== undefined) ? values : undefined;
    });
    if (!spread.every((facets) => facets !== undefined)) return undefined;
    return { object, facets: [object, ...spread.flat()] };
  };
  const tableOf = (node: ts.Node, depth = 0): TableEntry[] | undefined => {
    if (depth > 6) return undefined;
    if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
      const tables = returned(node).map((value) => tableOf(value, depth + 1));
      return tables.every((table) => table !== undefined) ? tables.flat() : undefined;
    }
    if (!ts.isExpression(node)) return undefined;
    const value = unwrap(node);
    if (ts.isArrayLiteralExpression(value)) {
      const entries = value.elements.map(entryOf);
      return entries.every((entry) => entry !== undefined) ? entries : undefined;
    }
    if (ts.isIdentifier(value)) {
      const target = definition(value);
      return target && tableOf(target, depth + 1);
    }
    if (!ts.isCallExpression(value)) return undefined;
    const [first] = value.arguments;
    // `keys.map((key) => ({ … }))`: the entry the callback returns.
    if (ts.isPropertyAccessExpression(value.expression) && value.expression.name.text === 'map') {
      const callback = first && unwrap(first);
      if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) return undefined;
      const entries = returned(callback).map(entryOf);
      return entries.every((entry) => entry !== undefined) ? entries : undefined;
    }
    // The kit's `actionTable.bulk(table)`: the table's entries.
    const callee = value.expression;
    if (ts.isPropertyAccessExpression(callee) && callee.getText() === 'actionTable.bulk')
      return first && tableOf(first, depth + 1);
    if (!ts.isIdentifier(callee) && !ts.isPropertyAccessExpression(callee)) return undefined;
    const builder = definition(callee);
    return builder && tableOf(builder, depth + 1);
  };

  for (const file of sources) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const where = (node: ts.Node) =>
      `${relative(process.cwd(), node.getSourceFile().fileName)}:${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      ts.forEachChild(node, visit);
      if (!ts.isCallExpression(node) || node.expression.getText() !== 'defineList') return;
      const config = objectOf(node.arguments[0]);
      const ns = config && property(config, 'ns');
      const namespaces = ns && (ts.isArrayLiteralExpression(unwrap(ns)) ? unwrap(ns) : ns);
      const names =
        namespaces && ts.isArrayLiteralExpression(namespaces)
          ? all(namespaces.elements.map((element) => literalsOf(checker, element)))
          : namespaces && literalsOf(checker, namespaces);
      const list = (config && property(config, 'listId')?.getText().replace(/'/g, '')) ?? where(node);
      const add = (field: string, at: ts.Node, keys: string[] | undefined) =>
        found.push({ at: where(at), list, field, namespaces: names ?? [], keys: names && keys });
      if (!config || !names) {
        add('ns', node, undefined);
        return;
      }
      const texts = objectOf(property(config, 'texts'));
      if (!texts) add('texts', config, undefined);
      else {
        const label = property(texts, 'label');
        // Without a label the table is named by the list's 'title'.
        add('texts.label', label ?? texts, label ? literalsOf(checker, label) : ['title']);
        for (const name of ['empty', 'filteredEmpty', 'newRows']) {
          const value = property(texts, name);
          if (value) add(`texts.${name}`, value, literalsOf(checker, value));
        }
      }
      const create = objectOf(property(config, 'create'));
      const createLabel = create && property(create, 'label');
      if (createLabel) add('create.label', createLabel, literalsOf(checker, createLabel));
      const bulkNode = property(config, 'bulk');
      if (!bulkNode) return;
      const bulk = objectOf(bulkNode);
      if (!bulk) {
        add('bulk', bulkNode, undefined);
        return;
      }
      const noun = property(bulk, 'noun');
      add('bulk.noun', noun ?? bulk, noun && literalsOf(checker, noun));
      const actionsEntry = bulk.properties.find((candidate) => candidate.name?.getText() === 'actions');
      if (!actionsEntry) return;
      const actionsNode = ts.isPropertyAssignment(actionsEntry)
        ? actionsEntry.initializer
        : ts.isShorthandPropertyAssignment(actionsEntry)
          ? shorthandValue(actionsEntry)
          : undefined;
      const actions = actionsNode && unwrap(actionsNode);
      if (!actions || !ts.isArrayLiteralExpression(actions)) {
        const table = actions && tableOf(actions);
        if (!table) add('bulk.actions', actionsEntry, undefined);
        for (const entry of table ?? []) {
          const id = property(entry.object, 'id')?.getText().replace(/'/g, '');
          const label = property(entry.object, 'label');
          add(`bulk.actions[${id}].label`, label ?? entry.object, label && literalsOf(checker, label));
          for (const facet of entry.facets) {
            const bulkLabel = property(facet, 'bulkLabel');
            if (bulkLabel) add(`bulk.actions[${id}].bulkLabel`, bulkLabel, literalsOf(checker, bulkLabel));
            for (const name of ['rule', 'disabled', 'bulkRule']) {
              const rule = property(facet, name);
              if (rule) add(`bulk.actions[${id}].${name}`, rule, reasons(rule));
            }
          }
        }
        return;
      }
      for (const element of actions.elements) {
        const action = objectOf(element);
        const id = action && property(action, 'id')?.getText().replace(/'/g, '');
        const label = action && property(action, 'label');
        const rule = action && property(action, 'rule');
        add(`bulk.actions[${id}].label`, label ?? element, label && literalsOf(checker, label));
        add(`bulk.actions[${id}].rule`, rule ?? element, rule && reasons(rule));
      }
    };
    visit(source);
  }
  return found;
};
