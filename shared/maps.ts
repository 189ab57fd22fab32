// Where a dealer is on a map: the back office's geo cell and the owner's booking location panel
// open the same maps address from the dealer's latitude and longitude.
export const mapsUrl = (place: { lat?: number | null; lng?: number | null }): string | undefined =>
  place.lat == null || place.lng == null ? undefined : `https://www.google.com/maps?q=${place.lat},${place.lng}`;
