// The dashboard's answer (schemas/answers/dashboard.json) as the server builds it in two parts:
// the six tile counts and the weeks of the chart.
import type { Dashboard } from './generated/types.ts';

/** The tiles' counts: the answer without its weeks. */
export type DashboardCounts = Omit<Dashboard, 'weekly'>;
