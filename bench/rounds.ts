// Each call through the server beside the same statements in the database alone, in interleaved
// rounds: round after round the two sides take turns (database then server, then server then
// database...), so that both meet the machine in the same state and a slow minute shows on both.
// Each round's ratio (the server's p95 over the database alone's) is the figure we tune; the
// call's figures are the medians of its rounds. On PGlite the server and the replay cannot hold
// the data folder at once: the server is stopped for the replay's turns and started again after,
// the order of turns chosen so that each switch serves two rounds.
import type { LoadSettings } from './config.ts';
import { type CpuReading, cpuMsOf, ownCpuMs, perRequest, postgresCpuMs, totalOf } from './cpu.ts';
import { type LoadResult, loadTest } from './load.ts';
import { type BenchServer, signIn, startServer } from './processes.ts';
import { type Replay, type Throughput, openReplay } from './replay.ts';
import type { RecordedScenario } from './statements.ts';
import { type Summary, loadAverage, median, ms } from './stats.ts';

export interface CallRound {
  api: LoadResult;
  db: Throughput;
  /** Microseconds of CPU a request cost each process during each side's turn (cpu.ts). */
  cpu: { api: CpuReading; db: CpuReading };
}

export interface CallFigures {
  id: string;
  title: string;
  rounds: CallRound[];
  /** The statements one request at a time, in the first round. */
  oneAtATime: Summary;
  /** The machine's load average over the last minute when the call's last round ended. */
  load: number;
}

/** The server and the replay on one database, each opened on first use. */
export interface Sides {
  server(): Promise<{ origin: string; token: string }>;
  replay(): Promise<Replay>;
  /** CPU time so far of the server (0 while none runs), this process and the PostgreSQL server (0 on PGlite). */
  cpu(): CpuReading;
  close(): Promise<void>;
}

/**
 * Both sides on the database of `env`; on PGlite (one process may open its folder) one closes
 * before the other opens. `postgresDir`: the folder of the PostgreSQL server, whose CPU is read.
 */
export function sidesOn(env: NodeJS.ProcessEnv, exclusive: boolean, postgresDir?: string): Sides {
  let server: BenchServer | undefined;
  let replay: Replay | undefined;
  let token: string | undefined;
  const closeReplay = async () => {
    await replay?.close();
    replay = undefined;
  };
  const stopServer = async () => {
    await server?.stop();
    server = undefined;
  };
  return {
    async server() {
      if (exclusive) await closeReplay();
      if (!server) {
        const starting = performance.now();
        server = await startServer(env);
        console.log(`  (the server started in ${((performance.now() - starting) / 1000).toFixed(1)} s)`);
        // Emails its start queued (the service reminders due on the generated vehicles) are sent before anything is measured.
        await server.outboxSent();
      }
      // Tokens are kept in the database: one sign-in serves every start.
      token ??= await signIn(server.origin);
      return { origin: server.origin, token };
    },
    async replay() {
      if (exclusive) await stopServer();
      replay ??= await openReplay(env);
      return replay;
    },
    cpu: () => ({ server: server ? cpuMsOf(server.pid) : 0, bench: ownCpuMs(), database: postgresDir ? postgresCpuMs(postgresDir) : 0 }),
    async close() {
      await closeReplay();
      await stopServer();
    },
  };
}

/** `run`'s result with the CPU a request of it cost each process. */
async function measured<T extends { count: number }>(sides: Sides, run: () => Promise<T>): Promise<[T, CpuReading]> {
  const before = sides.cpu();
  const result = await run();
  return [result, perRequest(before, sides.cpu(), result.count)];
}

/** The median of the rounds' values. */
export const ofRounds = (rounds: CallRound[], value: (round: CallRound) => number) => median(rounds.map(value));

export const ratioOf = (round: CallRound) => round.api.p95 / round.db.p95;

async function apiRound(sides: Sides, path: string, settings: LoadSettings): Promise<[LoadResult, CpuReading]> {
  const { origin, token } = await sides.server();
  // Requests of the last run whose clients have gone are still queued for the database:
  // a health check (one query) answers only once they are done, so runs do not overlap.
  await fetch(`${origin}/api/health`);
  await loadTest(origin, path, token, Math.min(8, settings.connections), 1);
  await fetch(`${origin}/api/health`);
  return measured(sides, () => loadTest(origin, path, token, settings.connections, settings.roundSeconds));
}

export async function interleaved(scenarios: RecordedScenario[], sides: Sides, settings: LoadSettings): Promise<CallFigures[]> {
  const out: CallFigures[] = [];
  let turn = 0;
  for (const scenario of scenarios) {
    const rounds: CallRound[] = [];
    let oneAtATime: Summary | undefined;
    for (let round = 0; round < settings.rounds; round++) {
      const figures: Partial<CallRound> = {};
      const cpu: Partial<CallRound['cpu']> = {};
      for (const side of turn++ % 2 ? (['api', 'db'] as const) : (['db', 'api'] as const)) {
        if (side === 'api') {
          [figures.api, cpu.api] = await apiRound(sides, scenario.path, settings);
          continue;
        }
        const replay = await sides.replay();
        oneAtATime ??= await replay.oneAtATime(scenario.statements, settings.sequentialRuns, settings.roundSeconds);
        [figures.db, cpu.db] = await measured(sides, () => replay.round(scenario.statements, settings.connections, settings.roundSeconds));
      }
      rounds.push({ ...figures, cpu } as CallRound);
    }
    const call: CallFigures = { id: scenario.id, title: scenario.title, rounds, oneAtATime: oneAtATime!, load: loadAverage() };
    out.push(call);
    const errors = rounds.reduce((n, r) => n + r.api.errors, 0);
    console.log(
      `  ${scenario.id}: API p95 ${ms(ofRounds(rounds, (r) => r.api.p95))} ms, ${Math.round(ofRounds(rounds, (r) => r.api.perSecond))} req/s; ` +
        `DB p95 ${ms(ofRounds(rounds, (r) => r.db.p95))} ms; ratio ${rounds.map((r) => ratioOf(r).toFixed(2)).join(', ')}; ` +
        `CPU a request ${Math.round(ofRounds(rounds, (r) => totalOf(r.cpu.api)))} µs beside ${Math.round(ofRounds(rounds, (r) => totalOf(r.cpu.db)))} µs${errors ? `; ${errors} errors` : ''}`,
    );
  }
  return out;
}
