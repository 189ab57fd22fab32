// Acoustic Content's typed elements turned into the plain elements of shared/content.ts, the shape
// the embedded store keeps and the owner screens read. The hub gives each element as
// {elementType, value} (or `values` when the element takes several); files carry their
// address in `url`, relative to the hub's host. Anything the hub sends that is not an element
// is left out, so a document the maker filled in wrongly shows as one with that element missing.
import { isRecord } from '../../../shared/is-record.ts';

type Json = Record<string, unknown>;

/** An element's address made absolute on the hub's host, where delivery serves its files. */
const absolute = (url: unknown, hubOrigin: string) => (typeof url === 'string' && url ? new URL(url, hubOrigin).toString() : undefined);

/** One value of an element of this type: `value` of a single element, or one of `values`. */
function plainValue(type: string, value: unknown, hubOrigin: string): unknown {
  switch (type) {
    case 'image':
    case 'file':
    case 'video': {
      const url = isRecord(value) ? absolute(value.url, hubOrigin) : undefined;
      return url && { url };
    }
    case 'link':
      return isRecord(value) ? { linkURL: value.linkURL, linkText: value.linkText } : undefined;
    case 'group':
      return isRecord(value) ? plainElements(value, hubOrigin) : undefined;
    case 'optionselection':
      return isRecord(value) ? value.selection : undefined;
    case 'reference':
      return isRecord(value) ? value.id : undefined;
    default:
      // text, formattedtext, number, toggle, datetime, location: the value itself.
      return value;
  }
}

/**
 * One element as shared/content.ts has it. Several values become a list, except a list of links,
 * which keeps Acoustic's own `{values: [...]}`: the menu header reads its links so
 * (`elements.menus.values`, docs/owner-app.md 7), as the portal always has.
 */
function plainElement(element: Json, hubOrigin: string): unknown {
  const type = typeof element.elementType === 'string' ? element.elementType : '';
  // A category element names its categories by path ("Videos/Getting started"); our documents name the leaf.
  if (type === 'category') return Array.isArray(element.categories) ? element.categories.map((path) => String(path).split('/').pop()) : undefined;
  // Files hold their address on the element itself, beside the asset and renditions.
  const single = ['image', 'file', 'video', 'link'].includes(type) ? element : element.value;
  if (!Array.isArray(element.values)) return plainValue(type, single, hubOrigin);
  const values = element.values.map((value) => plainValue(type, value, hubOrigin)).filter((value) => value !== undefined);
  return type === 'link' ? { values } : values;
}

/** A document's elements in the plain shape; a group's value is elements again. */
export function plainElements(elements: unknown, hubOrigin: string): Json {
  if (!isRecord(elements)) return {};
  const plain: Json = {};
  for (const [name, element] of Object.entries(elements)) {
    if (!isRecord(element)) continue;
    const value = plainElement(element, hubOrigin);
    if (value !== undefined) plain[name] = value;
  }
  return plain;
}
