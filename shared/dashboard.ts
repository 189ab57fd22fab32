// What GET /api/dashboard answers: the six tile counts and the bookings and owner registrations
// of each of the last weeks. The server builds it and the back office shows it.

export interface DashboardCounts {
  users: number;
  vehicles: number;
  services_waiting: number;
  messages: number;
  models: number;
  dealers: number;
}

export interface WeekActivity {
  /** Monday of the week, YYYY-MM-DD. */
  week_start: string;
  bookings: number;
  registrations: number;
}

export interface Dashboard extends DashboardCounts {
  weekly: WeekActivity[];
}
