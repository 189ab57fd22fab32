import { Link } from 'wouter';
import { paths } from '../../paths.ts';

export function NotFoundPage() {
  return (
    <section className="page page--narrow">
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p className="lead">The page you asked for does not exist or has moved.</p>
      <p>
        <Link href={paths.maintenance} className="button button--secondary">
          Go to the start page
        </Link>
      </p>
    </section>
  );
}
