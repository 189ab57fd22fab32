// A model's videos by category, three a row on a wide screen: each a button with its thumbnail and
// title, the one playing marked. A click, Enter or Space plays it.
import type { Video, VideoGroup } from './video-library.ts';

interface VideoThumbnailsProps {
  groups: VideoGroup[];
  currentId: string | undefined;
  onChoose: (video: Video) => void;
}

export function VideoThumbnails({ groups, currentId, onChoose }: VideoThumbnailsProps) {
  return (
    <div className="video-groups">
      {groups.map((group) => (
        <section key={group.name} className="video-group" aria-labelledby={`video-group-${group.name}`}>
          <h2 id={`video-group-${group.name}`} className="video-group__title">
            {group.name}
          </h2>
          <ul className="video-group__list">
            {group.videos.map((video) => {
              const current = video.id === currentId;
              return (
                <li key={video.id}>
                  <button
                    type="button"
                    className={`thumbnail${current ? ' thumbnail--current' : ''}`}
                    aria-current={current || undefined}
                    onClick={() => onChoose(video)}
                  >
                    {video.thumbnail ? (
                      <img className="thumbnail__image" src={video.thumbnail} alt="" loading="lazy" />
                    ) : (
                      <span className="thumbnail__image" aria-hidden="true" />
                    )}
                    <span className="thumbnail__title">
                      {current && <span className="thumbnail__playing">Now playing: </span>}
                      {video.title}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
