// Shown while a page waits for the session check; the spinner only appears if the wait is
// long enough to notice (see .page-loading in shell/shell.css).
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
