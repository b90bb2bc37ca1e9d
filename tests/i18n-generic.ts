/**
 * The keys of a shared component whose translator's namespace is one of its props
 * (`const { t } = useTranslation(ns)` in `DetailShell`, `CompanyFields`): read from the places
 * that render it (`<DetailShell ns="payments" …>`), the namespace and the key alike, through a
 * component that passes its own prop on (`<BackToList ns={ns} />`). What cannot be read so is
 * left to the caller to report.
 */
import ts from 'typescript';

/** A namespace and the key strings of one translator call, from one place that renders it. */
export type PropKeys = { namespace: string; keys: string[] };

type Component = ts.ArrowFunction | ts.FunctionDeclaration | ts.FunctionExpression;
/** One place that renders the component the call is in: its props are read from there only. */
type Pin = { component: Component; element: ts.JsxOpeningLikeElement };

const MAX_DEPTH = 4;

/** The JSX elements of the sources, by tag name, collected once per program. */
let elements = new WeakMap<ts.Program, Map<string, ts.JsxOpeningLikeElement[]>>();
const elementsOf = (program: ts.Program, sources: readonly string[]) => {
  const known = elements.get(program);
  if (known) return known;
  const byName = new Map<string, ts.JsxOpeningLikeElement[]>();
  const visit = (node: ts.Node) => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ts.isIdentifier(node.tagName))
      byName.set(node.tagName.text, [...(byName.get(node.tagName.text) ?? []), node]);
    ts.forEachChild(node, visit);
  };
  for (const file of sources) {
    const source = program.getSourceFile(file);
    if (source) visit(source);
  }
  elements = new WeakMap([[program, byName]]);
  return byName;
};

const componentOf = (node: ts.Node): Component | undefined => {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent)
    if (
      (ts.isArrowFunction(at) || ts.isFunctionExpression(at)) &&
      ts.isVariableDeclaration(at.parent) &&
      ts.isIdentifier(at.parent.name) &&
      /^[A-Z]/.test(at.parent.name.text)
    )
      return at;
    else if (ts.isFunctionDeclaration(at) && at.name && /^[A-Z]/.test(at.name.text)) return at;
  return undefined;
};

const nameOf = (component: Component) =>
  ts.isFunctionDeclaration(component)
    ? component.name
    : ts.isVariableDeclaration(component.parent) && ts.isIdentifier(component.parent.name)
      ? component.parent.name
      : undefined;

/** The prop a name of the component's destructured first parameter stands for. */
const propName = (checker: ts.TypeChecker, node: ts.Identifier, component: Component) => {
  const declaration = checker.getSymbolAtLocation(node)?.valueDeclaration;
  if (!declaration || !ts.isBindingElement(declaration)) return undefined;
  const pattern = declaration.parent;
  if (!ts.isObjectBindingPattern(pattern) || pattern.parent !== component.parameters[0]) return undefined;
  return (declaration.propertyName ?? declaration.name).getText();
};

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)
    ? unwrap(node.expression)
    : node;

export const readPropKeys = (
  program: ts.Program,
  sources: readonly string[],
  literalsOf: (node: ts.Expression) => string[] | undefined,
) => {
  const checker = program.getTypeChecker();
  const byName = elementsOf(program, sources);

  /** The places that render a component, each with its attributes. */
  const renderings = (component: Component) => {
    const name = nameOf(component);
    const symbol = name && checker.getSymbolAtLocation(name);
    if (!name || !symbol) return undefined;
    const found = (byName.get(name.text) ?? []).filter((element) => {
      const tag = checker.getSymbolAtLocation(element.tagName);
      return (tag && tag.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(tag) : tag) === symbol;
    });
    return found.length ? found : undefined;
  };

  /** An attribute's value expression: `ns="x"` or `ns={x}`. */
  const attribute = (element: ts.JsxOpeningLikeElement, name: string) => {
    const found = element.attributes.properties.find(
      (property) => ts.isJsxAttribute(property) && property.name.getText() === name,
    );
    const value = found && ts.isJsxAttribute(found) ? found.initializer : undefined;
    if (!value) return undefined;
    return ts.isStringLiteral(value) ? value : ts.isJsxExpression(value) ? value.expression : undefined;
  };

  /** The strings an expression can be inside a component, a prop read from where it is rendered. */
  const values = (node: ts.Expression, depth: number, pin?: Pin): string[] | undefined => {
    const expression = unwrap(node);
    const component = componentOf(expression);
    if (depth > MAX_DEPTH || !component) return literalsOf(expression);
    const fromProp = (prop: string, then: (value: ts.Expression) => string[] | undefined) => {
      const places = pin?.component === component ? [pin.element] : renderings(component);
      const found = places?.map((element) => {
        const value = attribute(element, prop);
        return value && then(value);
      });
      return found?.every((value) => value !== undefined) ? found.flat() : undefined;
    };
    if (ts.isIdentifier(expression)) {
      const prop = propName(checker, expression, component);
      if (prop) return fromProp(prop, (value) => values(value, depth + 1));
    }
    // A property of an object prop (`texts.title`): that property of what is passed.
    if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
      const prop = propName(checker, expression.expression, component);
      const key = expression.name.text;
      if (prop)
        return fromProp(prop, (value) => {
          const object = unwrap(value);
          const declaration = ts.isIdentifier(object)
            ? checker.getSymbolAtLocation(object)?.valueDeclaration
            : undefined;
          const literal =
            declaration && ts.isVariableDeclaration(declaration) && declaration.initializer
              ? unwrap(declaration.initializer)
              : object;
          if (!ts.isObjectLiteralExpression(literal)) return undefined;
          const property = literal.properties.find((entry) => entry.name?.getText() === key);
          return property && ts.isPropertyAssignment(property)
            ? values(property.initializer, depth + 1)
            : undefined;
        });
    }
    if (ts.isTemplateExpression(expression)) {
      let texts = [expression.head.text];
      for (const span of expression.templateSpans) {
        const parts = values(span.expression, depth, pin);
        if (!parts) return undefined;
        texts = texts.flatMap((text) => parts.map((part) => text + part + span.literal.text));
      }
      return texts;
    }
    return literalsOf(expression);
  };

  /**
   * The namespace and keys of `t(key)`, where `t` is of `useTranslation(<a prop>)`, per place the
   * component is rendered; undefined when any of them cannot be read.
   */
  return (call: ts.CallExpression): PropKeys[] | undefined => {
    const [key] = call.arguments;
    const declaration = checker.getSymbolAtLocation(call.expression)?.valueDeclaration;
    if (!key || !declaration || !ts.isBindingElement(declaration)) return undefined;
    const hook = declaration.parent.parent;
    if (!ts.isVariableDeclaration(hook) || !hook.initializer) return undefined;
    const init = unwrap(hook.initializer);
    if (!ts.isCallExpression(init) || init.expression.getText() !== 'useTranslation') return undefined;
    const [ns] = init.arguments;
    if (!ns) return undefined;
    // Each place that renders the component with its own namespace and keys (not crossed).
    const component = componentOf(call);
    const places = component && renderings(component);
    if (!component || !places) return undefined;
    const found = places.map((element) => {
      const pin = { component, element };
      const namespaces = values(ns, 0, pin);
      const keys = values(key, 0, pin);
      return namespaces && keys && namespaces.map((namespace) => ({ namespace, keys }));
    });
    return found.every((entry) => entry !== undefined) ? found.flat() : undefined;
  };
};
