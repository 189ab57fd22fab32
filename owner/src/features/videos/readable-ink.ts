// The text colour that reads on a background the content sets (the picker page's colour): white
// on a dark colour, ink on a light one or on a value that is not a #rrggbb colour.
export function readableInk(background: string): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(background.trim());
  if (!match) return 'var(--color-ink)';
  const [r, g, b] = [0, 2, 4]
    .map((at) => parseInt(match[1]!.slice(at, at + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  // Where white and #141414 give the same contrast.
  return luminance < 0.18 ? '#fff' : 'var(--color-ink)';
}
