// GET /api/dashboard through Refine's custom call: the tiles' counts and the last 12 weeks.
import { useCustom } from '@refinedev/core';

export interface WeekActivity {
  week_start: string;
  bookings: number;
  registrations: number;
}

export interface DashboardCounts {
  users: number;
  vehicles: number;
  services_waiting: number;
  messages: number;
  models: number;
  dealers: number;
  weekly: WeekActivity[];
}

export function useDashboard() {
  const { query, result } = useCustom<DashboardCounts>({
    url: '/api/dashboard',
    method: 'get',
    errorNotification: (error) => ({ type: 'error', message: 'The dashboard could not be loaded', description: error?.message }),
  });
  return { query, counts: query.isSuccess ? result.data : undefined };
}
