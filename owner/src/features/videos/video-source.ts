// How a video address plays: YouTube and Vimeo addresses in their players' embed form (an
// <iframe>), anything else (our own files, /api/files/...) in the browser's <video>.
export type VideoSource = { kind: 'embed'; src: string } | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[\w-]{6,}$/;

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0];
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return undefined;
  return url.pathname.split('/').find((part) => /^\d+$/.test(part));
}

export function videoSource(address: string): VideoSource {
  let url: URL;
  try {
    url = new URL(address, 'https://local.invalid');
  } catch {
    return { kind: 'file', src: address };
  }
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo}` };
  return { kind: 'file', src: address };
}
