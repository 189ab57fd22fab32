// `npm run faults`: the server under faults, with figures written to tests/faults/results.md.
// 1. PostgreSQL restarted (pg_ctl restart, fast) while four writers create records over loopback
//    for 20 s: the server must stay up and recover by itself, every acknowledged (2xx) write must
//    be in the database afterwards, and failures meanwhile must be 503 with the readable message.
// 2. The server killed with SIGKILL during writes, on PGlite and on PostgreSQL, then started
//    again: every acknowledged write must be there.
// 3. and 4. The SMTP server down while email is asked for, and the disk full under uploads
//    (mail-and-disk.ts).
// 5. Three processes behind nginx, one killed, then all restarted in turn (several-processes.ts).
import { execFile, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { diskFull, smtpDown } from './mail-and-disk.ts';
import { missing, statuses, WRITERS, writeLoad } from './load.ts';
import { PG_SCRIPT, signIn, sleep, startProduct } from './product.ts';
import { severalProcesses } from './several-processes.ts';

const PG_PORT = Number(process.env.FAULTS_PG_PORT || 55465);
async function postgresRestart(databaseUrl: string, pgDir: string): Promise<string[]> {
  const product = await startProduct({ DATABASE_URL: databaseUrl });
  let crashed = false;
  product.child.once('exit', () => (crashed = true));
  const token = await signIn(product.base);
  const started = Date.now();
  let restartedAt = 0;
  const restart = (async () => {
    await sleep(5_000);
    // Asynchronous, so the writers keep writing while PostgreSQL is down.
    await promisify(execFile)(PG_SCRIPT, ['restart', pgDir]);
    restartedAt = Date.now();
  })();
  const load = writeLoad(product.base, token, 'pg-restart', () => Date.now() - started > 20_000 || crashed);
  const [outcome] = await Promise.all([load, restart]);
  const crashedUnderLoad = crashed;
  const healthAfter =
    (await fetch(`${product.base}/api/health`).then(
      (r) => r.status,
      () => 0,
    )) || 'no answer';
  const recovered = outcome.ackTimes.find((t) => t > restartedAt);
  const lost = crashedUnderLoad ? outcome.acked.length : await missing(product.base, outcome.acked);
  product.child.kill('SIGTERM');
  await once(product.child, 'exit');
  return [
    '## PostgreSQL restarted under write load',
    '',
    `${WRITERS} writers creating specs over loopback for 20 s; \`pg_ctl restart -m fast\` at 5 s (the test server of tests/support/postgres.sh, which runs with fsync off: a fast shutdown still writes everything out).`,
    '',
    '| figure | value |',
    '|---|---|',
    `| writes sent | ${outcome.sent} |`,
    `| answers | ${statuses(outcome)} |`,
    `| acknowledged (2xx) | ${outcome.acked.length} |`,
    `| acknowledged writes missing afterwards | ${lost} |`,
    `| 503 answers without the readable message | ${outcome.bad503} |`,
    `| server crashed | ${crashedUnderLoad ? 'yes' : 'no'} |`,
    `| first acknowledged write after the restart returned | ${recovered ? `${recovered - restartedAt} ms` : 'none'} |`,
    `| /api/health afterwards | ${healthAfter} |`,
    '',
  ];
}

async function killDuringWrites(label: string, env: Record<string, string>): Promise<string[]> {
  let product = await startProduct(env);
  const token = await signIn(product.base);
  const started = Date.now();
  let killed = false;
  const load = writeLoad(product.base, token, `kill-${label}`, () => killed && Date.now() - started > 4_500);
  await sleep(4_000);
  product.child.kill('SIGKILL');
  await once(product.child, 'exit');
  killed = true;
  const outcome = await load;
  const restartStarted = Date.now();
  product = await startProduct(env);
  const restartMs = Date.now() - restartStarted;
  const lost = await missing(product.base, outcome.acked);
  product.child.kill('SIGTERM');
  await once(product.child, 'exit');
  return [`| ${label} | ${outcome.sent} | ${outcome.acked.length} | ${statuses(outcome)} | ${lost} | ${restartMs} ms |`];
}

async function main() {
  const pgDir = mkdtempSync(join(tmpdir(), 'mygwm-faults-pg-'));
  const dataDirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'mygwm-faults-data-'));
    dataDirs.push(dir);
    return dir;
  };
  try {
    execFileSync(PG_SCRIPT, ['start', pgDir, String(PG_PORT)], { stdio: 'inherit' });
    const url = (db: string) => `postgres://postgres@127.0.0.1:${PG_PORT}/${db}`;
    execFileSync('psql', [url('postgres'), '-qc', 'CREATE DATABASE faults_restart', '-qc', 'CREATE DATABASE faults_kill']);
    const lines = ['# Fault figures', '', `Written by \`npm run faults\` (tests/faults/run.ts) on ${new Date().toISOString().slice(0, 10)}.`, ''];
    lines.push(...(await postgresRestart(url('faults_restart'), pgDir)));
    lines.push(
      '## SIGKILL of the server during writes, then a restart',
      '',
      `${WRITERS} writers for 4 s, then \`kill -9\`; the server started again on the same data.`,
      '',
    );
    lines.push('| database | writes sent | acknowledged | answers | acknowledged writes missing | restart to healthy |', '|---|---|---|---|---|---|');
    lines.push(...(await killDuringWrites('PGlite', { DATA_DIR: dataDir() })));
    lines.push(...(await killDuringWrites('PostgreSQL', { DATABASE_URL: url('faults_kill'), DATA_DIR: dataDir() })));
    execFileSync('psql', [url('postgres'), '-qc', 'CREATE DATABASE faults_mail']);
    lines.push(...(await smtpDown(url('faults_mail'), dataDir())));
    lines.push(...(await diskFull(dataDir())));
    execFileSync('bash', ['tests/support/nginx.sh', 'install'], { stdio: 'inherit' });
    execFileSync('psql', [url('postgres'), '-qc', 'CREATE DATABASE faults_cluster']);
    lines.push(...(await severalProcesses(url('faults_cluster'))));
    const report = `${lines.join('\n')}\n`;
    writeFileSync(join(import.meta.dirname, 'results.md'), report);
    console.log(report);
  } finally {
    execFileSync(PG_SCRIPT, ['stop', pgDir]);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
