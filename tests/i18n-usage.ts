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
};

const repoRoot = relative(process.cwd(), `${import.meta.dirname}/..`) || '.';
const namespaced = new RegExp(`^(${namespaces.join('|')}):`);

/** The calls in the sources by the name they call, for the key builders' arguments. */
let callsByName = new Map<string, ts.CallExpression[]>();

/** The strings an expression can be, when its type is a string literal or a union of them. */
const literalsOf = (checker: ts.TypeChecker, node: ts.Expression): string[] | undefined => {
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
 * A key builder's parameter (`const message = (key: string) => \`debitors:validation.${key}\``):
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
  const passed = (callsByName.get(name.text) ?? [])
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

/** The namespaces of a `TFunction<Ns>` type; undefined when the type is no TFunction. */
const namespacesOfTranslator = (checker: ts.TypeChecker, type: ts.Type): string[] | undefined => {
  if (type.getSymbol()?.getName() !== 'TFunction') return undefined;
  const [ns] = checker.getTypeArguments(type as ts.TypeReference);
  if (!ns) return [defaultNamespace];
  const parts = checker.isTupleType(ns) ? checker.getTypeArguments(ns as ts.TypeReference) : [ns];
  const names = parts.map((part) => (part.isStringLiteral() ? part.value : undefined));
  if (names.some((name) => name === undefined)) return undefined;
  // Without typed resources i18next's default namespace type is 'translation': ours is global.
  return names.map((name) => (name === 'translation' ? defaultNamespace : (name ?? defaultNamespace)));
};

const unresolved =
  /^(@tabler\/icons-react|pdf-lib|@faker-js\/faker|recharts|@mantine\/charts|msw|papaparse)(\/|$)/;

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

/** Only calls of something named `t` are asked for their type: asking every call costs seconds. */
const isTranslatorName = (callee: ts.Expression) =>
  (ts.isIdentifier(callee) && callee.text === 't') ||
  (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');

export const findKeyUses = (): KeyUse[] => {
  const configPath = ts.findConfigFile(repoRoot, ts.sys.fileExists, 'tsconfig.json');
  if (!configPath) throw new Error('tsconfig.json not found');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json unreadable');
  const sources = config.fileNames.filter(
    (file) => /\/src\/.*\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$|routeTree\.gen\.ts$/.test(file),
  );
  // Packages no key's type comes from are left unresolved (their imports are `any`): their
  // declarations, the icons' 7.5 MB and Node's 2.3 MB among them, were most of the time.
  const options = { ...config.options, types: ['vite/client'] };
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(repoRoot, (name) => name, options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, resolveOptions) =>
    literals.map((literal) =>
      unresolved.test(literal.text)
        ? { resolvedModule: undefined }
        : ts.resolveModuleName(literal.text, containingFile, resolveOptions, host, cache, redirected),
    );
  const program = ts.createProgram(sources, options, host);
  const checker = program.getTypeChecker();
  const uses: KeyUse[] = [];
  callsByName = new Map();
  const collectCalls = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const calls = callsByName.get(node.expression.text) ?? [];
      callsByName.set(node.expression.text, [...calls, node]);
    }
    ts.forEachChild(node, collectCalls);
  };
  for (const file of sources) {
    const source = program.getSourceFile(file);
    if (source) collectCalls(source);
  }

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
        const ns = namespacesOfTranslator(checker, checker.getTypeAtLocation(node.expression));
        if (ns) record(node.arguments[0], namespaceOption(node.arguments[1]) ?? ns);
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
