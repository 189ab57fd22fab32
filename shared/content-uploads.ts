// The limits and words of the back office's content uploads, checked in the browser before
// sending and again by the server (server/areas/content/upload-routes.ts, video-routes.ts).

const MB = 1024 * 1024;

export const MAX_MANUAL_BYTES = 50 * MB;
export const MANUAL_TOO_LARGE = 'A manual must be smaller than 50 MB.';
export const NOT_A_PDF = 'A manual must be a PDF file.';

export const MAX_VIDEO_BYTES = 100 * MB;
export const VIDEO_TOO_LARGE = 'A video must be smaller than 100 MB.';
export const NOT_A_VIDEO = 'A video must be a WebM or MP4 file.';

/** The longest title a manual takes. */
export const MAX_TITLE = 200;

/** The longest text each field of a how-to video takes. */
export const VIDEO_TEXT_LIMITS = { model: 100, video_title: 200, video_url: 500, disclaimer: 1000 } as const;
