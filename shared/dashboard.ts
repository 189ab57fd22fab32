// The dashboard's answer (schemas/answers/dashboard.json) as the server builds it in two parts:
// the seven tile counts, with which of them are estimates, and the weeks of the chart.
import type { Dashboard } from './generated/types.ts';

/** The tiles' counts: the answer without its weeks. */
export type DashboardCounts = Omit<Dashboard, 'weekly'>;

/** A tile's count by name. */
export type DashboardCount = Dashboard['estimated'][number];
