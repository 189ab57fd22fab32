// The static page at / (owner-portal.txt 2.16); the header carries the way to sign in.
export function MaintenancePage() {
  return (
    <section className="page page--narrow hero">
      <p className="eyebrow">Owner portal</p>
      <h1>A new owner portal is under development</h1>
      <p className="lead">
        We are building a new home for GWM and Haval owners: your garage, service bookings and preferred dealer, all in one
        place. Thank you for your patience while we get it ready.
      </p>
    </section>
  );
}
