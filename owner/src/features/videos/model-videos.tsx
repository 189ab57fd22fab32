// A model's how-to videos (docs/owner-app.md 2.15): the player with the video's title and
// disclaimer, then the thumbnails grouped by category. The default video plays first; choosing
// another plays it and brings the player into view. A model with no videos says so, with a way
// back to the models.
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { firstVideo, groupVideos, sameName, type Video } from './video-library.ts';
import { VideoPlayer } from './video-player.tsx';
import { VideoThumbnails } from './video-thumbnails.tsx';
import { loadVideoLibrary, loadVideosPage, videos } from './videos-state.ts';

function BackToModels() {
  return (
    <Link href={paths.howToVideos} className="videos__back">
      ← All models
    </Link>
  );
}

export function ModelVideos({ model }: { model: string }) {
  const { libraryStatus, videos: library, categories, page, problem } = useSnapshot(videos);
  const [chosen, setChosen] = useState<string | null>(null);
  const player = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void loadVideoLibrary();
    // The page document spells the model as people know it.
    void loadVideosPage();
  }, []);
  // Another model's page starts again from its first video.
  const [shownModel, setShownModel] = useState(model);
  if (model !== shownModel) {
    setShownModel(model);
    setChosen(null);
  }

  if (libraryStatus === 'failed') {
    return (
      <section className="page videos">
        <BackToModels />
        <LoadFailure problem={problem} onRetry={() => void loadVideoLibrary()} />
      </section>
    );
  }
  if (libraryStatus !== 'ready') return <PageLoading />;

  const own = library.filter((video) => sameName(video.model, model));
  const name = page?.models.find((m) => sameName(m.model, model))?.model ?? own[0]?.model ?? model;
  const groups = groupVideos(own, categories);
  const current = own.find((video) => video.id === chosen) ?? firstVideo(groups);

  const choose = (video: Video) => {
    setChosen(video.id);
    title.current?.focus({ preventScroll: true });
    player.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section className="page videos">
      <BackToModels />
      <h1 className="videos__model">{name} how-to videos</h1>
      {current ? (
        <>
          <div ref={player} className="videos__now">
            <VideoPlayer video={current} autoPlay={chosen !== null} />
            <h2 ref={title} tabIndex={-1} className="videos__title">
              {current.title}
            </h2>
            {current.disclaimer && <p className="videos__disclaimer">{current.disclaimer}</p>}
          </div>
          <VideoThumbnails groups={groups} currentId={current.id} onChoose={choose} />
        </>
      ) : (
        <div className="notice">
          <p>There are no how-to videos for the {name} yet.</p>
          <p>
            <Link href={paths.howToVideos} className="button button--secondary">
              Choose another model
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
