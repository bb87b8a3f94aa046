import {describe, expect, it} from 'vitest';

import {COMPILE_HINT} from '../../plugins/app-startup';
import {buildFiles, readBuildFile, readEntryChunk} from './support';

/** What plugins/app-startup changes in the scripts every page starts with. */
describe('the app start every page pays for', () => {
  const main = readEntryChunk('main');
  const runtime = readEntryChunk('runtime~main');

  it('has its entry scripts compiled while they download', () => {
    expect(main.startsWith(`${COMPILE_HINT}\n`), 'main starts with the compile hint').toBe(true);
    expect(runtime.startsWith(`${COMPILE_HINT}\n`), 'runtime starts with the compile hint').toBe(true);
  });

  it('does not hint the chunks a page may never run', () => {
    const hinted = buildFiles()
      .filter((file) => /^assets\/js\/.+\.js$/.test(file) && !/^assets\/js\/(main|runtime~main)\./.test(file))
      .filter((file) => readBuildFile(file).startsWith(COMPILE_HINT));
    expect(hinted).toEqual([]);
  });

  it("yields once between the app's own code and the page's modules", () => {
    // The framework's `preload(location.pathname).then(render)`, after a message to itself.
    const yielded =
      /new MessageChannel;.{0,80}postMessage\(null\)\}\)\.then\(\(\)=>\w+\(window\.location\.pathname\)\)\.then\(/;
    expect(yielded.test(main), 'preload of the current page after a posted message').toBe(true);
  });
});
