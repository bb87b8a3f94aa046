/**
 * Resolves the library names in the guides' complete examples with the TypeScript
 * compiler: every identifier that the checker traces to a declaration in an installed
 * `@canvas-commons/*` package (an imported name, a member access, a JSX tag or prop)
 * gets the reference page it belongs to, the member anchor on that page, its hover
 * signature and the first sentence of its documentation.
 *
 * The examples are compiled as `npm run check:examples` compiles them (same options,
 * same module text), held in memory by a language service, whose quick info is the
 * signature an editor shows on hover.
 */
import path from 'node:path';
import ts from 'typescript';

import {
  EXAMPLES_ENV_DECLARATIONS,
  exampleModuleText,
  examplesCompilerOptions,
  type CodeExample,
} from '../../lib/examples';
import {firstSentence} from '../../lib/api-naming.mjs';
import {memberAnchor} from '../../lib/api-naming.mjs';

/** The packages with reference pages, and their exported name → item page URL (`api-docs/<pkg>/urls.json`). */
export type ApiUrlMaps = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** What a reader sees for one reference target. */
export interface ApiEntry {
  /** The quick-info text: `function all(...tasks: ThreadGenerator[]): ThreadGenerator`. */
  signature: string;
  /** The first sentence of its documentation, or empty. */
  summary: string;
}

/** One resolved name in an example: character offsets into its code, and its target (`page` or `page#anchor`). */
export interface ResolvedSpan {
  start: number;
  end: number;
  target: string;
}

export interface UnresolvedName {
  name: string;
  /** `docs/…mdx:line`. */
  location: string;
  /** The declaring package and owner, to tell why it has no page. */
  declaredIn: string;
}

export interface ExamplesAnalysis {
  /** Spans by the example's code text (what the markdown code node holds). */
  spans: Record<string, ResolvedSpan[]>;
  /** Popover data by target. */
  entries: Record<string, ApiEntry>;
  /** The guide examples that use each item page: page URL → markdown file → first lines of each example. */
  uses: Record<string, Record<string, number[]>>;
  /** `@canvas-commons` identifiers seen, and how many got a page. */
  total: number;
  resolved: number;
  unresolved: UnresolvedName[];
}

/** A signature longer than this is cut: a popover is for a glance, the page has the rest. */
export const MAX_SIGNATURE_LENGTH = 320;

/** A TSDoc `{@inheritDoc Owner.member}` in a declaration's comment. */
const INHERIT_DOC = /\{@inheritDoc\s+(\w+)\.(\w+)\}/;

const PACKAGE_PATH = /[\\/]node_modules[\\/]@canvas-commons[\\/]([^\\/]+)[\\/]/;

/** Declarations that own a reference page or a member section on one. */
function isOwnerDeclaration(node: ts.Node): boolean {
  return (
    ts.isClassDeclaration(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isEnumDeclaration(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isVariableDeclaration(node) ||
    ts.isModuleDeclaration(node)
  );
}

function isStaticMember(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) && (ts.getCombinedModifierFlags(node as ts.Declaration) & ts.ModifierFlags.Static) !== 0
  );
}

/** Whether the owner has an instance member of this name (then the static one's anchor is prefixed). */
function hasInstanceTwin(owner: ts.Node, name: string): boolean {
  if (!ts.isClassDeclaration(owner) && !ts.isInterfaceDeclaration(owner)) return false;
  return owner.members.some(
    (member) => member.name !== undefined && member.name.getText() === name && !isStaticMember(member),
  );
}

interface Exported {
  pkg: string;
  name: string;
}

/** Every export of the documented packages, by declaration node (aliases resolved). */
function exportsByDeclaration(program: ts.Program, checker: ts.TypeChecker, urls: ApiUrlMaps, from: string) {
  const byDeclaration = new Map<ts.Node, Exported>();
  for (const pkg of Object.keys(urls)) {
    const resolved = ts.resolveModuleName(`@canvas-commons/${pkg}`, from, program.getCompilerOptions(), ts.sys)
      .resolvedModule?.resolvedFileName;
    const sourceFile = resolved ? program.getSourceFile(resolved) : undefined;
    const moduleSymbol = sourceFile ? checker.getSymbolAtLocation(sourceFile) : undefined;
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      for (const declaration of target.declarations ?? []) {
        if (!byDeclaration.has(declaration)) byDeclaration.set(declaration, {pkg, name: exported.name});
      }
    }
  }
  return byDeclaration;
}

