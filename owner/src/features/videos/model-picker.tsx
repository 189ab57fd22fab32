// The how-to videos' model picker (docs/owner-app.md 2.15): the page document's small and large
// headers, sub heading and intro on its background colour, then a card per included model with
// its picture and 'Browse videos'; two cards a row on a wide screen, one on a phone.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { readableInk } from './readable-ink.ts';
import { loadVideosPage, videos } from './videos-state.ts';

/** A model's picture when the page document has none (owner/public). */
const PLACEHOLDER = '/images/model-placeholder.svg';

export const modelVideosPath = (model: string) => `${paths.howToVideos}?model=${encodeURIComponent(model)}`;

export function ModelPicker() {
  const { pageStatus, page, problem } = useSnapshot(videos);
  useEffect(() => {
    void loadVideosPage();
  }, []);

  if (pageStatus === 'failed') {
    return (
      <section className="page videos">
        <h1>How to videos</h1>
        <LoadFailure problem={problem} onRetry={() => void loadVideosPage()} />
      </section>
    );
  }
  if (!page) return <PageLoading />;
  const background = page.backgroundColour || undefined;
  return (
    <section className="page videos">
      <header className="videos__intro" style={background ? { background, color: readableInk(background) } : undefined}>
        {page.smallHeader && <p className="videos__small-header">{page.smallHeader}</p>}
        <h1 className="videos__large-header">{page.largeHeader || 'How to videos'}</h1>
        {page.subHeading && <p className="videos__sub-heading">{page.subHeading}</p>}
        {page.intro && <p className="videos__text">{page.intro}</p>}
      </header>
      {page.models.length ? (
        <ul className="model-cards">
          {page.models.map(({ model, image }) => (
            <li key={model} className="model-card">
              <img className="model-card__image" src={image ?? PLACEHOLDER} alt="" width={490} height={275} />
              <h2 className="model-card__name">{model}</h2>
              <Link href={modelVideosPath(model)} className="button button--primary">
                Browse videos<span className="visually-hidden"> for the {model}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="videos__message">There are no how-to videos yet. Please check back soon.</p>
      )}
    </section>
  );
}
