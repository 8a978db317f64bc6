/**
 * Where the site's code shows each translation key: on a control (a button,
 * a link, a field's label, an option) or as text. Read from the code itself
 * with the TypeScript parser, so that a key someone puts on a new button is
 * seen without anyone remembering to list it: native-language-controls.ts
 * says what kind of control each such key is, and the test fails on a
 * control key it does not know.
 *
 * A key's place is found by following its t(…) call's value up the syntax
 * tree: through wrappers (nonBreaking(t(…)), conditionals, template
 * strings), variables (const label = t(…) is followed to each use of
 * label), objects and lists ({ label: t(…) } is followed to where `.label`
 * is read, list.map(…) into its callback), the props of the site's own
 * components (heading={t(…)} to where the component shows `heading`) and
 * the site's own functions (to their callers). What it cannot follow (a
 * value handed to a library, a state setter) ends in a "route", which
 * native-language-controls.ts must name as a control or as text.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Where a text ends up. */
export type Place =
  { kind: 'control' | 'text'; read: readonly string[] } | { kind: 'route'; route: string };

export interface KeyUse {
  /** "src/components/Layout/Layout.tsx:13" */
  where: string;
  /**
   * The key as a pattern: "common:nav.openMenu", "gobo-designer:templates.*.label"
   * ("*" is a part computed at run time; "*:" the page's own namespace).
   */
  key?: string;
  /** A key that comes from data (site.yaml, data/): its expression, e.g. "item.label". */
  dynamic?: string;
  places: Place[];
}

/** Elements a visitor operates: their text and name are a control's label. */
const CONTROL_ELEMENTS = new Set(['a', 'button', 'option', 'label', 'summary']);
/** Attributes that name or fill in a control. */
const CONTROL_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'textValue']);
/** Radix's links and buttons, and the site's link components, whatever they render. */
const CONTROL_COMPONENTS = new Set([
  'LocalizedLink',
  'AnchorLink',
  'ExternalLink',
  'Dialog.Trigger',
  'Dialog.Close',
  'DropdownMenu.Trigger',
  'DropdownMenu.SubTrigger',
  'DropdownMenu.Item',
  'DropdownMenu.RadioItem',
  'DropdownMenu.Label',
]);
/** Elements whose content is text, even inside a link (a card's title is a heading). */
const TEXT_ELEMENTS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'dt',
  'dd',
  'figcaption',
  'legend',
  'caption',
  'th',
  'td',
  'title',
  'blockquote',
  'output',
  'Dialog.Title',
]);
/** React's own wrappers: what they hold is shown where they are. */
const TRANSPARENT_COMPONENTS = new Set(['Suspense', 'Fragment', 'StrictMode']);
/** Calls whose result is text a visitor (or a search engine) reads. */
const TEXT_SINKS = new Set(['JSON.stringify']);
/** Landmarks and groups: their aria-label names a region, not a control. */
const REGION_ELEMENTS = new Set(['nav', 'form', 'section', 'aside', 'fieldset', 'div', 'ul']);
/** Functions that look a key up like t does, with the key as their second argument. */
const KEY_HELPERS = new Set(['textsAt', 'listAt', 'optionalText']);
/** List methods whose result holds the same entries. */
const SAME_ENTRIES = new Set(['filter', 'sort', 'slice', 'concat', 'reverse', 'find', 'at']);
/** String methods whose result is still the text. */
const STRING_METHODS = new Set(['replace', 'replaceAll', 'trim', 'normalize', 'toLocaleUpperCase']);
/** List methods that hand each entry to a callback. */
const EACH_ENTRY = new Set(['map', 'flatMap', 'forEach']);
/** How deep in objects a text is followed. */
const MAX_FIELDS = 4;
/** Calls that return what their callback returns. */
const RETURNS_CALLBACK = new Set(['useMemo']);

/** One walk from a key: the places seen, and the fields read from the looked-up value so far. */
interface Walk {
  seen: Set<string>;
  /** ["*", "question"]: the text is the entries' question (faq.items.0.question…). */
  read: readonly string[];
}

