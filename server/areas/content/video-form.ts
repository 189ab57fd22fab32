// The form of the back office's how-to video dialog, read: its thumbnail (any image, stored at
// 490x275) and video file (WebM or MP4) stored as they stream in, then its fields checked, every
// problem answered at once under its field.
import type { VideoElements } from '../../../shared/content.ts';
import { NOT_A_VIDEO, VIDEO_TEXT_LIMITS } from '../../../shared/content-uploads.ts';
import type { FieldErrors } from '../../../shared/validation.ts';
import { InputError } from '../../core/errors.ts';
import { fileUrl } from '../../core/file-addresses.ts';
import { VIDEO_THUMBNAIL } from '../../platform/files/images.ts';
import type { ReadForm, Receiver } from '../../platform/files/multipart.ts';
import { readPast, storeChecked, storeResized } from '../../platform/files/receive.ts';
import type { FileStore } from '../../platform/files/store.ts';
import type { contentVideoRepository } from '../../queries/content-videos.ts';

const MAX_CATEGORIES = 20;

/** WebM (an EBML header) or MP4 (an ISO box "ftyp"). */
const videoExtension = (data: Buffer) =>
  data.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) ? '.webm' : data.subarray(4, 8).toString('latin1') === 'ftyp' ? '.mp4' : undefined;

/** The thumbnail resized and the video stored as they stream in; any other file is read past and named a problem. */
export const receiveVideo =
  (files: FileStore): Receiver =>
  async ({ field, stream }) => {
    if (field === 'thumbnail') return storeResized(files, stream, 'content', VIDEO_THUMBNAIL);
    if (field === 'video_file') return storeChecked(files, stream, 'videos', videoExtension, NOT_A_VIDEO);
    await readPast(stream);
    return { problem: 'Send the files as "thumbnail" and "video_file".' };
  };

const isAddress = (url: string) => url.startsWith(fileUrl('')) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(url);

function categoriesOf(text: string | undefined): string[] | undefined {
  if (!text?.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every((c) => typeof c === 'string') ? parsed.map((c) => c.trim()) : undefined;
  } catch {
    return undefined;
  }
}

/** The video the form describes, and the files to store for it; throws every problem at once. */
export async function readVideo(
  { fields: f, files }: ReadForm,
  videos: Pick<ReturnType<typeof contentVideoRepository>, 'modelLines' | 'categoryNames'>,
  current?: Partial<VideoElements>,
) {
  const errors: FieldErrors = {};
  const problem = (field: string, message: string) => void (errors[field] ??= []).push(message);
  const text = (name: keyof typeof VIDEO_TEXT_LIMITS) => (f[name] ?? '').trim();
  for (const name of Object.keys(VIDEO_TEXT_LIMITS) as (keyof typeof VIDEO_TEXT_LIMITS)[]) {
    if (text(name).length > VIDEO_TEXT_LIMITS[name]) problem(name, `This can be at most ${VIDEO_TEXT_LIMITS[name]} characters.`);
  }
  const model = text('model');
  if (!model) problem('model', 'Please choose a model.');
  else if (!(await videos.modelLines()).includes(model)) problem('model', `There is no model called ${model} in the catalogue.`);
  if (!text('video_title')) problem('video_title', 'A title is required.');

  const videoFile = files.find((file) => file.field === 'video_file');
  const thumbnailFile = files.find((file) => file.field === 'thumbnail');
  const unknown = files.find((file) => file !== videoFile && file !== thumbnailFile);
  if (unknown) problem(unknown.field, 'Send the files as "thumbnail" and "video_file".');
  let videoUrl = text('video_url');
  if (videoFile) {
    if (videoFile.received.problem) problem('video_file', videoFile.received.problem);
    videoUrl = '';
  } else if (!videoUrl) problem('video_url', 'Enter the video’s YouTube or Vimeo address, or upload a video file.');
  else if (!isAddress(videoUrl)) problem('video_url', 'Enter an address starting with https:// (YouTube or Vimeo), or upload a video file.');

  if (thumbnailFile) {
    if (thumbnailFile.received.problem) problem('thumbnail', thumbnailFile.received.problem);
  } else if (!current?.thumbnail?.url) problem('thumbnail', 'Please upload a thumbnail image.');

  const categories = categoriesOf(f.categories);
  if (!categories) problem('categories', 'Send the categories as a list of names.');
  else if (categories.length > MAX_CATEGORIES) problem('categories', `Choose at most ${MAX_CATEGORIES} categories.`);
  else {
    const known = await videos.categoryNames();
    const missing = categories.filter((c) => !known.includes(c));
    if (missing.length) problem('categories', `There is no video category called ${missing.join(', ')}.`);
  }
  for (const flag of ['default', 'published'] as const) {
    if (f[flag] !== undefined && !['true', 'false'].includes(f[flag])) problem(flag, 'This must be true or false.');
  }
  if (Object.keys(errors).length) throw new InputError(errors);

  const elements: VideoElements = {
    model,
    videoTitle: text('video_title'),
    videoUrl: videoFile ? fileUrl(videoFile.received.key!) : videoUrl,
    disclaimer: text('disclaimer'),
    thumbnail: thumbnailFile ? { url: fileUrl(thumbnailFile.received.key!) } : current!.thumbnail!,
    default: f.default === 'true',
    categories: categories!,
  };
  return { elements, published: f.published !== 'false' };
}
