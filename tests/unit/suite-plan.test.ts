/**
 * Which steps and end-to-end specs a pull request runs, from the paths it changes: the rule the workflow
 * and `npm test -- --changed-from` share.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

import playwrightConfig from '../../playwright.config';
import {busyShare, cpuTicksOf, CONTENT_E2E_SPECS, planForChange, SUITE_STEPS} from '../../scripts/lib/suite-steps';
import {CRAWL_SHARDS} from '../e2e/support/crawl';

const ALL_STEPS = SUITE_STEPS.map((step) => step.id);

describe('the suite a change needs', () => {
  it.each([
    ['a guide', ['docs/getting-started/tweening.mdx']],
    ['a blog post and an image', ['blog/2026-11-01-release.md', 'static/img/diagram.png']],
    ['a new recipe', ['docs/recipes/new-one.mdx']],
  ])('content alone (%s): no type-check, the content specs only', (_name, paths) => {
    const plan = planForChange(paths);
    expect(plan.contentOnly).toBe(true);
    expect(plan.steps).toEqual([
      'lint',
      'unit',
      'examples',
      'front-matter',
      'build',
      'build-output',
      'e2e',
      'dev-server',
    ]);
    expect(plan.e2eSpecs).toEqual(CONTENT_E2E_SPECS.map((spec) => `tests/e2e/${spec}.spec.ts`));
  });

  it.each([
    ['a guide and a plugin', ['docs/quickstart.mdx', 'plugins/search/client/engine.ts']],
    ['the config', ['docusaurus.config.ts']],
    ['the lock file', ['package-lock.json']],
    ['a test', ['tests/e2e/theme.spec.ts']],
    ['a docs-like path outside docs/', ['src/docs/page.tsx']],
    ['the sidebars', ['sidebars.ts']],
    ['nothing known', []],
  ])('anything else (%s): the whole suite', (_name, paths) => {
    const plan = planForChange(paths);
    expect(plan.contentOnly).toBe(false);
    expect(plan.steps).toEqual(ALL_STEPS);
    expect(plan.e2eSpecs).toBeNull();
  });

  it('names only spec files that exist, so a renamed spec cannot drop out unnoticed', () => {
    for (const spec of CONTENT_E2E_SPECS) {
      expect(fs.existsSync(path.join(__dirname, '..', 'e2e', `${spec}.spec.ts`)), spec).toBe(true);
    }
  });

  it('orders every step after the steps it waits for', () => {
    SUITE_STEPS.forEach((step, index) => {
      for (const id of step.after) expect(ALL_STEPS.indexOf(id), `${step.id} after ${id}`).toBeLessThan(index);
    });
  });
});

describe("the machine's busy share that npm test prints", () => {
  const line = (user: number, system: number, idle: number) =>
    `cpu  ${user} 0 ${system} ${idle} 0 0 0 0 0 0\ncpu0 1 2 3 4`;
  it('is the share of ticks not idle between two readings, split into user and system', () => {
    const share = busyShare(cpuTicksOf(line(100, 50, 850))!, cpuTicksOf(line(160, 80, 860))!);
    expect(share.busy).toBeCloseTo(90);
    expect(share.user).toBeCloseTo(60);
    expect(share.system).toBeCloseTo(30);
  });
  it('gives no reading for a file without a cpu line', () => {
    expect(cpuTicksOf('intr 1 2 3')).toBeNull();
  });
});

describe("the pull-request workflow's end-to-end jobs", () => {
  type MatrixEntry = {project: string; shard: string};
  const workflow = yaml.load(
    fs.readFileSync(path.join(__dirname, '..', '..', '.github', 'workflows', 'pr.yml'), 'utf8'),
  ) as {jobs: {e2e: {strategy: {matrix: {include: MatrixEntry[]}}}}};
  const jobs = workflow.jobs.e2e.strategy.matrix.include;
  const shardsOf = (project: string) => jobs.filter((job) => job.project === project).map((job) => job.shard);
  const wholeSet = (total: number) => Array.from({length: total}, (_, index) => `${index + 1}/${total}`);

  it("cover exactly the Playwright config's projects", () => {
    expect([...new Set(jobs.map((job) => job.project))]).toEqual(
      (playwrightConfig.projects ?? []).map((project) => project.name),
    );
  });

  it('give each crawl test a job of its own', () => {
    expect(shardsOf('crawl')).toEqual(wholeSet(CRAWL_SHARDS));
  });

  it('cut every project into a whole set of shards', () => {
    for (const project of new Set(jobs.map((job) => job.project))) {
      const shards = shardsOf(project);
      expect(shards, project).toEqual(wholeSet(shards.length));
    }
  });
});
