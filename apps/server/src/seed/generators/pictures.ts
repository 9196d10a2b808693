import { createRequire } from 'node:module';
import { drawingBody, packBody } from '../data/product-drawings';
import { createRandom, mixSeed } from './random';

const require = createRequire(import.meta.url);

const font = `font-family="'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif"`;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Rough text width in em: CJK and full-width characters take 1em, the rest about 0.6em. */
function textWidth(text: string): number {
  let width = 0;
  for (const c of text) width += c.charCodeAt(0) > 0x2e80 ? 1 : 0.6;
  return width;
}

/** Splits text into at most `maxLines` lines of about `maxEm` em, between words (inside a word only when it is longer than a line: CJK text). */
function wrapWords(text: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (textWidth(joined) <= maxEm) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const c of word) {
      if (line && textWidth(line + c) > maxEm) {
        lines.push(line);
        line = '';
      }
      line += c;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${Array.from(kept[maxLines - 1]!)
    .slice(0, -1)
    .join('')}…`;
  return kept;
}

function textLines(lines: string[], x: number, y: number, size: number, fill: string, weight = 400): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * 1.3}" ${font} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(l)}</text>`,
    )
    .join('');
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

function gradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<defs><linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

const shapes = [
  (c: string) => `<circle cx="300" cy="110" r="150" fill="${c}" opacity="0.35"/>`,
  (c: string) =>
    `<rect x="230" y="-40" width="240" height="240" rx="48" fill="${c}" opacity="0.3" transform="rotate(18 350 80)"/>`,
  (c: string) => `<polygon points="330,10 420,60 420,170 330,220 240,170 240,60" fill="${c}" opacity="0.3"/>`,
  (c: string) =>
    `<circle cx="80" cy="330" r="120" fill="${c}" opacity="0.3"/><circle cx="340" cy="70" r="60" fill="${c}" opacity="0.3"/>`,
];

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

// Microsoft's Fluent Emoji (flat), MIT: vector art, so a picture looks the same wherever it is drawn — the
// server's thumbnails (libvips) have no colour emoji font, and text drawn with one came out as black shapes.
let emoji: { set: IconSet; chars: Record<string, string> } | undefined;

/** The emoji's artwork as a nested `<svg>` placed in the square at (x, y) of side `size`. */
function pictogramArt(pictogram: string, x: number, y: number, size: number): string {
  emoji ??= {
    set: require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet,
    chars: require('@iconify-json/fluent-emoji-flat/chars.json') as Record<string, string>,
  };
  const code = Array.from(pictogram)
    .map((c) => c.codePointAt(0)!.toString(16))
    .join('-');
  const name = emoji.chars[code] ?? emoji.chars[code.replace(/-fe0f/g, '')];
  const icon = name && (emoji.set.icons[name] ?? emoji.set.icons[emoji.set.aliases?.[name]?.parent ?? '']);
  if (!icon) throw new Error(`no artwork for the pictogram ${pictogram} (${code})`);
  const width = icon.width ?? emoji.set.width ?? 16;
  const height = icon.height ?? emoji.set.height ?? 16;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${width} ${height}">${icon.body}</svg>`;
}

/** A drawing of data/product-drawings.ts as a nested `<svg>` in the square at (x, y) of side `size`. */
function drawingArt(name: string, x: number, y: number, size: number): string {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 100 100">${drawingBody(name)}</svg>`;
}

/** An emoji or `draw:<name>` in the square at (x, y). */
function signArt(sign: string, x: number, y: number, size: number): string {
  return sign.startsWith('draw:') ? drawingArt(sign.slice(5), x, y, size) : pictogramArt(sign, x, y, size);
}

/**
 * The artwork of a product picture (data/product-pictures.ts): an emoji, `draw:<name>`, `pack:<shape>:<sign>` (the
 * packaging with the sign of its contents on the label) or `pair:<a>:<b>`, in the square at (x, y).
 */
export function pictureArt(picture: string, x: number, y: number, size: number): string {
  if (picture.startsWith('pack:')) {
    const [, shape, ...sign] = picture.split(':');
    const pack = packBody(shape!);
    const [lx, ly, ls] = pack.label;
    return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 100 100">${pack.body}${signArt(sign.join(':'), lx, ly, ls)}</svg>`;
  }
  if (picture.startsWith('pair:')) {
    const [, a, b] = picture.split(':');
    const part = Math.round(size * 0.62);
    return signArt(a!, x, y, part) + signArt(b!, x + size - part, y + size - part, part);
  }
  return signArt(picture, x, y, size);
}

/**
 * 400×400 product picture: class colour, a simple shape and the product's own picture large (see
 * data/product-pictures.ts), with no words (the product's name is shown beside it in the buyer's language).
 */
