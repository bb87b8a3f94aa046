/**
 * Type-checks every complete example in docs/, and the API reference's examples
 * (plugins/api-reference/examples.ts), each on its own against the installed
 * @canvas-commons packages (their tsconfig.project.json, JSX from the 2d package).
 * Prints `file:line` of the markdown or example file for every error; exits 1 if there is any.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import {listMarkdown} from '../lib/content';
import {
  EXAMPLES_ENV_DECLARATIONS,
  exampleModuleText,
  examplesCompilerOptions,
  findCompleteExamples,
  type CodeExample,
} from '../lib/examples';
import {installedCoreExports, referenceExamples} from '../plugins/api-reference/examples';

const root = path.resolve(__dirname, '..');
// One folder per run: two checks at once (an editor's and the suite's) must not delete each other's files.
const workDir = path.join(root, 'node_modules', '.cache', 'doc-examples', String(process.pid));

function exampleFileName(example: CodeExample, index: number): string {
  const base = example.file.replace(/[^\w]+/g, '_');
  return path.join(workDir, `${base}__L${example.line}_${index}.${example.lang}`);
}

function main(): number {
  const args = process.argv.slice(2);
  const docs = args.length ? args.filter((arg) => /\.mdx?$/.test(arg)) : listMarkdown('docs', {root});
  rmSync(workDir, {recursive: true, force: true});
  mkdirSync(workDir, {recursive: true});

  const byFile = new Map<string, CodeExample>();
  for (const doc of docs) {
    const source = readFileSync(path.resolve(root, doc), 'utf8');
    findCompleteExamples(doc, source).forEach((example, index) => {
      const fileName = exampleFileName(example, index);
      writeFileSync(fileName, exampleModuleText(example));
      byFile.set(path.normalize(fileName), example);
    });
  }
  // The reference's examples: all of them, or those whose file or item name is given.
  const wanted = args.filter((arg) => !/\.mdx?$/.test(arg));
  const reference = referenceExamples(root, installedCoreExports()).filter(
    (example) => args.length === 0 || wanted.some((arg) => example.file.includes(arg) || example.name === arg),
  );
  reference.forEach((example, index) => {
    const fileName = exampleFileName(example, index);
    writeFileSync(fileName, exampleModuleText(example));
    byFile.set(path.normalize(fileName), example);
  });
  writeFileSync(path.join(workDir, 'env.d.ts'), EXAMPLES_ENV_DECLARATIONS);

  const program = ts.createProgram({
    // The Vite plugin is not installable here; `vite.config.ts` examples are checked against our declaration of it.
    rootNames: [
      ...byFile.keys(),
      path.join(workDir, 'env.d.ts'),
      path.join(__dirname, 'example-types', 'canvas-commons-vite-plugin.d.ts'),
    ],
    options: examplesCompilerOptions(),
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  let errors = 0;
  for (const diagnostic of diagnostics) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const example = diagnostic.file ? byFile.get(path.normalize(diagnostic.file.fileName)) : undefined;
    if (diagnostic.file && example && diagnostic.start !== undefined) {
      const {line, character} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      console.error(`${example.file}:${example.line + line}:${character + 1} - TS${diagnostic.code}: ${message}`);
    } else {
      console.error(`TS${diagnostic.code}: ${message}`);
    }
    errors++;
  }
  console.log(
    `Checked ${byFile.size} complete examples (${docs.length} pages, ${reference.length} of the reference): ${errors} error(s).`,
  );
  if (errors > 0) {
    console.error(
      'Each error names the page and the line of the example in it. Fix the code block there (it must compile on ' +
        'its own against the installed packages); `npm run check:examples -- <page or example file>` checks it again.',
    );
  }
  rmSync(workDir, {recursive: true, force: true});
  return errors === 0 ? 0 : 1;
}

process.exit(main());
