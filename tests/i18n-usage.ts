/**
 * Which translation keys the code uses, read from the TypeScript sources with the compiler's type
 * checker: every `t(...)` of a `TFunction` (its namespaces from its type, e.g.
 * `TFunction<['payments', 'lists']>`), every Trans `i18nKey`, and every 'namespace:key' literal
 * (the alerts' keys of the mutation wrapper, the form schemas' messages). A template literal or an
 * expression is expanded when its type is a union of string literals (`actions.${action}`); what
 * is left is reported as dynamic, for a table test to cover.
 */
import { relative } from 'node:path';
import ts from 'typescript';
import { defaultNamespace, namespaces } from '@/app/i18n';
import { readPropKeys } from './i18n-generic';
import { sourceProgram } from './i18n-program';

export type KeyUse = {
  /** 'src/…:line' */
  at: string;
  /** The code of the key's expression. */
  code: string;
  /** The namespaces the translator looks in, the first first. */
  namespaces: string[];
  /** The key strings the expression can have; undefined when the types do not say. */
  keys?: string[];
  /** A 'namespace:key' literal outside a call: it may name a group of keys, a prefix. */
  literal?: boolean;
  /**
   * A call of a translator whose namespaces the types do not say (a `TFunction<Ns>` of a generic
   * `Ns`, or a function named like a translator that is no TFunction): its keys are unread here.
   */
  unread?: string;
};

const namespaced = new RegExp(`^(${namespaces.join('|')}):`);

/** The calls in the sources by the name they call, for the key builders' arguments. */
let callsByName: Map<string, ts.CallExpression[]> | undefined;
const callsNamed = (name: string) => {
  if (!callsByName) {
    const { program, sources } = sourceProgram();
    const calls = new Map<string, ts.CallExpression[]>();
    const collect = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression))
        calls.set(node.expression.text, [...(calls.get(node.expression.text) ?? []), node]);
      ts.forEachChild(node, collect);
    };
    for (const file of sources) {
      const source = program.getSourceFile(file);
      if (source) collect(source);
    }
    callsByName = calls;
  }
  return callsByName.get(name) ?? [];
};

/** The strings an expression can be, when its type is a string literal or a union of them. */
export const literalsOf = (checker: ts.TypeChecker, node: ts.Expression): string[] | undefined => {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    let texts = [node.head.text];
    for (const span of node.templateSpans) {
      const values = literalsOf(checker, span.expression);
      if (!values) return undefined;
      texts = texts.flatMap((text) => values.map((value) => text + value + span.literal.text));
    }
    return texts;
  }
  if (ts.isParenthesizedExpression(node)) return literalsOf(checker, node.expression);
  if (ts.isIdentifier(node)) {
    const initializer = constantValue(checker, node);
    const passed = initializer ? undefined : argumentsOfCalls(checker, node);
    const found = initializer ? literalsOf(checker, initializer) : passed && allLiterals(checker, passed);
    if (found) return found;
  }
  // A property of a builder's parameter (`message(keys.required)`): what the calls pass for it.
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const passed = argumentsOfCalls(checker, node.expression);
    const found =
      passed &&
      allLiterals(
        checker,
        passed.flatMap((argument) => propertyValues(argument, node.name.text)),
      );
    if (found) return found;
  }
  // An entry of a constant map (`createLabels[area]`): any of its values.
  if (ts.isElementAccessExpression(node)) {
    const initializer = constantValue(checker, node.expression);
    const found = initializer && allLiterals(checker, propertyValues(initializer));
    if (found) return found;
  }
  if (ts.isConditionalExpression(node)) {
    const [whenTrue, whenFalse] = [literalsOf(checker, node.whenTrue), literalsOf(checker, node.whenFalse)];
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : undefined;
  }
  const type = checker.getTypeAtLocation(node);
  const parts = type.isUnion() ? type.types : [type];
  const values = parts.map((part) =>
    part.isStringLiteral() ? part.value : part.isNumberLiteral() ? String(part.value) : undefined,
  );
  return values.every((value) => value !== undefined) ? values : undefined;
};

/**
 * A key builder's parameter (`const message = (key: string) => \`customers:validation.${key}\``):
 * what its calls pass for it.
 */
const argumentsOfCalls = (checker: ts.TypeChecker, node: ts.Identifier): ts.Expression[] | undefined => {
  const parameter = checker.getSymbolAtLocation(node)?.valueDeclaration;
  if (!parameter || !ts.isParameter(parameter) || !ts.isIdentifier(parameter.name)) return undefined;
  const builder = parameter.parent;
  const index = builder.parameters.indexOf(parameter);
  const name =
    ts.isFunctionDeclaration(builder) && builder.name
      ? builder.name
      : ts.isArrowFunction(builder) &&
          ts.isVariableDeclaration(builder.parent) &&
          ts.isIdentifier(builder.parent.name)
        ? builder.parent.name
        : undefined;
  const symbol = name && checker.getSymbolAtLocation(name);
  if (!symbol) return undefined;
  const passed = callsNamed(name.text)
    .filter((call) => {
      const called = checker.getSymbolAtLocation(call.expression);
      return (
        (called && called.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(called) : called) === symbol
      );
    })
    .map((call) => call.arguments[index]);
  return passed.length && passed.every((argument) => argument !== undefined) ? passed : undefined;
};

const allLiterals = (checker: ts.TypeChecker, nodes: readonly (ts.Expression | undefined)[]) => {
  const values = nodes.map((node) => node && literalsOf(checker, node));
  return values.length && values.every((value) => value !== undefined) ? values.flat() : undefined;
};

