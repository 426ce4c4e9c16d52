// The one test command: typecheck, lint, unit/component tests (the server's store against a
// throwaway PostgreSQL), build, size budgets, Storybook stories in Chromium, end-to-end tests in
// Chromium, embedding tests (apps made from the built and from the packed packages). Every step
// runs even after a failure, so one run reports everything; the last line is `N passed, N failed`
// summed over every runner.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePostgres } from './postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(root, '.artifacts');
mkdirSync(artifacts, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${[path.basename(command), ...args].join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`◀ ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds}s`);
  return status === 0;
}

/** A gate (typecheck, lint, build, budget) counts as one check that passed or failed. */
function gate(label, command, args, env) {
  const ok = run(label, command, args, env);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

/**
 * Gates that need nothing from each other (typecheck, lint: one core each) run side by side; each
 * one's output is printed whole when it ends, so the log reads as if they had run in turn.
 */
async function gatesTogether(gates) {
  const ended = await Promise.all(
    gates.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (status) => resolve({ label, command, args, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
        }),
    ),
  );
  for (const { label, command, args, status, output, seconds } of ended) {
    console.log(`\n▶ ${label}: ${[path.basename(command), ...args].join(' ')}`);
    process.stdout.write(Buffer.concat(output));
    console.log(`◀ ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds}s`);
    results.push({ label, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
  }
}

/** A failure's first line, short enough for a summary. */
const firstLine = (message = '') => message.split('\n')[0].slice(0, 200);

/** A Vitest run counts its tests, read from its JSON report. */
function vitest(label, projects, env, options = []) {
  const report = path.join(artifacts, `vitest-${label}.json`);
  rmSync(report, { force: true });
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), ...options, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const ok = run(label, bin('vitest'), args, env);
  if (!existsSync(report)) {
    results.push({ label, passed: 0, failed: 1 });
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  // A suite that fails to load has no tests in the counts: count it as a failure.
  const failed = json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1);
  // Named again in the summary, so the last lines of a long log say which tests failed.
  const failures = json.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    return tests.length || file.status !== 'failed' ? tests : [`${where}: ${firstLine(file.message || 'failed to run')}`];
  });
  results.push({ label, passed: json.numPassedTests, failed, failures });
}

const chromium = ensureChromium();
const postgres = ensurePostgres();

await gatesTogether([
  { label: 'typecheck', command: bin('tsc'), args: ['-p', 'tsconfig.json'] },
  { label: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
]);
// Vitest runs one file at a time on two cores (it keeps one for itself); these are CPU-bound and
// share nothing, so two at a time. The server's run stays one at a time: its tests hold real
// processes and a database to deadlines of milliseconds.
vitest('unit', ['engine', 'machine', 'machine-xstate-lowest', 'ai', 'protocol', 'react', 'demo', 'client'], {}, ['--maxWorkers=2']);
if (postgres.ok) vitest('server', ['server']);
else {
  console.error(`\n✖ ${postgres.message}`);
  results.push({ label: 'server tests', passed: 0, failed: 1 });
}
// pnpm as it runs this script (`pnpm test` sets npm_execpath), else the one on PATH.
const execpath = process.env.npm_execpath ?? '';
const [pnpm, ...pnpmArgs] = /pnpm/.test(execpath) ? (execpath.endsWith('.js') || execpath.endsWith('.cjs') ? [process.execPath, execpath] : [execpath]) : ['pnpm'];
gate('build', pnpm, [...pnpmArgs, '-r', 'build']);
gate('size', process.execPath, [path.join(root, 'scripts/size.mjs')]);
if (chromium.ok) {
  vitest('storybook', ['storybook']);
  // An app bundled from the built packages, and one installed from their tarballs with npm.
  vitest('embed', ['embed']);
  vitest('e2e', ['e2e'], { GOMOKU_DEMO_BUILT: '1' });
} else {
  console.error(`\n✖ ${chromium.message}`);
  results.push({ label: 'browser tests', passed: 0, failed: 1 });
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary:');
for (const r of results) {
  console.log(`  ${r.failed ? '✖' : '✔'} ${r.label}: ${r.passed} passed, ${r.failed} failed`);
  for (const failure of r.failures ?? []) console.log(`      ✖ ${failure}`);
}
const line = `${passed} passed, ${failed} failed`;
writeFileSync(path.join(artifacts, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(failed ? 1 : 0);
