// Where a stored file is served, and the stored files a text names by that address (a content
// document's elements, a model's image): repositories, routes and the demo data share one form.
/** A key as a pattern: folders and a name of our own words and hex, and an extension. */
export const FILE_KEY_PATTERN = '[a-z0-9-]+(?:/[a-z0-9-]+)*\\.[a-z0-9]+';

/** The address a stored file is served at (areas/files/download-routes.ts answers it). */
export const fileUrl = (key: string) => `/api/files/${key}`;

const ADDRESS = new RegExp(`${fileUrl('')}(${FILE_KEY_PATTERN})`, 'g');

/** The keys of the stored files whose addresses a text (a document's JSON, a model's image) holds. */
export const fileKeysIn = (text: string) => [...text.matchAll(ADDRESS)].map((match) => match[1]!);