/** The values of an object literal's properties: all of them, or the one named. */
const propertyValues = (node: ts.Expression, name?: string) => {
  let object = node;
  while (
    ts.isSatisfiesExpression(object) ||
    ts.isAsExpression(object) ||
    ts.isParenthesizedExpression(object)
  )
    object = object.expression;
  if (!ts.isObjectLiteralExpression(object)) return [undefined];
  return object.properties
    .filter((property) => name === undefined || property.name?.getText() === name)
    .map((property) => (ts.isPropertyAssignment(property) ? property.initializer : undefined));
};

/** A constant's initializer. */
const constantValue = (checker: ts.TypeChecker, node: ts.Expression) => {
  const declaration = ts.isIdentifier(node) ? checker.getSymbolAtLocation(node)?.valueDeclaration : undefined;
  return declaration &&
    ts.isVariableDeclaration(declaration) &&
    ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const
    ? declaration.initializer
    : undefined;
};

/** Whether a type is i18next's TFunction (whatever its namespaces). */
const isTranslatorType = (type: ts.Type) => type.getSymbol()?.getName() === 'TFunction';

/** The namespaces of a `TFunction<Ns>` type; undefined when the type is no TFunction. */
const namespacesOfTranslator = (checker: ts.TypeChecker, type: ts.Type): string[] | undefined => {
  if (!isTranslatorType(type)) return undefined;
  const [ns] = checker.getTypeArguments(type as ts.TypeReference);
  if (!ns) return [defaultNamespace];
  const parts = checker.isTupleType(ns) ? checker.getTypeArguments(ns as ts.TypeReference) : [ns];
  const names = parts.map((part) => (part.isStringLiteral() ? part.value : undefined));
  if (names.some((name) => name === undefined)) return undefined;
  // Without typed resources i18next's default namespace type is 'translation': ours is global.
  return names.map((name) => (name === 'translation' ? defaultNamespace : (name ?? defaultNamespace)));
};

/** The namespace a call names in its options (`t(key, { ns: 'global' })`). */
const namespaceOption = (options: ts.Expression | undefined) => {
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  const ns = options.properties.find(
    (property) => ts.isPropertyAssignment(property) && property.name.getText() === 'ns',
  );
  return ns && ts.isPropertyAssignment(ns) && ts.isStringLiteral(ns.initializer)
    ? [ns.initializer.text]
    : undefined;
};

/**
 * Only calls of something named like a translator (`t`, `tLists`, `i18n.t`) are asked for their
 * type: asking every call costs seconds.
 */
const translatorName = /^t(?:[A-Z]\w*)?$/;
const isTranslatorName = (callee: ts.Expression) =>
  (ts.isIdentifier(callee) && translatorName.test(callee.text)) ||
  (ts.isPropertyAccessExpression(callee) && translatorName.test(callee.name.text));

export const findKeyUses = (): KeyUse[] => {
  const { program, checker, sources } = sourceProgram();
  const propKeys = readPropKeys(program, sources, (node) => literalsOf(checker, node));
  const uses: KeyUse[] = [];
  for (const file of sources) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const where = (node: ts.Node) =>
      `${relative(process.cwd(), file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const seen = new Set<ts.Node>();
    const record = (node: ts.Expression, ns: string[], literal = false) => {
      seen.add(node);
      const keys = literalsOf(checker, node);
      uses.push({ at: where(node), code: node.getText(), namespaces: ns, keys, ...(literal && { literal }) });
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.arguments[0] && isTranslatorName(node.expression)) {
        const type = checker.getTypeAtLocation(node.expression);
        const ns = namespaceOption(node.arguments[1]) ?? namespacesOfTranslator(checker, type);
        const key = node.arguments[0];
        const fromProps = ns ? undefined : propKeys(node);
        // Keys that name their namespace ('lists:bulk.selectAll') need none from the translator.
        const named = ts.isTemplateExpression(key)
          ? namespaced.test(key.head.text)
          : literalsOf(checker, key)?.every((value) => namespaced.test(value));
        if (ns) record(key, ns);
        else if (fromProps)
          for (const { namespace, keys } of fromProps) {
            seen.add(key);
            uses.push({ at: where(key), code: key.getText(), namespaces: [namespace], keys });
          }
        else if (named) record(key, [defaultNamespace]);
        else {
          seen.add(node.arguments[0]);
          uses.push({
            at: where(node.arguments[0]),
            code: node.arguments[0].getText(),
            namespaces: [],
            unread: isTranslatorType(type)
              ? `${node.expression.getText()} is a TFunction of namespaces the types do not name`
              : `${node.expression.getText()} is no TFunction (${checker.typeToString(type)})`,
          });
        }
      }
      if (ts.isJsxAttribute(node) && node.name.getText() === 'i18nKey' && node.initializer) {
        const element = node.parent.parent;
        const translator = element.attributes.properties.find(
          (attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText() === 't',
        );
        const tExpression =
          translator &&
          ts.isJsxAttribute(translator) &&
          translator.initializer &&
          ts.isJsxExpression(translator.initializer)
            ? translator.initializer.expression
            : undefined;
        const ns = tExpression
          ? namespacesOfTranslator(checker, checker.getTypeAtLocation(tExpression))
          : undefined;
        const key = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
        if (key) record(key, ns ?? [defaultNamespace]);
      }
      if (
        (ts.isStringLiteral(node) ||
          ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isTemplateExpression(node)) &&
        !seen.has(node) &&
        namespaced.test(ts.isTemplateExpression(node) ? node.head.text : node.text) &&
        !ts.isImportDeclaration(node.parent)
      ) {
        record(node, [defaultNamespace], true);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
};
