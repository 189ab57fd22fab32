// The "Beside Directus" section of bench/results.md: per call, our server's and Directus's
// requests per second and p95 at the same load, the database alone's p95 for the same
// statements, and the two ratios the figures aim at.
import type { ComparedResult } from './beside-directus.ts';
import { DIRECTUS_NODE_VERSION, DIRECTUS_VERSION } from './directus.ts';
import { type CallFigures, ofRounds } from './rounds.ts';
import { ms } from './stats.ts';

/** At least this many times Directus's requests per second, at most this many times the database alone's p95. */
export const AIMS = { perSecond: 10, p95: 1.5 };

export function directusSection(results: ComparedResult[], calls: CallFigures[], connections: number, seconds: number): string {
  const rows = results.map((r) => {
    const call = calls.find((c) => c.id === r.id);
    const alone = call && ofRounds(call.rounds, (round) => round.db.p95);
    const speed = r.directus.perSecond ? (r.ours.perSecond / r.directus.perSecond).toFixed(1) : 'Directus answered none';
    const overhead = alone === undefined ? '-' : (r.ours.p95 / alone).toFixed(2);
    const errors = (l: ComparedResult['ours']) => (l.errors ? `${l.errors}${l.timeouts ? ` (${l.timeouts} timed out)` : ''}` : '0');
    return `| ${r.title}${r.first === 'directus' ? ' (Directus first)' : ''} | ${Math.round(r.ours.perSecond)} | ${ms(r.ours.p95)} | ${Math.round(r.directus.perSecond)} | ${ms(r.directus.p95)} | ${alone === undefined ? '-' : ms(alone)} | **${speed}** | **${overhead}** | ${errors(r.ours)}, ${errors(r.directus)}${r.cancelled ? `; ${r.cancelled} left running, cancelled` : ''} | ${r.load} |`;
  });
  return [
    '## Beside Directus',
    '',
    `PostgreSQL only (Directus cannot run on PGlite). Directus ${DIRECTUS_VERSION} on Node ${DIRECTUS_NODE_VERSION}, bootstrapped on the same database our server uses, serving its tables without registration, cache, rate limiter and pressure limiter off; signed in as its administrator. For each call both answers are first checked to hold the same rows (ids in order, and the total where both give an exact one), then each side is loaded in turn by the same autocannon (${connections} connections, ${seconds} s after a 1 s warm-up), the order alternating from call to call; statements a run leaves behind are let finish (up to a minute, then cancelled and counted) before the next. Both answer the same embedded records (a vehicle's owner and model, a postcode's dealers). Our search looks in every search field (registration and VIN; postcode and locality), so Directus is asked \`_icontains\` on the same fields, and once more its case-sensitive \`_contains\`; the exact call is our filter by a whole registration (\`?registration=\`) beside Directus's \`_eq\`. "DB alone" is the p95 of the same statements replayed by ${connections} callers (the median of the call's rounds above); a create is not replayed there, as the same INSERT twice would break the unique VIN. Aims: ours at least ${AIMS.perSecond}× Directus's requests per second, our p95 at most ${AIMS.p95}× the database alone's.`,
    '',
    `| call | ours req/s | ours p95 ms | Directus req/s | Directus p95 ms | DB alone p95 ms | ours / Directus req/s (aim ≥ ${AIMS.perSecond}) | our p95 / DB p95 (aim ≤ ${AIMS.p95}) | errors: ours, Directus | load |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|---|--:|',
    ...rows,
    '',
  ].join('\n');
}
