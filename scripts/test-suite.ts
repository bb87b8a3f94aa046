/**
 * The whole test suite as `npm test` runs it. Two lanes share the machine's two cores:
 * the checks that need no build (type-check, lint, unit tests, examples, front matter)
 * run one after another beside the production build; once the build is written, its
 * output checks and the end-to-end tests run on it. A failed step stops only what
 * depends on it, so one run reports every failure. Ends with each step's times.
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import {parseArgs} from 'node:util';

import {busyShare, cpuTicksOf, planForChange, SUITE_STEPS, type CpuTicks, type SuiteStep} from './lib/suite-steps';

const USAGE = `Usage: npm test [-- --only=<step,…>] [--changed-from=<git ref>] [--project=<name>] [--shard=<i/n>] [--sequential]
  --only          run these steps (${SUITE_STEPS.map((step) => step.id).join(', ')}), ignoring what they wait for
  --changed-from  run what the change since this ref needs (a change to docs/, blog/ or static/ alone skips the rest)
  --project       the end-to-end tests' Playwright project: crawl (every page), examples (every scene) or site (the rest)
  --shard         the end-to-end tests' shard, as Playwright takes it
  --sequential    one step at a time, in the listed order (to compare with the two lanes)`;

/** The steps to run, with end-to-end arguments, from the command line. */
function selectedSteps(): SuiteStep[] {
  const {values} = parseArgs({
    options: {
      only: {type: 'string'},
      'changed-from': {type: 'string'},
      project: {type: 'string'},
      shard: {type: 'string'},
      sequential: {type: 'boolean'},
      help: {type: 'boolean'},
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  let ids = SUITE_STEPS.map((step) => step.id);
  let e2eSpecs: string[] | null = null;
  if (values['changed-from']) {
    const changed = execFileSync('git', ['diff', '--name-only', `${values['changed-from']}...HEAD`], {encoding: 'utf8'})
      .split('\n')
      .filter(Boolean);
    const plan = planForChange(changed);
    console.log(
      `${changed.length} changed paths since ${values['changed-from']}: ${plan.contentOnly ? 'content only, so the steps and specs content can break' : 'the whole suite'}.`,
    );
    ids = plan.steps;
    e2eSpecs = plan.e2eSpecs;
  }
  if (values.only) {
    const only = values.only.split(',').map((id) => id.trim());
    const unknown = only.filter((id) => !SUITE_STEPS.some((step) => step.id === id));
    if (unknown.length > 0) throw new Error(`Unknown step ${unknown.join(', ')}.\n${USAGE}`);
    ids = ids.filter((id) => only.includes(id));
  }
  const chosen = SUITE_STEPS.filter((step) => ids.includes(step.id));
  return chosen.map((step, index) => ({
    ...step,
    // A step waits only for what runs in this invocation; in sequence, for the step before it.
    after: values.sequential
      ? chosen.slice(Math.max(0, index - 1), index).map((previous) => previous.id)
      : step.after.filter((id) => ids.includes(id)),
    command:
      step.id === 'e2e'
        ? [
            ...step.command,
            ...(e2eSpecs ?? []),
            ...(values.project ? [`--project=${values.project}`] : []),
            ...(values.shard ? [`--shard=${values.shard}`] : []),
          ]
        : step.command,
  }));
}

type Outcome = {step: SuiteStep; status: 'passed' | 'failed' | 'skipped'; startedAt: number; seconds: number};

const suiteStart = Date.now();
const readCpuTicks = (): CpuTicks | null =>
  fs.existsSync('/proc/stat') ? cpuTicksOf(fs.readFileSync('/proc/stat', 'utf8')) : null;
const ticksAtStart = readCpuTicks();
const since = (time: number) => (time - suiteStart) / 1000;
const clock = (seconds: number) => `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

/** Runs one step; its output is printed whole when it ends (or live, for the step that streams), so lanes never interleave lines. */
function run(step: SuiteStep): Promise<boolean> {
  console.log(bold(`\n== start: ${step.title} (at ${clock(since(Date.now()))})`));
  const [command, ...args] = step.command;
  const child = spawn(command!, args, {
    env: {...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  const collect = (chunk: Buffer) => (step.stream ? process.stdout.write(chunk) : chunks.push(chunk));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      chunks.push(Buffer.from(`Could not start ${step.command.join(' ')}: ${error.message}\n`));
      resolve(false);
    });
    child.on('close', (code) => {
      const passed = code === 0;
      console.log(bold(`\n== ${passed ? 'done' : 'FAILED'}: ${step.title} (at ${clock(since(Date.now()))})`));
      if (!step.stream) process.stdout.write(Buffer.concat(chunks));
      resolve(passed);
    });
  });
}

async function main(): Promise<number> {
  const steps = selectedSteps();
  const pending = new Map<string, Promise<Outcome>>();
  const outcomeOf = (step: SuiteStep): Promise<Outcome> => {
    const existing = pending.get(step.id);
    if (existing) return existing;
    const started = (async (): Promise<Outcome> => {
      const before = await Promise.all(
        step.after.map((id) => {
          const dependency = steps.find((candidate) => candidate.id === id);
          if (!dependency) throw new Error(`Step ${step.id} waits for an unknown step ${id}.`);
          return outcomeOf(dependency);
        }),
      );
      const startedAt = Date.now();
      if (before.some((outcome) => outcome.status !== 'passed')) {
        console.log(bold(`\n== skipped: ${step.title} (a step it needs failed)`));
        return {step, status: 'skipped', startedAt, seconds: 0};
      }
      const passed = await run(step);
      return {step, status: passed ? 'passed' : 'failed', startedAt, seconds: (Date.now() - startedAt) / 1000};
    })();
    pending.set(step.id, started);
    return started;
  };
  const all = await Promise.all(steps.map(outcomeOf));

  const total = since(Date.now());
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  const rows = all.map(({step, status, startedAt, seconds}) => [
    step.title,
    status,
    status === 'skipped' ? '' : clock(since(startedAt)),
    status === 'skipped' ? '' : `${seconds.toFixed(1)} s`,
  ]);
  const header = ['Step', 'Result', 'Started', 'Took'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(bold('\n== npm test: steps'));
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nnpm test: ${clock(total)} in all, ${os.cpus().length} cores, load average ${one} ${five} ${fifteen} (1, 5, 15 min).`,
  );
  const ticksAtEnd = readCpuTicks();
  if (ticksAtStart && ticksAtEnd) {
    const {busy, user, system} = busyShare(ticksAtStart, ticksAtEnd);
    console.log(
      `The cores were busy ${busy.toFixed(0)}% of that time (user ${user.toFixed(0)}%, system ${system.toFixed(0)}%), counting every process on the machine.`,
    );
  }
  const failed = all.filter((outcome) => outcome.status !== 'passed');
  if (failed.length > 0) console.log(`Not passed: ${failed.map(({step}) => step.title).join('; ')}.`);
  return failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