interface Source {
  file: string;
  source: ts.SourceFile;
}

type Route = (description: string) => Place[];

function isIntrinsic(tag: string): boolean {
  return /^[a-z]/.test(tag);
}

function enclosingFunction(node: ts.Node): ts.FunctionLikeDeclaration | undefined {
  let current: ts.Node | undefined = node.parent;
  while (current && !ts.isFunctionLike(current)) current = current.parent;
  return current as ts.FunctionLikeDeclaration | undefined;
}

/** The name a function is known by: its own, or the variable or property holding it. */
function functionName(fn: ts.FunctionLikeDeclaration | undefined): string | undefined {
  if (!fn) return undefined;
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  let holder: ts.Node = fn.parent;
  // forwardRef(function X(…)), memo(…)
  if (ts.isCallExpression(holder)) holder = holder.parent;
  if (ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name)) return holder.name.text;
  return undefined;
}

function isExported(fn: ts.FunctionLikeDeclaration): boolean {
  const holder = ts.isFunctionDeclaration(fn) ? fn : fn.parent?.parent?.parent;
  return (
    holder !== undefined &&
    ts.canHaveModifiers(holder) &&
    (ts.getModifiers(holder) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function insideType(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isTypeNode(current) || ts.isInterfaceDeclaration(current)) return true;
    if (ts.isTypeAliasDeclaration(current)) return true;
  }
  return false;
}

/** The uses of a declared name inside `scope` (not the declaration, not types, not JSX tags). */
function referencesTo(name: ts.Identifier, scope: ts.Node): ts.Identifier[] {
  const found: ts.Identifier[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node)) return;
    if (ts.isIdentifier(node) && node !== name && node.text === name.text) {
      const parent = node.parent;
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isBindingElement(parent) && parent.propertyName === node) ||
        ts.isJsxAttribute(parent) ||
        ((ts.isJsxOpeningElement(parent) ||
          ts.isJsxClosingElement(parent) ||
          ts.isJsxSelfClosingElement(parent)) &&
          parent.tagName === node);
      if (!isName && !insideType(node)) found.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return found;
}

export class KeyUseFinder {
  private readonly sources: Source[];
  /** Functions of the site's code by name, to follow values into and out of them. */
  private readonly functions = new Map<string, ts.FunctionLikeDeclaration[]>();
  /** Calls of a function by its name, and JSX elements by their tag. */
  private readonly calls = new Map<string, ts.CallExpression[]>();
  private readonly renders = new Map<string, ts.JsxOpeningLikeElement[]>();

  /** `files`: source texts by path from `root` (see readSources). */
  constructor(
    files: Readonly<Record<string, string>>,
    private readonly root = ROOT,
  ) {
    this.sources = Object.entries(files).map(([file, text]) => ({
      file,
      source: ts.createSourceFile(
        file,
        text,
        ts.ScriptTarget.Latest,
        true,
        file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      ),
    }));
    for (const { source } of this.sources) {
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const calls = this.calls.get(node.expression.text) ?? [];
          this.calls.set(node.expression.text, [...calls, node]);
        }
        if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
          const tag = element(node);
          this.renders.set(tag, [...(this.renders.get(tag) ?? []), node]);
        }
        if (ts.isFunctionLike(node)) {
          const name = functionName(node as ts.FunctionLikeDeclaration);
          if (name)
            this.functions.set(name, [
              ...(this.functions.get(name) ?? []),
              node as ts.FunctionLikeDeclaration,
            ]);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }

  /** Every key lookup of the files, with where its text ends up. */
  uses(): KeyUse[] {
    return this.sources.flatMap(({ file, source }) => {
      const found: KeyUse[] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node)) {
          const argument = keyArgument(node);
          if (argument) {
            const { line } = source.getLineAndCharacterOfPosition(node.getStart());
            const patterns = this.keyPatterns(argument);
            const places = this.placesOf(node, [], { seen: new Set(), read: [] });
            const where = `${file}:${line + 1}`;
            if (patterns === null) found.push({ where, dynamic: argument.getText(), places });
            else
              for (const key of patterns)
                found.push({ where, key: withNamespace(key, node), places });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    });
  }