/** The reference target of a declaration: its own page, or its owner's page and the member anchor. */
function targetOf(
  declaration: ts.Declaration,
  name: string,
  exports: Map<ts.Node, Exported>,
  urls: ApiUrlMaps,
  anchors: ApiUrlMaps | undefined,
): {target: string; page: string} | {missing: string} {
  const own = exports.get(declaration);
  if (own) {
    const page = urls[own.pkg]?.[own.name];
    return page ? {target: page, page} : {missing: `${own.pkg}:${own.name}`};
  }
  // A member: the first ancestor that is an exported item owns it; the anchor is the
  // name of the member directly under that owner.
  let member: ts.Node = declaration;
  let owner: ts.Node | undefined = declaration.parent;
  while (owner && !(isOwnerDeclaration(owner) && exports.has(owner))) {
    if (ts.isSourceFile(owner)) {
      owner = undefined;
      break;
    }
    if (!ts.isTypeLiteralNode(owner)) member = owner;
    owner = owner.parent;
  }
  const exported = owner ? exports.get(owner) : undefined;
  if (!owner || !exported) return {missing: `${packageOf(declaration) ?? '?'}:${ownerDescription(declaration)}`};
  const page = urls[exported.pkg]?.[exported.name];
  if (!page) return {missing: `${exported.pkg}:${exported.name}`};
  const memberName = member === declaration ? name : ((member as ts.NamedDeclaration).name?.getText() ?? name);
  const anchor = memberAnchor(memberName, {
    isStatic: isStaticMember(member),
    hasInstanceTwin: hasInstanceTwin(owner, memberName),
  });
  if (!anchors) return {target: `${page}#${anchor}`, page};
  // Members the reference gives no anchor of their own (those of a type alias's object type,
  // say) link to their item's page rather than to an anchor that is not there.
  return {target: anchors[exported.pkg]?.[`${exported.name}.${memberName}`] ?? page, page};
}

function packageOf(node: ts.Node): string | undefined {
  return PACKAGE_PATH.exec(node.getSourceFile().fileName)?.[1];
}

function ownerDescription(declaration: ts.Declaration): string {
  let node: ts.Node | undefined = declaration.parent;
  while (node && !isOwnerDeclaration(node) && !ts.isSourceFile(node)) node = node.parent;
  const ownerName = node && isOwnerDeclaration(node) ? (node as ts.NamedDeclaration).name?.getText() : undefined;
  return ownerName ? `${ownerName} (not exported)` : 'no exported owner';
}

/** The symbol a name stands for, aliases (imports) resolved. */
function symbolOf(checker: ts.TypeChecker, node: ts.Identifier): ts.Symbol | undefined {
  let symbol = checker.getSymbolAtLocation(node);
  // A key of an object literal given where a library type is expected: the property of that type.
  if (symbol && node.parent && ts.isPropertyAssignment(node.parent) && node.parent.name === node) {
    const contextual = checker.getContextualType(node.parent.parent as ts.ObjectLiteralExpression);
    symbol = contextual?.getProperty(node.text) ?? symbol;
  }
  // A JSX prop: the property of the props type the tag expects (the checker's own symbol is the attribute).
  if (node.parent && ts.isJsxAttribute(node.parent) && node.parent.name === node) {
    symbol = checker.getContextualType(node.parent.parent)?.getProperty(node.text) ?? symbol;
  }
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol;
}

/** The namespace the 2d package's bundled declarations import core under (`_$_canvas_commons_core0.Signal`). */
const BUNDLER_NAMESPACE = /\b_\$_canvas_commons_\w+?\d*\./g;

