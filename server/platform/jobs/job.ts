// What a job is: work that runs without a request, declared once in the boot's list (server/jobs.ts)
// with its schedule and what it guarantees, and run by one mechanism (runner.ts).

/** The clock a run reads: the time now, or the moment a caller (a test) runs it as at. */
export type Clock = () => Date;

export interface Job {
  /** Its name: the lease's, the metrics' label, and what `app.jobs.run` and `wake` take. */
  name: string;
  /** What the log says of it: "the service reminders". */
  what: string;
  /** How often it runs, besides a first run before the server is ready and one soon after each wake. */
  everyMs: number;
  /**
   * Set for a job one server process at a time runs: each run takes the job's lease for this long
   * (far longer than a run takes; a process that dies mid-run lets it go after this). Unset, every
   * process runs it and the work's own claims keep each item to one of them.
   */
  leaseMs?: number;
  /** Whether the server waits for its first run before it is ready: what was missed while it was down is done before the first requests, and no run goes beside them. */
  readyAfterFirstRun?: boolean;
  /** How long a wake waits before the run: the change that called it has committed, and changes made together make one run. */
  wakeAfterMs?: number;
  /** What it guarantees whatever the number of processes, in words (the job list, the metrics' help). */
  guarantees: string;
  /** The job woken after a run that did something (the outbox, after a run that queued emails). */
  wakes?: string;
  /** One run; answers how many things it did. `stopping` is aborted when the server stops: a long run ends early. */
  work(clock: Clock, stopping: AbortSignal): Promise<number>;
  /** At the stop's deadline with a run still going: hands back what the run holds besides the lease (a message being sent). */
  handBack?(): Promise<void>;
}
