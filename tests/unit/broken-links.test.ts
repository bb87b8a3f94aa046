/**
 * Proves that the site's link validation fails a build on a broken markdown
 * link and names the page and the link. A tiny site with the real config's
 * validation options is built in a temporary folder.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

import siteConfig from '../../docusaurus.config';

const root = path.resolve(__dirname, '../..');
// Inside node_modules so the fixture resolves the site's installed packages.
const fixture = path.join(root, 'node_modules', '.cache', 'broken-link-fixture');

function writeFixture(intro: string): void {
  rmSync(fixture, {recursive: true, force: true});
  mkdirSync(path.join(fixture, 'docs'), {recursive: true});
  mkdirSync(path.join(fixture, 'static'), {recursive: true});
  writeFileSync(path.join(fixture, 'static', '.keep'), '');
  const validation = {
    onBrokenLinks: siteConfig.onBrokenLinks,
    onBrokenAnchors: siteConfig.onBrokenAnchors,
    markdown: {hooks: siteConfig.markdown?.hooks},
    future: siteConfig.future,
  };
  writeFileSync(
    path.join(fixture, 'docusaurus.config.js'),
    `module.exports = {
  title: 'Fixture', url: 'https://example.com', baseUrl: '/',
  ...${JSON.stringify(validation)},
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false, pages: false, theme: {}}]],
};\n`,
  );
  writeFileSync(path.join(fixture, 'docs', 'intro.md'), intro);
  writeFileSync(path.join(fixture, 'docs', 'other.md'), '# Other\n\nThe other page.\n');
}

function build(): {status: number | null; output: string} {
  const result = spawnSync(
    process.execPath,
    [
      require.resolve('@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      fixture,
      '--out-dir',
      path.join(fixture, 'build'),
    ],
    {encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'}, timeout: 170_000},
  );
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

afterAll(() => rmSync(fixture, {recursive: true, force: true}));

describe('link validation of the site config', () => {
  it('keeps the throwing options on', () => {
    expect(siteConfig.onBrokenLinks).toBe('throw');
    expect(siteConfig.onBrokenAnchors).toBe('throw');
    expect(siteConfig.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
  });

  it('fails the build on a broken markdown link, naming the page, the line and the link', {timeout: 180_000}, () => {
    writeFixture(
      '---\nslug: /\n---\n# Intro\n\nSee [the other page](./other.md) and [a missing one](./missing-page.md).\n',
    );
    const {status, output} = build();
    expect(status).not.toBe(0);
    expect(output).toContain('missing-page.md');
    // The link is on line 6 of the page: an author goes straight to it.
    expect(output).toMatch(/docs\/intro\.md\S* \(6:\d+\)/);
  });
});
