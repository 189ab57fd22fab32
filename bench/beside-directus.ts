// Our server and Directus side by side on the same PostgreSQL database, from one load generator
// (this process): for each call, first the check that both answer with the same rows, then a
// warm-up and the load run of each, one after the other, the order alternating from call to
// call. Between runs the database is let finish what the last run's clients left behind (a
// request whose client has gone may still be running), for up to a minute; what is still
// running then is cancelled and counted, so a call that never finishes cannot hold up the run.
import pg from 'pg';
import type { LoadSettings } from './config.ts';
import type { ComparedCall } from './directus-calls.ts';
import type { DirectusServer } from './directus.ts';
import { type LoadRequest, type LoadResult, loadTest } from './load.ts';
import { type Rows, directusRows, ourRows, rowsDiffer } from './same-rows.ts';
import { loadAverage, ms } from './stats.ts';

export interface ComparedResult {
  id: string;
  title: string;
  first: 'ours' | 'directus';
  ours: LoadResult;
  directus: LoadResult;
  /** Statements still running a minute after a run ended, cancelled before the next one. */
  cancelled: number;
  /** The machine's load average over the last minute when the call's runs ended. */
  load: number;
}

interface Side {
  name: 'ours' | 'directus';
  origin: string;
  token: string;
  rows: (body: unknown) => Rows;
}

async function ask(side: Side, path: string, request?: LoadRequest): Promise<unknown> {
  const reply = await fetch(`${side.origin}${path}`, {
    method: request?.method ?? 'GET',
    headers: { authorization: `Bearer ${side.token}`, 'content-type': 'application/json' },
    body: request ? JSON.stringify(request.body()) : undefined,
    signal: AbortSignal.timeout(120_000),
  });
  const text = await reply.text();
  if (reply.status !== (request?.status ?? 200))
    throw new Error(`${side.name === 'ours' ? 'our server' : 'Directus'}: ${path} answered ${reply.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Fails with a clear message unless both answer the call with the same rows. A create is checked by reading each side's new record through the other. */
async function checkSameRows(call: ComparedCall, ours: Side, directus: Side): Promise<void> {
  const differ = async (ourPath: string, directusPath: string) =>
    rowsDiffer(ours.rows(await ask(ours, ourPath)), directus.rows(await ask(directus, directusPath)));
  let difference: string | undefined;
  if (call.create) {
    const mine = ours.rows(await ask(ours, call.ours, call.create.ours)).ids[0];
    const theirs = directus.rows(await ask(directus, call.directus, call.create.directus)).ids[0];
    difference = (await differ(`/api/vehicles/${mine}`, `/items/vehicles/${mine}`)) ?? (await differ(`/api/vehicles/${theirs}`, `/items/vehicles/${theirs}`));
  } else {
    difference = await differ(call.ours, call.directus);
  }
  if (difference) throw new Error(`beside Directus, ${call.title}: not the same rows (${difference}); ours: GET ${call.ours}, Directus: GET ${call.directus}`);
}

/** Waits for the database's client statements (other than this one) to end, up to `seconds`; cancels those left and answers how many. */
async function settle(databaseUrl: string, seconds = 60): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const busy = `FROM pg_stat_activity WHERE state = 'active' AND backend_type = 'client backend' AND pid <> pg_backend_pid()`;
  try {
    for (let waited = 0; waited < seconds * 1000; waited += 250) {
      if (Number((await client.query(`SELECT count(*) AS n ${busy}`)).rows[0].n) === 0) return 0;
      await new Promise((r) => setTimeout(r, 250));
    }
    return (await client.query(`SELECT pg_cancel_backend(pid) ${busy}`)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

export async function besideDirectus(
  calls: ComparedCall[],
  server: { origin: string; token: string },
  directusServer: DirectusServer,
  databaseUrl: string,
  settings: LoadSettings,
): Promise<ComparedResult[]> {
  const ours: Side = { name: 'ours', ...server, rows: ourRows };
  const directus: Side = { name: 'directus', origin: directusServer.origin, token: directusServer.token, rows: directusRows };
  const results: ComparedResult[] = [];
  for (const [index, call] of calls.entries()) {
    await checkSameRows(call, ours, directus);
    const order = index % 2 ? [directus, ours] : [ours, directus];
    const load: Partial<Record<Side['name'], LoadResult>> = {};
    let cancelled = 0;
    for (const side of order) {
      const path = side === ours ? call.ours : call.directus;
      const request = call.create?.[side.name];
      cancelled += await settle(databaseUrl);
      await loadTest(side.origin, path, side.token, Math.min(8, settings.connections), 1, request);
      cancelled += await settle(databaseUrl);
      load[side.name] = await loadTest(side.origin, path, side.token, settings.connections, settings.seconds, request);
    }
    cancelled += await settle(databaseUrl);
    const result = { id: call.id, title: call.title, first: order[0]!.name, ours: load.ours!, directus: load.directus!, cancelled, load: loadAverage() };
    results.push(result);
    const line = (r: LoadResult) => `${Math.round(r.perSecond)} req/s, p95 ${ms(r.p95)} ms${r.errors ? `, ${r.errors} errors (${r.timeouts} timed out)` : ''}`;
    console.log(`  ${call.id}: ours ${line(result.ours)}; Directus ${line(result.directus)}${cancelled ? `; ${cancelled} statements cancelled after` : ''}`);
  }
  return results;
}
