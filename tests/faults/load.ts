// The staff's write load of the faults: writers creating specs, each name an acknowledgement can
// be looked for afterwards, with every answer counted by status.
import { DATABASE_UNAVAILABLE } from '../../server/db/unavailable.ts';
import { signIn, sleep } from './product.ts';

export const WRITERS = 4;

export interface Outcome {
  sent: number;
  acked: string[];
  byStatus: Map<string, number>;
  /** 503 answers whose message was not the readable one. */
  bad503: number;
  ackTimes: number[];
}

/** Writers creating specs named `${prefix}-<n>` until `until()` says stop. */
export async function writeLoad(base: string, token: string, prefix: string, until: () => boolean): Promise<Outcome> {
  const outcome: Outcome = { sent: 0, acked: [], byStatus: new Map(), bad503: 0, ackTimes: [] };
  const count = (key: string) => outcome.byStatus.set(key, (outcome.byStatus.get(key) ?? 0) + 1);
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      for (let n = 0; !until(); n++) {
        const name = `${prefix}-${writer}-${n}`;
        outcome.sent++;
        try {
          const response = await fetch(`${base}/api/specs`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ name }),
            signal: AbortSignal.timeout(10_000),
          });
          const body = (await response.json().catch(() => ({}))) as { message?: string };
          count(String(response.status));
          if (response.ok) {
            outcome.acked.push(name);
            outcome.ackTimes.push(Date.now());
          } else {
            if (response.status === 503 && body.message !== DATABASE_UNAVAILABLE) outcome.bad503++;
            await sleep(100);
          }
        } catch {
          count('no answer');
          await sleep(100);
        }
      }
    }),
  );
  return outcome;
}

/** How many acknowledged names are missing from the specs the restarted server lists. */
export async function missing(base: string, acked: string[]): Promise<number> {
  const token = await signIn(base);
  const response = await fetch(`${base}/api/specs?per_page=-1`, { headers: { authorization: `Bearer ${token}` } });
  const stored = new Set(((await response.json()) as { data: { name: string }[] }).data.map((s) => s.name));
  return acked.filter((name) => !stored.has(name)).length;
}

export const statuses = (o: Outcome) => [...o.byStatus].map(([status, n]) => `${status}: ${n}`).join(', ');

export interface OwnerOutcome {
  sent: number;
  /** Answers by method and status ("GET 200", "PUT no answer"). */
  byAnswer: Map<string, number>;
  /** Owners whose vehicle ended with a nickname older than their last acknowledged change. */
  lostChanges: number;
}

/**
 * Each owner in a loop of their own, as the garage page does: reads their vehicles, renames the
 * first (`${prefix}-<n>`), reads the dealers. Afterwards each vehicle must carry the last
 * acknowledged name, or one sent after it whose answer never came.
 */
export async function ownerLoad(base: string, owners: { email: string; password: string }[], prefix: string, until: () => boolean): Promise<OwnerOutcome> {
  const outcome: OwnerOutcome = { sent: 0, byAnswer: new Map(), lostChanges: 0 };
  const call = async (method: string, path: string, token: string, body?: object) => {
    outcome.sent++;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const key = `${method} ${response.status}`;
      outcome.byAnswer.set(key, (outcome.byAnswer.get(key) ?? 0) + 1);
      return response.ok ? ((await response.json()) as unknown) : undefined;
    } catch {
      const key = `${method} no answer`;
      outcome.byAnswer.set(key, (outcome.byAnswer.get(key) ?? 0) + 1);
      return undefined;
    }
  };
  await Promise.all(
    owners.map(async (owner, o) => {
      const token = await signIn(base, owner);
      const [vehicle] = (await call('GET', '/api/vehicles/user', token)) as { id: number }[];
      // Names sent since the last acknowledged one, that one first: what the vehicle may end with.
      let possible: (string | null)[] = [(vehicle as { nickname?: string | null }).nickname ?? null];
      for (let n = 0; !until(); n++) {
        await call('GET', '/api/vehicles/user', token);
        const name = `${prefix}-${o}-${n}`;
        const renamed = await call('PUT', `/api/vehicles/vehicle/${vehicle!.id}`, token, { nickname: name });
        possible = renamed ? [name] : [...possible, name];
        await call('GET', '/api/dealers?per_page=20', token);
        if (!renamed) await sleep(100);
      }
      const final = (await call('GET', `/api/vehicles/vehicle/${vehicle!.id}`, token)) as { nickname?: string | null } | undefined;
      if (!final || !possible.includes(final.nickname ?? null)) outcome.lostChanges++;
    }),
  );
  return outcome;
}
