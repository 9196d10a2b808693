import { randomInt } from 'node:crypto';
import { Bitmap, encodePng } from '../../lib/png';

// 5x7 glyphs drawn as pixels: the picture holds no text a bot could read from the markup.
// Characters that are easy to confuse (0/O, 1/I/L, 2/Z, 5/S, 8/B) are left out.
const glyphs: Record<string, string[]> = {
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '6': ['01110', '10000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00001', '01110'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  C: ['01111', '10000', '10000', '10000', '10000', '10000', '01111'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  W: ['10001', '10001', '10001', '10101', '10101', '11011', '10001'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
};
const alphabet = Object.keys(glyphs);

/** 4 random characters from a CSPRNG. */
export function randomCaptchaText(): string {
  return Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);

/** The image captcha: each glyph scaled, rotated and waved, with noise dots and lines over it. */
export function drawTextCaptcha(text: string): Buffer {
  const w = 120;
  const h = 40;
  const bmp = new Bitmap(w, h);
  bmp.fillRect(0, 0, w, h, [240 + randomInt(16), 240 + randomInt(16), 230 + randomInt(26)]);
  for (let i = 0; i < 6; i++)
    bmp.line(rand(0, w), rand(0, h), rand(0, w), rand(0, h), [
      randomInt(200),
      randomInt(200),
      randomInt(200),
    ]);
  const phase = rand(0, Math.PI * 2);
  [...text].forEach((ch, index) => {
    const glyph = glyphs[ch];
    const color = [randomInt(150), randomInt(150), randomInt(150)];
    const scale = rand(3, 4);
    const angle = rand(-0.35, 0.35);
    const ox = 10 + index * 26 + rand(-2, 2);
    const oy = 6 + rand(-2, 3);
    // Draw each glyph cell as a block of sub-pixels so rotation leaves no holes.
    for (let gy = 0; gy < 7; gy++)
      for (let gx = 0; gx < 5; gx++) {
        if (glyph[gy][gx] !== '1') continue;
        for (let sy = 0; sy < scale; sy += 0.5)
          for (let sx = 0; sx < scale * 0.9; sx += 0.5) {
            const lx = gx * scale * 0.9 + sx - 9;
            const ly = gy * scale + sy - 12;
            const x = ox + 9 + lx * Math.cos(angle) - ly * Math.sin(angle);
            const y0 = oy + 12 + lx * Math.sin(angle) + ly * Math.cos(angle);
            // Sine-wave distortion across the whole word.
            const y = y0 + 2.5 * Math.sin(x / 9 + phase);
            bmp.set(x, y, color);
          }
      }
  });
  for (let i = 0; i < 160; i++)
    bmp.set(rand(0, w), rand(0, h), [randomInt(256), randomInt(256), randomInt(256)]);
  for (let i = 0; i < 3; i++) {
    const c = [randomInt(160), randomInt(160), randomInt(160)];
    const y = rand(5, h - 5);
    const amp = rand(3, 8);
    const p = rand(0, 6);
    for (let x = 0; x < w; x++) bmp.set(x, y + amp * Math.sin(x / 12 + p), c);
  }
  return encodePng(bmp);
}

export const slider = { width: 310, height: 155, piece: 47 } as const;

function inPiece(px: number, py: number): boolean {
  // A square piece with a round knob on top and on the right, like a jigsaw block.
  const s = slider.piece - 10;
  const r = 6;
  if (px >= 0 && py >= 10 && px < s && py < s + 10) return true;
  if ((px - s / 2) ** 2 + (py - 10) ** 2 <= r * r) return true;
  if ((px - s) ** 2 + (py - 10 - s / 2) ** 2 <= r * r) return true;
  return false;
}

/** Block-puzzle slider: a procedural background with a hole at (x, y) and the cut-out piece. */
export function drawSliderCaptcha(x: number, y: number): { background: Buffer; piece: Buffer } {
  const { width: w, height: h, piece: p } = slider;
  const bg = new Bitmap(w, h);
  const hue = [randomInt(120), 80 + randomInt(100), 120 + randomInt(120)];
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++)
      bg.set(i, j, [
        (hue[0] + i / 2 + 30 * Math.sin(j / 17)) % 256,
        (hue[1] + j + 20 * Math.cos(i / 23)) % 256,
        (hue[2] + (i + j) / 4) % 256,
      ]);
  for (let k = 0; k < 14; k++) {
    const cx = rand(0, w);
    const cy = rand(0, h);
    const r = rand(6, 26);
    const c = [randomInt(256), randomInt(256), randomInt(256)];
    for (let j = Math.floor(cy - r); j < cy + r; j++)
      for (let i = Math.floor(cx - r); i < cx + r; i++)
        if ((i - cx) ** 2 + (j - cy) ** 2 <= r * r) bg.set(i, j, c);
  }
  const piece = new Bitmap(p, p);
  for (let j = 0; j < p; j++)
    for (let i = 0; i < p; i++) {
      if (!inPiece(i, j)) continue;
      const [r, g, b] = bg.get(x + i, y + j);
      piece.set(i, j, [r, g, b, 255]);
      // The hole: the same shape, darkened, so the eye finds where the piece goes.
      bg.set(x + i, y + j, [r * 0.4, g * 0.4, b * 0.4]);
    }
  // A light outline on the piece so it stands out from the background.
  for (let j = 0; j < p; j++)
    for (let i = 0; i < p; i++)
      if (
        inPiece(i, j) &&
        (!inPiece(i - 1, j) || !inPiece(i + 1, j) || !inPiece(i, j - 1) || !inPiece(i, j + 1))
      )
        piece.set(i, j, [255, 255, 255, 230]);
  return { background: encodePng(bg), piece: encodePng(piece) };
}