export function productSvg(picture: string, hue: number, variant: number): string {
  return svg(
    400,
    400,
    `${gradient('g', `hsl(${hue},70%,93%)`, `hsl(${hue},62%,78%)`)}<rect width="400" height="400" fill="url(#g)"/>${shapes[variant % shapes.length](`hsl(${hue},65%,62%)`)}` +
      `<circle cx="200" cy="200" r="150" fill="#fff" opacity="0.55"/>` +
      pictureArt(picture, 95, 95, 210),
  );
}

/** Square class icon: the class's pictogram on a rounded badge of its colour. */
export function pictogramLogoSvg(pictogram: string, hue: number, size = 64): string {
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${size / 5}" fill="hsl(${hue},70%,90%)"/>` +
      pictogramArt(pictogram, size * 0.18, size * 0.18, size * 0.64),
  );
}

/** Square logo with up to two characters of a name in a rounded badge. */
export function logoSvg(text: string, hue: number, size = 200): string {
  const mark = Array.from(text).slice(0, 2).join('');
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" rx="${size / 5}" fill="hsl(${hue},62%,46%)"/>` +
      `<rect x="${size * 0.08}" y="${size * 0.08}" width="${size * 0.84}" height="${size * 0.84}" rx="${size / 6}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="${size / 50}"/>` +
      textLines([mark], size / 2, size * 0.62, size * 0.36, '#fff', 700),
  );
}

/**
 * Wide logo for the footer and brands: a badge and the name. A name longer than the width leaves room for
 * (a CJK character takes about 1 em of the 28 px type, another letter about 0.6 em) widens it.
 */
export function wordmarkSvg(text: string, hue: number, minWidth = 240, height = 80): string {
  const width = Math.max(minWidth, Math.ceil(78 + textWidth(text) * 28 + 12));
  return svg(
    width,
    height,
    `<rect x="8" y="12" width="56" height="56" rx="14" fill="hsl(${hue},80%,52%)"/>` +
      textLines([Array.from(text)[0]], 36, 52, 30, '#fff', 700) +
      `<text x="78" y="52" ${font} font-size="28" font-weight="700" fill="hsl(${hue},70%,38%)">${escapeXml(text)}</text>`,
  );
}

/**
 * How much of a banner's width every page shows: the home's slot is 740 of the picture's 1210 px on a desktop
 * and about 750 at 360 px on a phone (object-fit: cover keeps the left part). Text ends before it.
 */
export const bannerTextRight = 700;

/**
 * A banner with a slogan: gradient, circles, the title and the subtitle on the left. Long text (Russian,
 * Spanish) wraps within bannerTextRight: the title to two lines in a smaller size, the subtitle to two or three
 * lines, so no page cuts a word off at the side.
 */
export function bannerSvg(
  title: string,
  subtitle: string,
  hue: number,
  width = 1210,
  height = 400,
  titleSize = 64,
): string {
  const deco = [0.72, 0.86, 0.95]
    .map(
      (f, i) =>
        `<circle cx="${Math.round(width * f)}" cy="${Math.round(height * (0.3 + i * 0.25))}" r="${Math.round(height * (0.45 - i * 0.1))}" fill="#fff" opacity="${0.12 + i * 0.05}"/>`,
    )
    .join('');
  const left = Math.round(width * 0.08);
  const room = Math.min(width, bannerTextRight) - left;
  // The title on one line when it fits at down to 80% of its size, else on two.
  const oneLine = Math.floor(room / Math.max(1, textWidth(title)));
  const size = Math.min(titleSize, Math.max(Math.round(titleSize * 0.8), oneLine));
  const titleLines = oneLine >= size ? [title] : wrapWords(title, room / size, 2);
  const subSize = Math.round(titleSize * 0.45);
  const subLines = subtitle ? wrapWords(subtitle, room / subSize, 3) : [];
  const titleStep = Math.round(size * 1.15);
  const subStep = Math.round(subSize * 1.35);
  // The block's middle a little above the picture's middle, as the one-line layout had it.
  const block =
    titleLines.length * titleStep + (subLines.length ? subSize * 0.5 + subLines.length * subStep : 0);
  const top = Math.round(height * 0.45 - block / 2);
  const line = (text: string, y: number, fontSize: number, rest: string) =>
    `<text x="${left}" y="${y}" ${font} font-size="${fontSize}" ${rest}>${escapeXml(text)}</text>`;
  const titles = titleLines.map((l, i) =>
    line(l, top + (i + 1) * titleStep - Math.round(size * 0.2), size, 'font-weight="700" fill="#fff"'),
  );
  const subTop = top + titleLines.length * titleStep + Math.round(subSize * 0.5);
  const subs = subLines.map((l, i) =>
    line(
      l,
      subTop + (i + 1) * subStep - Math.round(subSize * 0.3),
      subSize,
      'fill="#fff" fill-opacity="0.9"',
    ),
  );
  return svg(
    width,
    height,
    `${gradient('b', `hsl(${hue},78%,55%)`, `hsl(${(hue + 35) % 360},82%,45%)`)}<rect width="${width}" height="${height}" fill="url(#b)"/>${deco}` +
      titles.join('') +
      subs.join(''),
  );
}

