// Vehicle photos as the garage shows them (docs/owner-app.md 9; docs/decisions.md): resized and
// cropped to fill 528x297, kept as JPEG; the original is not kept. Video thumbnails likewise at 490x275.
// sharp (libvips, some 30 MB resident) is loaded by the first picture, not at start (bench/idle-memory.md).
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from '../../../shared/vehicle-photo.ts';

export const VEHICLE_PHOTO = { width: 528, height: 297 } as const;
/** docs/owner-app.md 5: an image must be under 20 MB; the owner app checks the same limit before uploading. */
export const MAX_IMAGE_BYTES = MAX_PHOTO_BYTES;
export const IMAGE_TOO_LARGE = PHOTO_TOO_LARGE;
export const NOT_AN_IMAGE = 'This file is not an image we can read. Please choose a JPEG, PNG, WebP, GIF or HEIC photo.';

export const VIDEO_THUMBNAIL = { width: 490, height: 275 } as const;

let loaded: Promise<typeof import('sharp')> | undefined;

/** sharp, imported the first time a picture is made. */
export const loadSharp = async () => (await (loaded ??= import('sharp'))).default;

/** A sharp pipeline that crops an image written into it to fill `size`, as JPEG (receive.ts streams uploads through it). */
export const fittingResizer = async (size: { width: number; height: number }) =>
  (await loadSharp())({ limitInputPixels: 100_000_000 })
    .rotate()
    .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 82, mozjpeg: true });
