// Three processes behind nginx on one PostgreSQL and one S3 bucket (tests/support/cluster.ts),
// under the staff's writes and the owners' garage at once: one process killed (SIGKILL) and
// started again, then every process restarted in turn (SIGTERM, the graceful stop, then a start).
// Every acknowledged write must be there afterwards; the failed requests are counted by method
// and status, for nginx retries only what never reached a process, or what a GET asked.
import { DEMO_ACCOUNTS } from '../../server/seed/demo-access.ts';
import { freePort } from '../e2e/support/server-process.ts';
import { type Cluster, startCluster } from '../support/cluster.ts';
import { startLocalS3 } from '../support/s3-server.ts';
import { missing, ownerLoad, type OwnerOutcome, type Outcome, statuses, WRITERS, writeLoad } from './load.ts';
import { ADMIN, signIn, sleep } from './product.ts';

const OWNERS = DEMO_ACCOUNTS.filter((account) => account.role === 'USER');

interface Round {
  staff: Outcome;
  owners: OwnerOutcome;
  /** What the fault itself took: each restart's time to ready. */
  restarts: number[];
}

/** Runs the mixed load through the balancer while `fault` does its work, and 2 s more. */
async function underLoad(cluster: Cluster, prefix: string, fault: () => Promise<number[]>): Promise<Round> {
  const token = await signIn(cluster.base);
  let done = false;
  const staff = writeLoad(cluster.base, token, `${prefix}-staff`, () => done);
  const owners = ownerLoad(cluster.base, OWNERS, `${prefix}-owner`, () => done);
  await sleep(3_000);
  const restarts = await fault();
  await sleep(2_000);
  done = true;
  return { staff: await staff, owners: await owners, restarts };
}

async function restart(cluster: Cluster, index: number, signal: NodeJS.Signals): Promise<number> {
  const member = cluster.processes[index]!;
  await member.stop(signal);
  const started = Date.now();
  await member.start();
  return Date.now() - started;
}

const failed = (round: Round) => {
  const staffFailed = [...round.staff.byStatus].filter(([status]) => !status.startsWith('2')).map(([status, n]) => `POST ${status}: ${n}`);
  const ownersFailed = [...round.owners.byAnswer].filter(([answer]) => !/ 2\d\d$/.test(answer)).map(([answer, n]) => `${answer}: ${n}`);
  const all = [...staffFailed, ...ownersFailed];
  return all.length > 0 ? all.join(', ') : 'none';
};

async function row(cluster: Cluster, label: string, round: Round): Promise<string> {
  const lost = (await missing(cluster.base, round.staff.acked)) + round.owners.lostChanges;
  const sent = round.staff.sent + round.owners.sent;
  const restarts = round.restarts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ');
  return `| ${label} | ${sent} | ${statuses(round.staff)} | ${[...round.owners.byAnswer].map(([a, n]) => `${a}: ${n}`).join(', ')} | ${failed(round)} | ${lost} | ${restarts} |`;
}

export async function severalProcesses(databaseUrl: string): Promise<string[]> {
  const s3 = await startLocalS3(await freePort());
  const cluster = await startCluster('dist/server/main.js', {
    DATABASE_URL: databaseUrl,
    S3_BUCKET: s3.config.bucket,
    S3_ENDPOINT: s3.config.endpoint!,
    S3_FORCE_PATH_STYLE: '1',
    DEMO_DATA: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const killed = await underLoad(cluster, 'kill', async () => [await restart(cluster, 1, 'SIGKILL')]);
    const rolling = await underLoad(cluster, 'rolling', async () => {
      const times: number[] = [];
      for (const index of cluster.processes.keys()) times.push(await restart(cluster, index, 'SIGTERM'));
      return times;
    });
    return [
      '## Three processes behind nginx: one killed, then a rolling restart',
      '',
      `Three built server processes on one PostgreSQL database and one S3 bucket (s3rver), behind nginx round robin with the README's site (\`tests/support/balancer.ts\`). Through the balancer, ${WRITERS} staff writers create specs while each of the ${OWNERS.length} demo owners reads their garage, renames their vehicle and reads the dealers, in a loop. Killed: 3 s into the load the second process gets SIGKILL and is started again at once. Rolling: each process in turn gets SIGTERM, and once it has exited is started again and waits until ready before the next. The load runs 2 s past the fault.`,
      '',
      '| fault | requests | staff writes (POST) | owners | failed requests | acknowledged writes missing | start to ready |',
      '|---|---|---|---|---|---|---|',
      await row(cluster, 'one process killed and restarted', killed),
      await row(cluster, 'rolling restart of all three', rolling),
      '',
      'A failed request is one the balancer could not retry: a write (POST, PUT) that had reached the process killed under it, whose outcome nginx cannot know, answered 502. GETs and requests whose connection was refused are tried on the next process.',
      '',
    ];
  } finally {
    await cluster.close();
    await s3.close();
  }
}