  // ── Keys ──────────────────────────────────────────────────────────────────

  /** A key written in the code, as patterns (several when a prop brings its prefix), or null. */
  private keyPatterns(node: ts.Expression): string[] | null {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (!ts.isTemplateExpression(node)) return null;
    let patterns = [node.head.text];
    for (const span of node.templateSpans) {
      const values = ts.isIdentifier(span.expression)
        ? this.stringValues(span.expression)
        : ts.isPropertyAccessExpression(span.expression)
          ? [this.importedField(span.expression) ?? '*']
          : ['*'];
      patterns = patterns.flatMap((start) =>
        values.map((value) => `${start}${value}${span.literal.text}`),
      );
    }
    return patterns;
  }

  /** What a name in a key stands for: a const string, or the strings a component's callers pass. */
  private stringValues(name: ts.Identifier): string[] {
    for (let scope = enclosingFunction(name); scope; scope = enclosingFunction(scope)) {
      const value = this.constIn(name, scope) ?? this.propFromCallers(name, scope);
      if (value) return value;
    }
    return this.constIn(name, name.getSourceFile()) ?? ['*'];
  }

  /** FORM_CHOICE_KEY_PREFIX.eventTypes: a field of a const object imported from the site's code. */
  private importedField(access: ts.PropertyAccessExpression): string | undefined {
    const object = access.expression;
    if (!ts.isIdentifier(object)) return undefined;
    const source = access.getSourceFile();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
        continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      if (!bindings.elements.some((element) => element.name.text === object.text)) continue;
      const base = path.resolve(
        path.dirname(path.join(this.root, source.fileName)),
        statement.moduleSpecifier.text,
      );
      const file = ['.ts', '.tsx']
        .map((ext) => `${base}${ext}`)
        .find((name) => fs.existsSync(name));
      if (!file) return undefined;
      const imported = ts.createSourceFile(
        file,
        fs.readFileSync(file, 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      );
      for (const declared of imported.statements) {
        if (!ts.isVariableStatement(declared)) continue;
        for (const declaration of declared.declarationList.declarations) {
          if (!ts.isIdentifier(declaration.name) || declaration.name.text !== object.text) continue;
          let value = declaration.initializer;
          while (value && ts.isAsExpression(value)) value = value.expression;
          if (!value || !ts.isObjectLiteralExpression(value)) return undefined;
          const field = value.properties.find(
            (property) =>
              ts.isPropertyAssignment(property) && property.name.getText() === access.name.text,
          );
          return field && ts.isPropertyAssignment(field) && ts.isStringLiteral(field.initializer)
            ? field.initializer.text
            : undefined;
        }
      }
    }
    return undefined;
  }

