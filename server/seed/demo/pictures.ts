// The demo's vehicle pictures and video thumbnails, drawn at load time: a side view of a ute,
// an SUV or a hatch in the paint's colour on a light backdrop, drawn as SVG and made into JPEGs by
// sharp in a child process (painter.ts).

export type BodyStyle = 'UTE' | 'SUV' | 'HATCH';

const PICTURE = { width: 528, height: 297 } as const;
export const THUMBNAIL = { width: 490, height: 275 } as const;

/** A darker shade of a hex colour, for the lower body and the outlines. */
function shade(hex: string, factor: number): string {
  const channel = (i: number) =>
    Math.round(parseInt(hex.slice(i, i + 2), 16) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** Body outline and windows of each style, facing left, on a 528x297 canvas with the ground at y = 236. */
const SHAPES: Record<BodyStyle, { body: string; glass: string }> = {
  UTE: {
    body: 'M40 196 L44 160 Q48 148 62 146 L150 140 L196 96 Q204 88 218 88 L300 88 Q314 88 320 100 L338 140 L492 142 Q500 142 500 152 L500 204 Q500 214 490 214 L48 214 Q40 214 40 204 Z',
    glass: 'M166 138 L206 100 Q210 96 218 96 L252 96 L252 138 Z M262 96 L298 96 Q306 96 310 104 L326 138 L262 138 Z',
  },
  SUV: {
    body: 'M44 196 L48 158 Q52 144 68 142 L120 136 L170 92 Q178 84 192 84 L420 84 Q440 84 452 100 L484 140 Q496 146 496 160 L496 204 Q496 214 486 214 L52 214 Q44 214 44 204 Z',
    glass: 'M140 134 L180 98 Q184 94 192 94 L290 94 L290 134 Z M300 94 L410 94 Q424 94 432 104 L456 134 L300 134 Z',
  },
  HATCH: {
    body: 'M70 198 L74 164 Q78 150 94 148 L150 142 L196 100 Q206 92 222 92 L370 92 Q392 92 404 110 L448 150 Q458 156 458 168 L458 206 Q458 214 450 214 L78 214 Q70 214 70 206 Z',
    glass: 'M170 140 L206 104 Q212 100 222 100 L292 100 L292 140 Z M302 100 L366 100 Q382 100 390 112 L414 140 L302 140 Z',
  },
};

const WHEELS: Record<BodyStyle, [number, number]> = { UTE: [118, 420], SUV: [128, 412], HATCH: [140, 392] };

function vehicleSvg(style: BodyStyle, paint: string): string {
  const { body, glass } = SHAPES[style];
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="214" r="34" fill="#1c1d20"/><circle cx="${x}" cy="214" r="19" fill="#b9bcc2"/><circle cx="${x}" cy="214" r="6" fill="#55585e"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE.width}" height="${PICTURE.height}" viewBox="0 0 528 297">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f5f7"/><stop offset="1" stop-color="#dfe2e6"/></linearGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, 0.72)}"/></linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="528" height="297" fill="url(#sky)"/>
  <rect y="236" width="528" height="61" fill="#cfd3d8"/>
  <ellipse cx="270" cy="246" rx="240" ry="16" fill="url(#shadow)"/>
  <path d="${body}" fill="url(#paint)" stroke="${shade(paint, 0.55)}" stroke-width="2"/>
  <path d="${glass}" fill="#2b3440" opacity="0.85"/>
  <rect x="${style === 'HATCH' ? 72 : 44}" y="164" width="12" height="8" rx="2" fill="#f3c24b"/>
  <rect x="${style === 'HATCH' ? 446 : 488}" y="160" width="10" height="10" rx="2" fill="#c0202c"/>
  ${WHEELS[style].map(wheel).join('')}
</svg>`;
}

/** What the painter (painter.ts) makes into a JPEG: an SVG, cropped to `resize` and with `overlay` drawn over it when given. */
export interface Drawing {
  svg: string;
  quality: number;
  resize?: { width: number; height: number };
  overlay?: string;
}

/** A 528x297 JPEG of a vehicle of this body style in this paint. */
export const vehiclePicture = (style: BodyStyle, paint: string): Drawing => ({ svg: vehicleSvg(style, paint), quality: 84 });

const PLAY_MARK = `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL.width}" height="${THUMBNAIL.height}">
    <rect width="100%" height="100%" fill="#000" opacity="0.18"/>
    <circle cx="245" cy="137" r="38" fill="#c8102e" opacity="0.92"/>
    <path d="M234 117 L264 137 L234 157 Z" fill="#fff"/>
  </svg>`;

/** A 490x275 video thumbnail: the vehicle with a play mark and a darkened band. */
export const videoThumbnail = (style: BodyStyle, paint: string): Drawing => ({
  svg: vehicleSvg(style, paint),
  quality: 80,
  resize: THUMBNAIL,
  overlay: PLAY_MARK,
});