function cut(text: string, max: number): string {
  const flat = text.replace(BUNDLER_NAMESPACE, '').replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Resolves the library names of `examples` against the reference pages in `urls`.
 * `siteDir` anchors module resolution (its `node_modules`). With the reference's `anchors`
 * table, a member links only to an anchor the reference has; without it, to the anchor
 * the naming rule gives.
 */
export function analyzeExamples(
  examples: readonly CodeExample[],
  urls: ApiUrlMaps,
  siteDir: string,
  anchors?: ApiUrlMaps,
): ExamplesAnalysis {
  const virtualDir = path.join(siteDir, '.type-aware-examples');
  const files = new Map<string, {text: string; example: CodeExample}>();
  examples.forEach((example, index) => {
    files.set(path.join(virtualDir, `example${index}.${example.lang}`), {text: exampleModuleText(example), example});
  });
  const envFile = path.join(virtualDir, 'env.d.ts');
  const options = examplesCompilerOptions();
  const readVirtual = (fileName: string): string | undefined =>
    fileName === envFile ? EXAMPLES_ENV_DECLARATIONS : files.get(fileName)?.text;
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...files.keys(), envFile],
    getScriptVersion: () => '1',
    getScriptSnapshot: (fileName) => {
      const text = readVirtual(fileName) ?? ts.sys.readFile(fileName);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => siteDir,
    getDefaultLibFileName: (compilerOptions) => ts.getDefaultLibFilePath(compilerOptions),
    fileExists: (fileName) => readVirtual(fileName) !== undefined || ts.sys.fileExists(fileName),
    readFile: (fileName) => readVirtual(fileName) ?? ts.sys.readFile(fileName),
    readDirectory: (...args) => ts.sys.readDirectory(...args),
    directoryExists: (directory) => directory === virtualDir || ts.sys.directoryExists(directory),
    getDirectories: (directory) => ts.sys.getDirectories(directory),
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  const program = service.getProgram();
  if (!program) throw new Error('[type-aware-code] The TypeScript language service has no program.');
  const checker = program.getTypeChecker();
  const exports = exportsByDeclaration(program, checker, urls, envFile);

  const byName = new Map<string, ts.Node>();
  for (const [declaration, {pkg, name}] of exports) byName.set(`${pkg}:${name}`, declaration);
  const quickInfo = (declaration: ts.Declaration) => {
    const nameNode = ts.getNameOfDeclaration(declaration) ?? declaration;
    return service.getQuickInfoAtPosition(declaration.getSourceFile().fileName, nameNode.getStart());
  };
  /** The documentation `{@inheritDoc Owner.member}` points to (the props interfaces of 2d borrow their class's). */
  const inheritedDocumentation = (declaration: ts.Declaration): string => {
    const inherited = INHERIT_DOC.exec(declaration.getFullText());
    const owner = inherited ? byName.get(`${packageOf(declaration)}:${inherited[1]}`) : undefined;
    if (!inherited || !owner) return '';
    const member = checker.getTypeAtLocation(owner).getProperty(inherited[2])?.declarations?.[0];
    return member ? ts.displayPartsToString(quickInfo(member)?.documentation) : '';
  };

  const analysis: ExamplesAnalysis = {spans: {}, entries: {}, uses: {}, total: 0, resolved: 0, unresolved: []};
  const entryOf = (declaration: ts.Declaration, target: string): void => {
    if (analysis.entries[target]) return;
    const info = quickInfo(declaration);
    const nameText = (ts.getNameOfDeclaration(declaration) ?? declaration).getText();
    analysis.entries[target] = {
      signature: cut(ts.displayPartsToString(info?.displayParts) || nameText, MAX_SIGNATURE_LENGTH),
      summary: firstSentence(inheritedDocumentation(declaration) || ts.displayPartsToString(info?.documentation)),
    };
  };

  for (const [fileName, {example}] of files) {
    const sourceFile = program.getSourceFile(fileName);
    if (!sourceFile) continue;
    const spans: ResolvedSpan[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        const symbol = symbolOf(checker, node);
        const declaration = symbol?.declarations?.[0];
        if (symbol && declaration && packageOf(declaration)) {
          analysis.total++;
          const resolved = targetOf(declaration, symbol.name, exports, urls, anchors);
          if ('target' in resolved) {
            analysis.resolved++;
            spans.push({start: node.getStart(sourceFile), end: node.getEnd(), target: resolved.target});
            entryOf(declaration, resolved.target);
            const lines = ((analysis.uses[resolved.page] ??= {})[example.file] ??= []);
            if (!lines.includes(example.line)) lines.push(example.line);
          } else {
            const {line} = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
            analysis.unresolved.push({
              name: node.text,
              location: `${example.file}:${example.line + line}`,
              declaredIn: resolved.missing,
            });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
    if (spans.length) analysis.spans[example.code] = spans;
  }
  return analysis;
}