  private constIn(name: ts.Identifier, scope: ts.Node): string[] | undefined {
    let found: string[] | undefined;
    const visit = (node: ts.Node): void => {
      if (found) return;
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === name.text &&
        node.initializer &&
        ts.isVariableDeclarationList(node.parent) &&
        node.parent.flags & ts.NodeFlags.Const
      ) {
        found = this.keyPatterns(node.initializer) ?? ['*'];
        return;
      }
      // Not into nested functions: their consts are not in scope here.
      if (node !== scope && ts.isFunctionLike(node)) return;
      ts.forEachChild(node, visit);
    };
    visit(scope);
    return found;
  }

  /** keyPrefix of DirectContact({ keyPrefix }): the literals its callers give it. */
  private propFromCallers(
    name: ts.Identifier,
    fn: ts.FunctionLikeDeclaration,
  ): string[] | undefined {
    const [props] = fn.parameters;
    const componentName = functionName(fn);
    if (!props || !componentName || !ts.isObjectBindingPattern(props.name)) return undefined;
    const bound = props.name.elements.some(
      (element) => ts.isIdentifier(element.name) && element.name.text === name.text,
    );
    if (!bound) return undefined;
    const values = this.jsxUsesOf(componentName).map((element) => {
      const attribute = element.attributes.properties.find(
        (property) => ts.isJsxAttribute(property) && property.name.getText() === name.text,
      );
      const initializer =
        attribute && ts.isJsxAttribute(attribute) ? attribute.initializer : undefined;
      return initializer && ts.isStringLiteral(initializer) ? initializer.text : '*';
    });
    return values.length ? [...new Set(values)] : undefined;
  }

  // ── Places ────────────────────────────────────────────────────────────────

  /**
   * Where the value of `start` is shown. `fields` is where the text sits in
   * that value: ["label"] when the value is { label: text } or a list of them.
   */
  private placesOf(start: ts.Node, fields: readonly string[], walk: Walk): Place[] {
    const visit = `${start.getSourceFile().fileName}:${start.pos}:${start.end}:${fields.join('.')}`;
    if (walk.seen.has(visit)) return [];
    walk.seen.add(visit);
    // A value wrapped again and again (a recursive helper) is not a text on its way to a page.
    if (fields.length > MAX_FIELDS) return [];
    let path = [...fields];
    let child: ts.Node = start;
    let parent: ts.Node = start.parent;
    const route: Route = (description) => [
      {
        kind: 'route',
        route: `${description}${path.length ? ` → ${path.join('.')}` : ''}${debugWhere(parent)}`,
      },
    ];

    for (;;) {
      if (
        ts.isParenthesizedExpression(parent) ||
        ts.isAsExpression(parent) ||
        ts.isNonNullExpression(parent) ||
        ts.isTemplateSpan(parent) ||
        ts.isTemplateExpression(parent) ||
        ts.isArrayLiteralExpression(parent) ||
        ts.isSpreadElement(parent) ||
        ts.isJsxExpression(parent) ||
        ts.isJsxFragment(parent)
      ) {
        // The value passes through.
      } else if (ts.isConditionalExpression(parent)) {
        if (parent.condition === child) return [];
      } else if (ts.isBinaryExpression(parent)) {
        if (parent.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
          return parent.right === child ? route(`${parent.left.getText()} =`) : [];
        }
        const passes = [
          ts.SyntaxKind.QuestionQuestionToken,
          ts.SyntaxKind.BarBarToken,
          ts.SyntaxKind.AmpersandAmpersandToken,
          ts.SyntaxKind.PlusToken,
        ].includes(parent.operatorToken.kind);
        if (!passes) return [];
      } else if (ts.isPropertyAccessExpression(parent) && parent.expression === child) {
        const name = parent.name.text;
        const call = ts.isCallExpression(parent.parent) ? parent.parent : undefined;
        if (call && EACH_ENTRY.has(name)) return this.intoCallback(call, path, walk, route);
        if (call && SAME_ENTRIES.has(name)) {
          child = call;
          parent = call.parent;
          continue;
        }
        if (call && call.expression === parent && STRING_METHODS.has(name) && !path.length) {
          // text.replace(…), text.trim(): still the text.
          child = call;
          parent = call.parent;
          continue;
        }
        if (call && name === 'join') {
          if (path.length) return route(`.join()`);
          child = call;
          parent = call.parent;
          continue;
        }
        if (name === 'length') return [];
        if (path.length) {
          if (path[0] !== name) return [];
          path = path.slice(1);
        } else {
          // entry.question of a list of questions: the text is the key's "question".
          walk = { ...walk, read: [...walk.read, name] };
        }
      } else if (ts.isElementAccessExpression(parent) && parent.expression === child) {
        // list[0]: an entry of the list.
      } else if (ts.isCallExpression(parent)) {
        if (parent.expression === child) return [];
        if (keyArgument(parent)) {
          // A value put into another text: that text is classified by its own key.
          return [{ kind: 'text', read: walk.read }];
        }
        return this.intoFunction(parent, child as ts.Expression, path, walk, route);
      } else if (ts.isArrowFunction(parent) || ts.isFunctionExpression(parent)) {
        // An arrow's body: the function returns the value.
        return this.outOfFunction(parent, path, walk, route);
      } else if (ts.isReturnStatement(parent)) {
        const fn = enclosingFunction(parent);
        if (!fn) return route('return');
        return this.outOfFunction(fn, path, walk, route);
      } else if (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) {
        path = [parent.name.getText().replace(/^['"]|['"]$/g, ''), ...path];
        child = parent.parent;
        parent = child.parent;
        continue;
      } else if (ts.isSpreadAssignment(parent)) {
        // { ...other }: its fields are the object's.
      } else if (ts.isVariableDeclaration(parent) && parent.initializer === child) {
        return this.intoVariable(parent, path, walk, route);
      } else if (ts.isJsxAttribute(parent)) {
        const element = parent.parent.parent;
        return this.attributePlace(element, parent.name.getText(), path, walk, route);
      } else if (ts.isJsxSpreadAttribute(parent)) {
        const [field, ...rest] = path;
        if (!field) return route(`<${element(parent.parent.parent)} {...}>`);
        path = rest;
        return this.attributePlace(parent.parent.parent, field, path, walk, route);
      } else if (ts.isJsxElement(parent)) {
        if (child !== parent.openingElement && child !== parent.closingElement) {
          const place = this.childPlace(parent.openingElement, walk, route);
          if (place !== 'inline') return place;
        }
      } else {
        return route(
          `${ts.SyntaxKind[parent.kind]} in ${functionName(enclosingFunction(parent)) ?? 'module'}()`,
        );
      }
      child = parent;
      parent = parent.parent;
    }
  }

  /** list.map((entry) => …): the entries go to the callback's parameter. */
  private intoCallback(
    call: ts.CallExpression,
    path: readonly string[],
    walk: Walk,
    route: Route,
  ): Place[] {
    const callback = call.arguments[0];
    if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) {
      return route('.map(a named function)');
    }
    const [parameter] = callback.parameters;
    if (!parameter) return [];
    // The entries of a looked-up list: the texts are the key's "*" (items.0, items.1…).
    const entries = path.length ? walk : { ...walk, read: [...walk.read, '*'] };
    return this.intoBinding(parameter.name, callback, path, entries, route);
  }

  /** A value bound to a name or destructured: follow the name, or the field taken out. */
  private intoBinding(
    name: ts.BindingName,
    scope: ts.Node,
    path: readonly string[],
    walk: Walk,
    route: Route,
  ): Place[] {
    if (ts.isIdentifier(name)) {
      return referencesTo(name, scope).flatMap((reference) => this.placesOf(reference, path, walk));
    }
    if (ts.isObjectBindingPattern(name)) {
      const [field, ...rest] = path;
      return name.elements.flatMap((element) => {
        if (element.dotDotDotToken) return this.intoBinding(element.name, scope, path, walk, route);
        const taken = (element.propertyName ?? element.name).getText();
        if (field !== undefined && taken !== field) return [];
        if (field === undefined) {
          const reading = { ...walk, read: [...walk.read, taken] };
          return this.intoBinding(element.name, scope, [], reading, route);
        }
        return this.intoBinding(element.name, scope, rest, walk, route);
      });
    }
    return route('[…] =');
  }

  private intoVariable(
    declaration: ts.VariableDeclaration,
    path: readonly string[],
    walk: Walk,
    route: Route,
  ): Place[] {
    const scope = enclosingFunction(declaration) ?? declaration.getSourceFile();
    return this.intoBinding(declaration.name, scope, path, walk, route);
  }

  /** f(value): into the site's own function f (and out of it through its callers), else a route. */
  private intoFunction(
    call: ts.CallExpression,
    argument: ts.Expression,
    path: readonly string[],
    walk: Walk,
    route: Route,
  ): Place[] {
    const callee = call.expression;
    const name = ts.isIdentifier(callee) ? callee.text : undefined;
    if (name && RETURNS_CALLBACK.has(name)) return this.placesOf(call, path, walk);
    if (TEXT_SINKS.has(callee.getText())) return [{ kind: 'text', read: walk.read }];
    const index = call.arguments.indexOf(argument);
    const targets = name ? (this.functions.get(name) ?? []) : [];
    if (index < 0 || targets.length === 0) return route(`${callee.getText()}()`);
    return targets.flatMap((fn) => {
      const parameter = fn.parameters[index];
      if (!parameter) return [];
      return this.intoBinding(parameter.name, fn, path, walk, route);
    });
  }

  /** A value a function returns: where its callers put it (a component: where it is rendered). */
  private outOfFunction(
    fn: ts.FunctionLikeDeclaration,
    path: readonly string[],
    walk: Walk,
    route: Route,
  ): Place[] {
    const holder = fn.parent;
    // list.map((entry) => value): the value is an entry of the new list.
    if (ts.isCallExpression(holder) && holder.arguments.includes(fn as ts.Expression)) {
      const callee = holder.expression;
      if (ts.isPropertyAccessExpression(callee) && EACH_ENTRY.has(callee.name.text)) {
        return this.placesOf(holder, path, walk);
      }
      if (ts.isIdentifier(callee) && RETURNS_CALLBACK.has(callee.text)) {
        return this.placesOf(holder, path, walk);
      }
      return route(`${callee.getText()}(() => …)`);
    }
    const name = functionName(fn);
    if (!name) return route('an unnamed function');
    const callers = this.callsOf(name, fn);
    const renders = /^[A-Z]/.test(name) ? this.jsxUsesOf(name) : [];
    if (callers.length === 0 && renders.length === 0) {
      // A page template (or Head): what reaches its top is on the page, outside any control.
      return /^[A-Z]/.test(name) && path.length === 0
        ? [{ kind: 'text', read: walk.read }]
        : route(`${name}()`);
    }
    return [
      ...callers.flatMap((call) => this.placesOf(call, path, walk)),
      ...renders.flatMap((element) =>
        this.placesOf(ts.isJsxSelfClosingElement(element) ? element : element.parent, path, walk),
      ),
    ];
  }

  private callsOf(name: string, fn: ts.FunctionLikeDeclaration): ts.CallExpression[] {
    const calls = this.calls.get(name) ?? [];
    return isExported(fn)
      ? calls
      : calls.filter((call) => call.getSourceFile() === fn.getSourceFile());
  }

  private jsxUsesOf(name: string): ts.JsxOpeningLikeElement[] {
    return this.renders.get(name) ?? [];
  }

  /** A text given as an element's attribute (or, with a spread, as one of its props). */
  private attributePlace(
    opening: ts.JsxOpeningLikeElement,
    attribute: string,
    path: readonly string[],
    walk: Walk,
    route: Route,
  ): Place[] {
    const tag = element(opening);
    const isControl = CONTROL_ELEMENTS.has(tag) || CONTROL_COMPONENTS.has(tag);
    if (isIntrinsic(tag) || CONTROL_COMPONENTS.has(tag)) {
      if (path.length) return route(`<${tag} ${attribute}>`);
      if (attribute === 'children') {
        const place = this.childPlace(opening, walk, route);
        return place === 'inline' ? this.placesOf(elementNode(opening), [], walk) : place;
      }
      if (isControl && CONTROL_ATTRIBUTES.has(attribute))
        return [{ kind: 'control', read: walk.read }];
      if (REGION_ELEMENTS.has(tag) || isIntrinsic(tag)) return [{ kind: 'text', read: walk.read }];
      return [{ kind: 'text', read: walk.read }];
    }
    return this.componentProp(tag, attribute, path, walk, route);
  }

  /**
   * What an element does with its content: a control, text, or (an inline
   * element such as <span>) 'inline': keep walking up.
   */
  private childPlace(
    opening: ts.JsxOpeningLikeElement,
    walk: Walk,
    route: Route,
  ): Place[] | 'inline' {
    const tag = element(opening);
    if (CONTROL_ELEMENTS.has(tag) || CONTROL_COMPONENTS.has(tag))
      return [{ kind: 'control', read: walk.read }];
    if (TEXT_ELEMENTS.has(tag)) return [{ kind: 'text', read: walk.read }];
    if (isIntrinsic(tag) || tag.includes('.') || TRANSPARENT_COMPONENTS.has(tag)) return 'inline';
    return this.componentProp(tag, 'children', [], walk, route);
  }

  /** heading={t(…)} on one of the site's components: where that component shows `heading`. */
  private componentProp(
    tag: string,
    prop: string,
    path: readonly string[],
    walk: Walk,
    route: Route,
  ): Place[] {
    const components = this.functions.get(tag) ?? [];
    const places = components.flatMap((component) => {
      const [props] = component.parameters;
      if (!props) return [];
      return this.intoBinding(props.name, component, [prop, ...path], walk, route);
    });
    return components.length ? places : route(`<${tag} ${prop}>`);
  }
}

/** With NATIVE_LANGUAGE_DEBUG=1, where a route was left: file and line. */
function debugWhere(node: ts.Node): string {
  if (!process.env.NATIVE_LANGUAGE_DEBUG) return '';
  const source = node.getSourceFile();
  return ` @${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

function element(opening: ts.JsxOpeningLikeElement): string {
  return opening.tagName.getText();
}

function elementNode(opening: ts.JsxOpeningLikeElement): ts.Node {
  return ts.isJsxSelfClosingElement(opening) ? opening : opening.parent;
}

/** The key argument of a lookup, t(key) or textsAt(t, key); undefined for other calls. */
function keyArgument(call: ts.CallExpression): ts.Expression | undefined {
  const callee = call.expression;
  const name = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : '';
  if (name === 't' || name === 'translate') return call.arguments[0];
  if (KEY_HELPERS.has(name)) return call.arguments[1];
  return undefined;
}

/** The namespace of a key written without one: useTranslation('contact') around it, else the page's. */
function defaultNamespace(node: ts.Node): string {
  for (let fn = enclosingFunction(node); fn; fn = enclosingFunction(fn)) {
    let namespace: string | undefined;
    const visit = (child: ts.Node): void => {
      if (namespace !== undefined) return;
      if (
        ts.isCallExpression(child) &&
        ts.isIdentifier(child.expression) &&
        child.expression.text === 'useTranslation'
      ) {
        const [argument] = child.arguments;
        namespace =
          argument && ts.isStringLiteral(argument)
            ? argument.text
            : argument && ts.isIdentifier(argument)
              ? (constOf(argument) ?? '*')
              : '*';
        return;
      }
      ts.forEachChild(child, visit);
    };
    if (fn.body) visit(fn.body);
    if (namespace !== undefined) return namespace;
  }
  return '*';
}

/** A module-level const string: const NS = 'gobo-designer'. */
function constOf(name: ts.Identifier): string | undefined {
  for (const statement of name.getSourceFile().statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === name.text &&
        declaration.initializer &&
        ts.isStringLiteral(declaration.initializer)
      ) {
        return declaration.initializer.text;
      }
    }
  }
  return undefined;
}

function withNamespace(key: string, node: ts.Node): string {
  return /^[\w*-]+:/.test(key) ? key : `${defaultNamespace(node)}:${key}`;
}

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The texts of source files, by path from the project's root. */
export function readSources(files: readonly string[], root = ROOT): Record<string, string> {
  return Object.fromEntries(
    files.map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]),
  );
}

/** Does a key match a pattern of the finder ("catalog:categories.*", "*:faq.items.*.question")? */
export function keyMatches(pattern: string, key: string): boolean {
  let expression = PATTERNS.get(pattern);
  if (!expression) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^:]+?');
    expression = new RegExp(`^${source}$`);
    PATTERNS.set(pattern, expression);
  }
  return expression.test(key);
}

const PATTERNS = new Map<string, RegExp>();

/** The source files that make what visitors see: components, templates, their helpers, the pages' trail (src/config), the build's pages. */
export function visitorFacingSources(root = ROOT): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(relative);
    }
  };
  for (const dir of [
    'src/components',
    'src/templates',
    'src/analytics',
    'src/lib',
    'src/config',
    'gatsby',
  ])
    walk(dir);
  return files.sort();
}
