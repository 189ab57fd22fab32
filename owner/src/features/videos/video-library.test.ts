import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../../shared/generated/types.ts';
import { categoryOrder, firstVideo, groupVideos, OTHER_VIDEOS, readVideo, readVideosPage, type Video } from './video-library.ts';
import { videoSource } from './video-source.ts';

const doc = (id: string, elements: Record<string, unknown>): ContentItem => ({ id, name: id, type: 'x', elements });
const video = (id: string, categories: string[], isDefault = false): Video => ({
  id,
  model: 'Cannon',
  title: id,
  url: `/api/files/${id}.webm`,
  disclaimer: '',
  thumbnail: null,
  isDefault,
  categories,
});

describe('how-to videos from content', () => {
  it('reads a video document and leaves out one without a title or an address', () => {
    expect(
      readVideo(
        doc('v1', {
          model: ' Cannon ',
          videoTitle: 'Towing',
          videoUrl: 'https://youtu.be/abcdefghijk',
          disclaimer: 'Drive safely',
          thumbnail: { url: '/t.jpg' },
          default: true,
          categories: ['Driving'],
        }),
      ),
    ).toEqual({
      id: 'v1',
      model: 'Cannon',
      title: 'Towing',
      url: 'https://youtu.be/abcdefghijk',
      disclaimer: 'Drive safely',
      thumbnail: '/t.jpg',
      isDefault: true,
      categories: ['Driving'],
    });
    expect(readVideo(doc('v2', { model: 'Cannon', videoUrl: '/a.webm' }))).toBeUndefined();
    expect(readVideo(doc('v3', { model: 'Cannon', videoTitle: 'No address' }))).toBeUndefined();
  });

  it('reads the picker page, keeping the models that have a name', () => {
    const page = readVideosPage(
      doc('how-to-videos', {
        smallHeader: 'Owners',
        largeHeader: 'How-to videos',
        subHeading: 'Pick',
        intro: 'Hello',
        backgroundColour: '#eee',
        includedModels: [{ model: 'Cannon', image: { url: '/c.jpg' } }, { image: { url: '/x.jpg' } }, { model: 'H6' }],
      }),
    );
    expect(page.models).toEqual([
      { model: 'Cannon', image: '/c.jpg' },
      { model: 'H6', image: null },
    ]);
    expect(page.largeHeader).toBe('How-to videos');
  });

  it('groups by category in the order the category documents give, the uncategorised last', () => {
    const order = categoryOrder([doc('c2', { name: 'Driving', order: 2 }), doc('c1', { name: 'Getting started', order: 1 }), doc('c3', { order: 3 })]);
    expect(order).toEqual(['Getting started', 'Driving']);
    const groups = groupVideos([video('a', ['driving']), video('b', ['Getting started', 'Driving']), video('c', []), video('d', ['Unknown'])], order);
    expect(groups.map((g) => [g.name, g.videos.map((v) => v.id)])).toEqual([
      ['Getting started', ['b']],
      ['Driving', ['a', 'b']],
      [OTHER_VIDEOS, ['c', 'd']],
    ]);
  });

  it('plays the default video first, else the first listed', () => {
    expect(firstVideo(groupVideos([video('a', ['X']), video('b', ['X'], true)], ['X']))?.id).toBe('b');
    expect(firstVideo(groupVideos([video('a', ['X']), video('b', ['X'])], ['X']))?.id).toBe('a');
    expect(firstVideo([])).toBeUndefined();
  });

  it('embeds YouTube and Vimeo addresses and plays the rest as files', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(videoSource(url)).toEqual({ kind: 'embed', src: embed });
    }
    expect(videoSource('https://vimeo.com/76979871')).toEqual({ kind: 'embed', src: 'https://player.vimeo.com/video/76979871' });
    expect(videoSource('https://player.vimeo.com/video/76979871?h=1')).toEqual({ kind: 'embed', src: 'https://player.vimeo.com/video/76979871' });
    expect(videoSource('/api/files/abc.webm')).toEqual({ kind: 'file', src: '/api/files/abc.webm' });
    expect(videoSource('https://www.youtube.com/channel/xyz')).toEqual({ kind: 'file', src: 'https://www.youtube.com/channel/xyz' });
  });
});
