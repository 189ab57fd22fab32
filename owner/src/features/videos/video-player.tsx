// The player of a how-to video: YouTube and Vimeo in their own embedded players, our own files in
// the browser's <video> with its controls. A video chosen by the owner starts at once; the one a
// page opens with waits for them to press play.
import { videoSource } from './video-source.ts';
import type { Video } from './video-library.ts';

export function VideoPlayer({ video, autoPlay }: { video: Video; autoPlay: boolean }) {
  const source = videoSource(video.url);
  return (
    <div className="player">
      {source.kind === 'embed' ? (
        <iframe
          key={video.id}
          className="player__frame"
          src={autoPlay ? `${source.src}?autoplay=1` : source.src}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <video
          key={video.id}
          className="player__frame"
          src={source.src}
          poster={video.thumbnail ?? undefined}
          aria-label={video.title}
          controls
          playsInline
          preload="metadata"
          autoPlay={autoPlay}
        />
      )}
    </div>
  );
}
