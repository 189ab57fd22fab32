// The product logo: a wordmark, so it needs no image request.
export function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" role="img" aria-label="myGWM logo">
      <rect width="36" height="36" rx="6" fill="#c8102e" />
      <text x="18" y="23" textAnchor="middle" fontSize="12" fontWeight="800" fill="#fff" fontFamily="inherit">
        GWM
      </text>
    </svg>
  );
}
