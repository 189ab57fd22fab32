/** A lower-case, dash-separated form of a name for keys and URLs ("Cannon Alpha" → "cannon-alpha"). */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