/** A quiet full-width backdrop (header and sign-in backgrounds) with soft circles and an optional caption. */
export function backdropSvg(width: number, height: number, hue: number, caption = ''): string {
  const random = createRandom(mixSeed(hue, width + height));
  const circles = Array.from({ length: 9 }, () => {
    const r = random.int(Math.round(height * 0.2), Math.round(height * 0.7));
    return `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="#fff" opacity="${(0.06 + random.next() * 0.1).toFixed(2)}"/>`;
  }).join('');
  const text = caption
    ? `<text x="${Math.round(width * 0.1)}" y="${Math.round(height * 0.5)}" ${font} font-size="${Math.round(height / 10)}" font-weight="700" fill="#fff" fill-opacity="0.9">${escapeXml(caption)}</text>`
    : '';
  return svg(
    width,
    height,
    `${gradient('d', `hsl(${hue},85%,58%)`, `hsl(${(hue + 20) % 360},90%,50%)`)}<rect width="${width}" height="${height}" fill="url(#d)"/>${circles}${text}`,
  );
}

/** A QR-code-like square (finder patterns and seeded modules); it decodes to nothing. */
export function qrSvg(seedText: string, size = 200): string {
  const n = 25;
  const cell = size / (n + 2);
  let seed = 7;
  for (const c of seedText) seed = mixSeed(seed, c.charCodeAt(0));
  const random = createRandom(seed);
  const finder = (x: number, y: number) =>
    x < 8 && y < 8 ? true : x >= n - 8 && y < 8 ? true : x < 8 && y >= n - 8;
  const cells: string[] = [];
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (finder(x, y) || !random.chance(0.5)) continue;
      cells.push(
        `M${((x + 1) * cell).toFixed(1)} ${((y + 1) * cell).toFixed(1)}h${cell.toFixed(1)}v${cell.toFixed(1)}h-${cell.toFixed(1)}z`,
      );
    }
  }
  const eye = (x: number, y: number) => {
    const px = (x + 1) * cell;
    const py = (y + 1) * cell;
    return (
      `<rect x="${px}" y="${py}" width="${7 * cell}" height="${7 * cell}" fill="#111"/>` +
      `<rect x="${px + cell}" y="${py + cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/>` +
      `<rect x="${px + 2 * cell}" y="${py + 2 * cell}" width="${3 * cell}" height="${3 * cell}" fill="#111"/>`
    );
  };
  return svg(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${cells.join('')}" fill="#111"/>${eye(0, 0)}${eye(n - 7, 0)}${eye(0, n - 7)}`,
  );
}

/** A card-like picture for news covers, points goods and activities: colour, circles and a pictogram (or a picture of data/product-pictures.ts). */
export function cardSvg(pictogram: string, hue: number, width = 400, height = 260): string {
  const size = Math.round(height * 0.42);
  return svg(
    width,
    height,
    `${gradient('c', `hsl(${hue},65%,90%)`, `hsl(${(hue + 25) % 360},60%,75%)`, true)}<rect width="${width}" height="${height}" fill="url(#c)"/>` +
      `<circle cx="${width - 40}" cy="36" r="70" fill="hsl(${hue},65%,60%)" opacity="0.25"/>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.round(size * 0.8)}" fill="#fff" opacity="0.5"/>` +
      pictureArt(pictogram, Math.round(width / 2 - size / 2), Math.round(height / 2 - size / 2), size),
  );
}

/**
 * Pictures collected by the seed and written once to the file storage under `seed/...` (the local disk or
 * the S3 bucket, like every other stored file) by writers/pictures.ts; each add returns the URL the server
 * serves (`/files/seed/...`). Adding the same path twice keeps the first picture.
 */
export class PictureSet {
  private readonly files = new Map<string, string>();

  add(relativePath: string, content: () => string): string {
    if (!this.files.has(relativePath)) this.files.set(relativePath, content());
    return `/files/seed/${relativePath}`;
  }

  get size(): number {
    return this.files.size;
  }

  /** The pictures added so far: path under `seed/` and SVG text (writers/pictures.ts stores them). */
  entries(): [relativePath: string, content: string][] {
    return [...this.files.entries()];
  }
}
