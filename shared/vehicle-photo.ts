// The size limit of a vehicle photo (docs/owner-app.md 5, 9), which the owner app checks before
// uploading and the server checks again: a file of 20 MB or more is refused with this message.

export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'Image size needs to be less than 20 MB';

/** The message a chosen file gets before it is sent, or undefined when it may go. */
export const photoProblem = (file: { size: number }) => (file.size >= MAX_PHOTO_BYTES ? PHOTO_TOO_LARGE : undefined);
