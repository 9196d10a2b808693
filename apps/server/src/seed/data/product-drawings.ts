/**
 * Simple illustrations of our own for products no emoji depicts (pecans, a fridge, a fungicide's packet...):
 * flat shapes on a 100×100 canvas, no words, no copied artwork. product-pictures.ts says which product
 * shows which; generators/pictures.ts places them. Each is a function so the few that repeat a shape stay short.
 */

const s = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, width = 2) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, rotate = 0, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${rotate ? ` transform="rotate(${rotate} ${cx} ${cy})"` : ''}${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
const outline = (colour: string, width = 2) => ` stroke="${colour}" stroke-width="${width}"`;

// ——— Nuts, fruit and dried goods ———

/** A pecan in its shell: long, reddish brown, dark streaks from end to end. */
const pecan = (cx: number, cy: number, rotate: number) =>
  g(
    `rotate(${rotate} ${cx} ${cy})`,
    ellipse(cx, cy, 11, 21, '#a0592a') +
      line(
        `M${cx} ${cy - 20}v40M${cx - 6} ${cy - 16}q-3 16 0 32M${cx + 6} ${cy - 16}q3 16 0 32`,
        '#4f2610',
        2,
      ),
  );
/** A pecan's kernel: two long wrinkled halves. */
const pecanKernel = (cx: number, cy: number, rotate: number) =>
  g(
    `rotate(${rotate} ${cx} ${cy})`,
    ellipse(cx, cy, 20, 9, '#c07a3c') +
      line(`M${cx - 19} ${cy}h38`, '#6e3b17', 2) +
      line(
        `M${cx - 14} ${cy - 6}q3 5 6 0q3 5 6 0q3 5 6 0q3 5 6 0M${cx - 14} ${cy + 6}q3-5 6 0q3-5 6 0q3-5 6 0q3-5 6 0`,
        '#6e3b17',
        1.5,
      ),
  );
/** A hickory nut (Lin'an 山核桃): small, round, dark brown, with a pointed tip and four ridges. */
const hickory = (cx: number, cy: number, r: number) =>
  s(
    `M${cx} ${cy - r * 1.15}C${cx + r * 0.9} ${cy - r} ${cx + r} ${cy - r * 0.2} ${cx + r} ${cy + r * 0.15}C${cx + r} ${cy + r * 0.75} ${cx + r * 0.55} ${cy + r} ${cx} ${cy + r}C${cx - r * 0.55} ${cy + r} ${cx - r} ${cy + r * 0.75} ${cx - r} ${cy + r * 0.15}C${cx - r} ${cy - r * 0.2} ${cx - r * 0.9} ${cy - r} ${cx} ${cy - r * 1.15}Z`,
    '#6b4424',
  ) +
  line(
    `M${cx} ${cy - r * 1.1}V${cy + r}M${cx - r * 0.55} ${cy - r * 0.7}Q${cx - r * 0.75} ${cy + r * 0.2} ${cx - r * 0.4} ${cy + r * 0.9}M${cx + r * 0.55} ${cy - r * 0.7}Q${cx + r * 0.75} ${cy + r * 0.2} ${cx + r * 0.4} ${cy + r * 0.9}`,
    '#3a2412',
    1.6,
  ) +
  ellipse(cx - r * 0.35, cy - r * 0.35, r * 0.18, r * 0.32, '#fff', 20, ' opacity="0.25"');
/** A cashew: a cream kidney. */
const cashew = (cx: number, cy: number, rotate: number) =>
  g(
    `translate(${cx - 20} ${cy - 20}) rotate(${rotate} 20 20)`,
    s(
      'M14 4C2 8-2 26 8 34c8 7 22 7 28-2-8 2-16 0-19-6s-2-13 2-18c-1-3-3-5-5-4z',
      '#efd39a',
      outline('#c39a55', 1.5),
    ) + line('M12 12q-4 10 2 18', '#d9b676', 1.5),
  );
const almond = (cx: number, cy: number, rotate: number) =>
  g(
    `rotate(${rotate} ${cx} ${cy})`,
    s(
      `M${cx} ${cy - 14}C${cx + 10} ${cy - 6} ${cx + 9} ${cy + 12} ${cx} ${cy + 12}C${cx - 9} ${cy + 12} ${cx - 10} ${cy - 6} ${cx} ${cy - 14}Z`,
      '#b8743d',
    ) + line(`M${cx - 3} ${cy - 6}l2 4M${cx + 3} ${cy}l-2 4M${cx - 2} ${cy + 5}l2 3`, '#8a5226', 1.2),
  );
const bowl = (body: string) =>
  body + s('M8 56h84c0 20-18 34-42 34S8 76 8 56z', '#c47b3b') + ellipse(50, 56, 42, 5, '#a45f28');

/** Round fruit: a circle with a highlight and a stalk. */
const fruit = (cx: number, cy: number, r: number, fill: string, stalk = '#6b4423') =>
  circle(cx, cy, r, fill) +
  ellipse(cx - r * 0.35, cy - r * 0.35, r * 0.22, r * 0.32, '#fff', 30, ' opacity="0.35"') +
  line(`M${cx} ${cy - r}q1-5 4-7`, stalk, 2);
/** A wrinkled dried fruit (preserved plum, raisin, jujube). */
const wrinkled = (cx: number, cy: number, rx: number, ry: number, fill: string, dark: string, rotate = 0) =>
  ellipse(cx, cy, rx, ry, fill, rotate) +
  line(
    `M${cx - rx * 0.5} ${cy - ry * 0.4}q${rx * 0.4} ${ry * 0.3} ${rx * 0.2} ${ry * 0.8}M${cx + rx * 0.3} ${cy - ry * 0.6}q-${rx * 0.2} ${ry * 0.5} ${rx * 0.2} ${ry}`,
    dark,
    1.5,
  );
const leaf = (cx: number, cy: number, rotate: number, fill = '#5a9e3a') =>
  g(`rotate(${rotate} ${cx} ${cy})`, s(`M${cx} ${cy}q8-12 20-6q-8 12-20 6z`, fill));
const grapes = (fill: string, dark: string) => {
  const berries = [
    [38, 30],
    [52, 30],
    [66, 30],
    [45, 43],
    [59, 43],
    [38, 56],
    [52, 56],
    [66, 56],
    [45, 69],
    [59, 69],
    [52, 82],
  ];
  return (
    line('M52 22q2-10 10-14', '#6b4423', 3) +
    leaf(54, 18, -20) +
    berries
      .map(
        ([x, y]) =>
          circle(x!, y!, 8, fill, outline(dark, 1)) + circle(x! - 3, y! - 3, 2, '#fff', ' opacity="0.5"'),
      )
      .join('')
  );
};
const bean = (cx: number, cy: number, rx: number, ry: number, fill: string, rotate: number, mark = '') =>
  ellipse(cx, cy, rx, ry, fill, rotate) +
  (mark ? ellipse(cx, cy - ry * 0.5, rx * 0.25, ry * 0.15, mark, rotate) : '');
const scatter = (
  n: number,
  draw: (x: number, y: number, i: number) => string,
  cx = 50,
  cy = 58,
  spread = 30,
) =>
  Array.from({ length: n }, (_, i) => {
    const a = i * 2.39996;
    const r = spread * Math.sqrt((i + 0.5) / n);
    return draw(Math.round(cx + r * Math.cos(a)), Math.round(cy + r * Math.sin(a) * 0.8), i);
  }).join('');
const heap = (n: number, draw: (x: number, y: number, i: number) => string) => scatter(n, draw);

// ——— Devices: a white or dark body with the details that name it ———

const appliance = (x: number, y: number, w: number, h: number, rx = 6) =>
  rect(x, y, w, h, rx, '#f1f4f7', outline('#8d9aa8', 2.5));
const screen = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, 2, '#2d6fa8') +
  s(
    `M${x} ${y + h}L${x + w * 0.6} ${y}H${x + w}V${y + h * 0.1}L${x + w * 0.25} ${y + h}z`,
    '#fff',
    ' opacity="0.15"',
  );

const drawings: Record<string, () => string> = {
  pecans: () => pecan(32, 40, -25) + pecan(62, 34, 20) + pecanKernel(56, 72, -10) + pecanKernel(28, 76, 15),
  'hickory-nuts': () =>
    hickory(30, 36, 14) +
    hickory(62, 32, 13) +
    hickory(46, 66, 15) +
    hickory(76, 64, 12) +
    ellipse(22, 80, 10, 6, '#b5834d') +
    line('M14 80q8-4 16 0', '#6b4424', 1.5),
  cashews: () => cashew(34, 36, 0) + cashew(64, 34, 40) + cashew(38, 66, -30) + cashew(68, 66, 80),
  'mixed-nuts': () =>
    bowl(
      cashew(32, 42, 10) +
        pecanKernel(60, 44, -20) +
        hickory(46, 40, 9) +
        almond(74, 44, 30) +
        almond(24, 50, -40) +
        wrinkled(50, 50, 5, 4, '#7a3b5a', '#4a1f35') +
        wrinkled(64, 52, 5, 4, '#c23a3a', '#7a1e1e'),
    ),
  'preserved-plums': () =>
    heap(
      5,
      (x, y) =>
        wrinkled(x, y, 14, 13, '#7b2f2a', '#4a1713') +
        circle(x + 4, y + 5, 1.2, '#fff') +
        circle(x - 5, y + 2, 1, '#fff'),
    ),
  raisins: () =>
    heap(14, (x, y, i) => wrinkled(x, y, 7, 5, i % 3 ? '#b79a3c' : '#9c7f2c', '#6e5a1c', i * 40)),
  jujubes: () =>
    heap(
      5,
      (x, y, i) =>
        wrinkled(x, y, 11, 15, '#9b2a1e', '#5e140c', i * 35 - 40) + circle(x, y - 13, 1.6, '#5e3a1a'),
    ),
  goji: () =>
    heap(
      16,
      (x, y, i) =>
        ellipse(x, y, 7, 4, i % 2 ? '#e0452a' : '#cf3420', i * 47) +
        ellipse(x - 2, y - 1, 2, 1, '#fff', i * 47, ' opacity="0.4"'),
    ),
  hawthorns: () => heap(5, (x, y) => fruit(x, y, 13, '#c8281e') + circle(x, y + 10, 2, '#5a1a10')),
  lychees: () =>
    fruit(34, 56, 20, '#d23c3c') +
    scatter(14, (x, y) => circle(x, y, 2, '#a72222'), 34, 56, 16) +
    circle(66, 60, 18, '#f5f0e6', outline('#e6dccb', 1)) +
    ellipse(62, 54, 5, 7, '#fff', 20, ' opacity="0.8"') +
    leaf(44, 30, -60) +
    leaf(48, 32, -10),
  'green-plums': () => fruit(36, 56, 18, '#8cc43c') + fruit(64, 58, 17, '#9ccd4a') + leaf(48, 36, -40),
  osmanthus: () =>
    leaf(30, 40, -30, '#3f7d2c') +
    leaf(60, 36, 20, '#3f7d2c') +
    scatter(
      9,
      (x, y) =>
        [0, 90, 180, 270]
          .map((a) => ellipse(x, y - 3, 2.5, 3.5, '#f0a81e', a, ''))
          .map((e, i) => g(`rotate(${i * 90} ${x} ${y})`, e))
          .join('') + circle(x, y, 1.5, '#c47a0a'),
      50,
      60,
      22,
    ),
  rapeseed: () =>
    line('M50 92V40M50 60l-14-10M50 70l14-8', '#5a9e3a', 3) +
    [
      [50, 30],
      [32, 46],
      [68, 54],
    ]
      .map(
        ([x, y]) =>
          [0, 90, 180, 270]
            .map((a) => g(`rotate(${a} ${x} ${y})`, ellipse(x!, y! - 7, 5, 7, '#f5d20a')))
            .join('') + circle(x!, y!, 3, '#e0a800'),
      )
      .join(''),
  pomelo: () =>
    s('M50 12c22 0 34 20 34 44S70 92 50 92 16 80 16 56s12-44 34-44z', '#e8d24a') +
    circle(62, 66, 18, '#f6e9a8') +
    circle(62, 66, 15, '#e2565a') +
    line('M62 51v30M47 66h30M52 56l20 20M72 56L52 76', '#f6c9c6', 1.5) +
    leaf(44, 14, -50),
  'red-kiwi': () =>
    ellipse(36, 50, 20, 24, '#8a6a35') +
    ellipse(64, 54, 22, 26, '#c8dc5a', 0, outline('#8a6a35', 3)) +
    circle(64, 54, 10, '#c4384a') +
    circle(64, 54, 4, '#f4f0d8') +
    scatter(10, (x, y) => circle(x, y, 1.2, '#2a1a10'), 64, 54, 12),
  'green-grapes': () => grapes('#b7d957', '#7f9f2c'),
  'bok-choy': () =>
    s('M50 90c-10 0-16-10-16-26 0-8 4-14 8-18h16c4 4 8 10 8 18 0 16-6 26-16 26z', '#eef5df') +
    s('M30 50c-8-14-4-34 10-40 6 10 8 26 6 38z', '#3f8f2f') +
    s('M70 50c8-14 4-34-10-40-6 10-8 26-6 38z', '#4d9f36') +
    s('M50 46c-8-12-6-30 0-38 6 8 8 26 0 38z', '#5aae3e') +
    line('M42 52v30M50 50v36M58 52v30', '#cfe3b0', 2),
  scallions: () =>
    [30, 44, 58, 72]
      .map(
        (x, i) =>
          rect(x - 4, 46, 8, 40, 4, '#f4f6ea') +
          line(`M${x} 86v6`, '#e8e2c8', 2) +
          s(`M${x - 4} 48q-${2 + i} -20 ${i % 2 ? 6 : -4} -40q6 20 6 40z`, '#4f9a38'),
      )
      .join(''),
  'termite-mushrooms': () =>
    [28, 50, 72]
      .map(
        (x, i) =>
          s(`M${x - 3} ${40 + i * 4}h6l2 44h-10z`, '#f3ecdc', outline('#d8ccb0', 1)) +
          s(`M${x - 14} ${42 + i * 4}q14-22 28 0q-14-6-28 0z`, '#8d6a45'),
      )
      .join(''),
  'beech-mushrooms': () =>
    [26, 36, 46, 56, 66, 76]
      .map(
        (x, i) =>
          line(`M50 88Q${x} 70 ${x} ${40 + (i % 2) * 8}`, '#e9e0cc', 6) +
          circle(x, 38 + (i % 2) * 8, 8, '#f7f1e3', outline('#a8987a', 1.5)),
      )
      .join('') + ellipse(50, 88, 14, 5, '#c9bb9c'),
  'salted-eggs': () =>
    ellipse(34, 56, 18, 23, '#d6e4e0', 0, outline('#aebfba', 1)) +
    ellipse(68, 64, 18, 14, '#fbfbf6', 0, outline('#ddd', 1)) +
    circle(68, 64, 8, '#f08a1c'),
  'quail-eggs': () =>
    heap(
      6,
      (x, y, i) =>
        ellipse(x, y, 10, 13, '#e9dcc0', i * 25 - 30) +
        scatter(6, (a, b) => circle(a, b, 1.8, '#4a3a2a'), x, y, 8),
    ),
  /** Hairtail: long, flat and silver, tapering to a thread; three of them coiled across the picture. */
  hairtail: () =>
    [30, 50, 70]
      .map(
        (y) =>
          s(`M6 ${y}q10-10 24-8q30 4 64 6q-30 6-64 8q-14 2-24-6z`, '#dfe4ec', outline('#8d98a8', 1.5)) +
          circle(14, y - 1, 2, '#2a2f36') +
          line(`M22 ${y - 4}q30 2 66 6`, '#b3bccb', 1.5),
      )
      .join(''),
  'cod-fillets': () =>
    rect(14, 40, 36, 30, 6, '#f6efe6', outline('#e2d4c2', 1.5)) +
    rect(52, 46, 34, 28, 6, '#f8f2ea', outline('#e2d4c2', 1.5)) +
    line('M20 48q8 6 0 14M30 46q8 8 0 18M60 52q8 6 0 14M70 50q8 8 0 18', '#eadbc8', 1.5),
  scallops: () =>
    [
      [34, 50],
      [66, 56],
    ]
      .map(
        ([x, y]) =>
          s(`M${x! - 20} ${y! - 6}q20-26 40 0l-4 14h-32z`, '#f1a77a', outline('#c9744a', 1.5)) +
          line(`M${x} ${y! - 20}v22M${x! - 10} ${y! - 14}l4 16M${x! + 10} ${y! - 14}l-4 16`, '#c9744a', 1.5) +
          rect(x! - 6, y! + 8, 12, 6, 1, '#e58a5c'),
      )
      .join(''),
  millet: () => bowl(scatter(40, (x, y) => circle(x, y - 6, 2.2, '#f0c43a'), 50, 46, 30)),
  adzuki: () =>
    bowl(scatter(26, (x, y, i) => bean(x, y - 4, 4, 3, '#8e1f22', i * 30, '#f3e6d0'), 50, 44, 30)),
  oats: () => bowl(scatter(26, (x, y, i) => ellipse(x, y - 4, 4, 2, '#d8bd86', i * 33), 50, 44, 30)),
  'dried-noodles': () =>
    rect(22, 26, 56, 48, 2, '#f3e7c4') +
    Array.from({ length: 12 }, (_, i) => line(`M${24 + i * 4.7} 26v48`, '#e2cf9a', 1)).join('') +
    rect(20, 44, 60, 12, 2, '#d9493a'),
  'buckwheat-noodles': () =>
    rect(22, 26, 56, 48, 2, '#8f7a5f') +
    Array.from({ length: 12 }, (_, i) => line(`M${24 + i * 4.7} 26v48`, '#6f5c44', 1)).join('') +
    rect(20, 44, 60, 12, 2, '#3f6e4a'),
  'sichuan-pepper': () => heap(22, (x, y) => circle(x, y, 4, '#b0281c') + circle(x - 1, y - 1, 1, '#e0604a')),
  'star-anise': () =>
    [
      [36, 42],
      [64, 62],
    ]
      .map(([x, y]) =>
        Array.from({ length: 8 }, (_, i) =>
          g(
            `rotate(${i * 45} ${x} ${y})`,
            s(`M${x} ${y}q-5-8 0-18q5 10 0 18z`, '#7a3b1d') + circle(x!, y! - 10, 1.8, '#c9884a'),
          ),
        ).join(''),
      )
      .join(''),
  'wood-ear': () =>
    heap(4, (x, y, i) =>
      g(
        `rotate(${i * 80} ${x} ${y})`,
        s(`M${x - 14} ${y}c0-14 18-18 26-8s2 24-10 22c-6-1-4-8-10-8s-6 2-6-6z`, '#2c1c17') +
          line(`M${x - 6} ${y - 2}q6-8 14-2`, '#5b4038', 1.5),
      ),
    ),
  tremella: () =>
    circle(50, 56, 30, '#f5e7b8') +
    scatter(
      14,
      (x, y, i) => ellipse(x, y, 9, 6, i % 2 ? '#f9efcc' : '#ecd79a', i * 40, outline('#e0c77e', 1)),
      50,
      56,
      24,
    ),
  'dried-mussels': () =>
    heap(7, (x, y, i) =>
      g(
        `rotate(${i * 50} ${x} ${y})`,
        s(`M${x - 10} ${y}q2-10 12-8q10 2 8 10q-4 8-12 6q-8-1-8-8z`, '#d9782c') +
          line(`M${x - 4} ${y - 3}q4 2 8 0`, '#9a4a16', 1.5),
      ),
    ),
  'dried-shrimp': () =>
    heap(9, (x, y, i) =>
      g(
        `rotate(${i * 40} ${x} ${y})`,
        line(`M${x - 6} ${y - 4}a7 7 0 1 0 10 2`, '#e9763a', 5) +
          line(`M${x - 6} ${y - 4}l-4-2`, '#c95a22', 1.5),
      ),
    ),
  nori: () =>
    rect(24, 22, 52, 52, 2, '#1f3b2a', ' transform="rotate(-8 50 48)"') +
    rect(22, 28, 52, 52, 2, '#264a34', ' transform="rotate(4 48 54)"') +
    rect(26, 32, 50, 50, 2, '#2d5a3d') +
    scatter(10, (x, y) => circle(x, y, 1.5, '#3f7553'), 51, 57, 20),
  'coffee-beans': () =>
    heap(
      10,
      (x, y, i) =>
        ellipse(x, y, 8, 11, '#5a3219', i * 37) +
        g(`rotate(${i * 37} ${x} ${y})`, line(`M${x} ${y - 9}q-3 9 0 18`, '#2e180a', 1.5)),
    ),
  tangyuan: () =>
    bowl(
      circle(36, 44, 11, '#fbfaf6', outline('#e4e0d6', 1)) +
        circle(58, 42, 11, '#fbfaf6', outline('#e4e0d6', 1)) +
        circle(48, 52, 11, '#fbfaf6', outline('#e4e0d6', 1)) +
        s('M48 46c4 0 6 4 4 8h-8c-2-4 0-8 4-8z', '#2a2a2a'),
    ),
  'rice-cakes': () =>
    [
      [32, 50],
      [60, 44],
      [54, 72],
    ]
      .map(
        ([x, y]) =>
          s(`M${x! - 14} ${y! - 10}h28l-4 20h-20z`, '#f7c6cf', outline('#e59aa8', 1.5)) +
          line(`M${x! - 12} ${y! - 4}h24`, '#fff', 1.5),
      )
      .join(''),
  crackers: () =>
    [0, 1, 2]
      .map((i) =>
        g(
          `rotate(${i * 12 - 12} 50 56)`,
          rect(24 + i * 4, 30 + i * 6, 44, 44, 3, '#eccb8a', outline('#c9a35a', 1.5)) +
            scatter(9, (x, y) => circle(x, y, 1.5, '#c9a35a'), 46 + i * 4, 52 + i * 6, 14),
        ),
      )
      .join(''),
  'yolk-pastries': () =>
    [28, 50, 72]
      .map(
        (x, i) =>
          s(`M${x - 13} ${62 + (i % 2) * 6}q0-22 13-22t13 22z`, '#e7a846') +
          ellipse(x, 44 + (i % 2) * 6, 8, 3, '#b8651c') +
          circle(x - 2, 42 + (i % 2) * 6, 0.8, '#222') +
          circle(x + 3, 43 + (i % 2) * 6, 0.8, '#222'),
      )
      .join('') + rect(12, 66, 76, 10, 3, '#f2e4c8'),
  'beef-jerky': () =>
    heap(5, (x, y, i) =>
      g(
        `rotate(${i * 30 - 30} ${x} ${y})`,
        rect(x - 16, y - 6, 32, 12, 4, '#6a2b1a') + line(`M${x - 12} ${y}h24`, '#8c3e25', 1.5),
      ),
    ),
  'pork-jerky': () =>
    heap(4, (x, y, i) =>
      g(
        `rotate(${i * 25 - 30} ${x} ${y})`,
        rect(x - 14, y - 12, 28, 24, 3, '#b3472a') +
          scatter(5, (a, b) => circle(a, b, 1, '#f1d6a0'), x, y, 9),
      ),
    ),
  'duck-necks': () =>
    heap(4, (x, y, i) =>
      g(
        `rotate(${i * 40 - 40} ${x} ${y})`,
        rect(x - 18, y - 5, 36, 10, 5, '#8f2a16') +
          line(
            `M${x - 12} ${y - 5}v10M${x - 4} ${y - 5}v10M${x + 4} ${y - 5}v10M${x + 12} ${y - 5}v10`,
            '#5e160a',
            1.5,
          ),
      ),
    ) + scatter(6, (x, y) => circle(x, y, 1.6, '#e53b1c'), 50, 58, 30),
  nougat: () =>
    heap(5, (x, y, i) =>
      g(
        `rotate(${i * 20 - 20} ${x} ${y})`,
        rect(x - 12, y - 7, 24, 14, 2, '#fbf6ea', outline('#e3d6b8', 1)) +
          circle(x - 4, y, 2, '#b07a3c') +
          circle(x + 5, y - 2, 1.6, '#b07a3c'),
      ),
    ),
  sausages: () =>
    [34, 50, 66]
      .map((x, i) =>
        g(
          `rotate(${i * 8 - 8} ${x} 54)`,
          rect(x - 6, 22, 12, 64, 6, '#9e2a22') +
            scatter(6, (a, b) => circle(a, b, 1.4, '#e8b7a0'), x, 54, 4) +
            line(`M${x} 22v-6`, '#d8c8a8', 1.5),
        ),
      )
      .join(''),
  'water-bottle': () =>
    rect(42, 8, 16, 8, 2, '#2a7fd1') +
    s(
      'M42 16h16v6c6 4 10 10 10 18v46a6 6 0 0 1-6 6H38a6 6 0 0 1-6-6V40c0-8 4-14 10-18z',
      '#cfe8fb',
      outline('#8cc3ec', 1.5),
    ) +
    rect(32, 50, 36, 20, 0, '#2a7fd1') +
    s('M40 60q4-8 8 0q-4 4-8 0z', '#fff'),
  'water-jug': () =>
    rect(40, 10, 14, 8, 2, '#2a7fd1') +
    s(
      'M36 18h22l4 8h10a8 8 0 0 1 8 8v50a8 8 0 0 1-8 8H28a8 8 0 0 1-8-8V34a8 8 0 0 1 8-8h4z',
      '#d8eefc',
      outline('#8cc3ec', 1.5),
    ) +
    line('M64 32h6a4 4 0 0 1 4 4v10', '#8cc3ec', 4) +
    rect(22, 50, 56, 20, 0, '#2a7fd1'),
  'tea-cake': () =>
    ellipse(50, 60, 36, 14, '#5b3a22') +
    ellipse(50, 54, 36, 14, '#7a5233') +
    scatter(18, (x, y, i) => ellipse(x, y, 3, 1.2, '#4a2d18', i * 50), 50, 54, 28) +
    circle(50, 54, 4, '#4a2d18'),
  barley: () =>
    bowl(
      scatter(
        26,
        (x, y, i) =>
          ellipse(x, y - 4, 4, 2.6, '#9a5f2a', i * 33) + ellipse(x, y - 4, 1.2, 2.4, '#6c3f18', i * 33),
        50,
        44,
        30,
      ),
    ),
  stout: () =>
    s('M28 20h44l-5 70H33z', '#2a1408') +
    s('M26 14h48v12H26z', '#efe3c8') +
    ellipse(50, 14, 24, 6, '#f4ead4') +
    s('M72 34h6a6 6 0 0 1 6 6v22a6 6 0 0 1-6 6h-8', 'none', ' stroke="#c9b89a" stroke-width="4"'),
  /** A Shaoxing wine jar: brown clay, a red cloth tied over the mouth. */
  'wine-jar': () =>
    s('M34 22h32q22 16 18 40-4 28-34 30-30-2-34-30-4-24 18-40z', '#8a4b24') +
    s('M30 20q20-14 40 0l-4 6H34z', '#c4302b') +
    line('M34 26h32', '#e9c46a', 2) +
    ellipse(40, 52, 5, 14, '#fff', 15, ' opacity="0.15"') +
    rect(38, 48, 24, 24, 2, '#c4302b') +
    circle(50, 60, 6, '#e9c46a'),
  baijiu: () =>
    rect(44, 6, 12, 10, 2, '#b8252a') +
    s(
      'M44 16h12v6c10 4 16 14 16 26v36a8 8 0 0 1-8 8H36a8 8 0 0 1-8-8V48c0-12 6-22 16-26z',
      '#f4f1ea',
      outline('#cfc6b4', 1.5),
    ) +
    rect(36, 50, 28, 26, 2, '#b8252a') +
    circle(50, 63, 7, '#e9c46a'),

  // ——— Appliances ———
  fridge: () =>
    appliance(26, 6, 48, 88) +
    line('M26 38h48', '#8d9aa8', 2.5) +
    rect(64, 16, 3, 14, 1.5, '#8d9aa8') +
    rect(64, 46, 3, 22, 1.5, '#8d9aa8'),
  'fridge-four-door': () =>
    appliance(18, 6, 64, 88) +
    line('M50 6v88M18 52h64', '#8d9aa8', 2.5) +
    rect(44, 30, 3, 14, 1.5, '#8d9aa8') +
    rect(53, 30, 3, 14, 1.5, '#8d9aa8') +
    rect(44, 58, 3, 14, 1.5, '#8d9aa8') +
    rect(53, 58, 3, 14, 1.5, '#8d9aa8') +
    rect(26, 14, 14, 8, 1, '#2d6fa8'),
  washer: () =>
    appliance(16, 8, 68, 84) +
    line('M16 26h68', '#8d9aa8', 2) +
    circle(28, 17, 3, '#8d9aa8') +
    rect(52, 14, 24, 6, 2, '#2d6fa8') +
    circle(50, 58, 24, '#d5dde6', outline('#7b8794', 3)) +
    circle(50, 58, 16, '#8fc0e8') +
    s('M38 62q6-6 12 0t12 0v6H38z', '#5d9fd6'),
  'top-loader': () =>
    appliance(16, 20, 68, 72) +
    rect(16, 12, 68, 14, 4, '#e3e8ee', outline('#8d9aa8', 2)) +
    ellipse(50, 19, 20, 4, '#8fc0e8', 0, outline('#7b8794', 1.5)) +
    circle(74, 19, 2.5, '#2d6fa8') +
    line('M26 40h48', '#c9d2dc', 2),
  'wall-air-conditioner': () =>
    appliance(6, 28, 88, 30, 10) +
    line('M14 50h72M14 54h72', '#8d9aa8', 2) +
    circle(80, 38, 2.5, '#3bb0e0') +
    line('M26 66q4 8 0 16M50 66q4 8 0 16M74 66q4 8 0 16', '#8fd0f0', 3),
  'floor-air-conditioner': () =>
    appliance(30, 6, 40, 88, 10) +
    rect(38, 16, 24, 10, 2, '#2d6fa8') +
    Array.from({ length: 7 }, (_, i) => line(`M38 ${36 + i * 6}h24`, '#8d9aa8', 2)).join('') +
    line('M76 30q6 6 0 12M80 50q6 6 0 12', '#8fd0f0', 3),
  tv: () =>
    rect(6, 16, 88, 56, 3, '#1f252c') +
    screen(9, 19, 82, 50) +
    s('M42 72h16l4 10H38z', '#4a5560') +
    rect(30, 82, 40, 3, 1.5, '#4a5560'),
  monitor: () =>
    rect(10, 14, 80, 52, 3, '#1f252c') +
    screen(13, 17, 74, 44) +
    rect(46, 66, 8, 16, 1, '#4a5560') +
    rect(32, 82, 36, 4, 2, '#4a5560'),
  'rice-cooker': () =>
    s('M14 48q0-10 10-10h52q10 0 10 10v30q0 12-12 12H26q-12 0-12-12z', '#f4f2ee', outline('#a39a8e', 2)) +
    s('M16 42q34-30 68 0z', '#e3ddd5', outline('#a39a8e', 2)) +
    rect(40, 20, 20, 6, 3, '#a39a8e') +
    rect(34, 58, 32, 14, 3, '#3b4a5a') +
    circle(42, 65, 2.5, '#f2a43a') +
    circle(50, 65, 2.5, '#7fd36a') +
    circle(58, 65, 2.5, '#fff'),
  'air-fryer': () =>
    s('M24 10h52q10 0 10 12v62q0 6-6 6H20q-6 0-6-6V22q0-12 10-12z', '#2f3338') +
    rect(22, 18, 56, 10, 3, '#4a5058') +
    line('M14 52h72', '#191c20', 2) +
    rect(30, 58, 40, 16, 3, '#1b1e22') +
    rect(40, 80, 20, 5, 2.5, '#6b7078') +
    circle(50, 23, 2, '#f2a43a'),
  blender: () =>
    s('M30 12h40l-6 56H36z', '#d7ecf6', outline('#8fb6c9', 2)) +
    rect(28, 6, 44, 8, 3, '#3b4a5a') +
    line('M40 60l20-6M40 54l20 6', '#8d9aa8', 2) +
    s('M28 68h44l6 22H22z', '#3b4a5a') +
    circle(50, 80, 4, '#8d9aa8') +
    s('M70 22h8v30h-10', 'none', ' stroke="#8fb6c9" stroke-width="4"'),
  kettle: () =>
    s('M30 24h36l8 58H22z', '#d4d9df', outline('#7b8794', 2)) +
    s('M30 24l-14-8 4 12 8 6z', '#b9c0c8') +
    s('M66 30q16 4 14 24t-12 20', 'none', ' stroke="#3b4a5a" stroke-width="6"') +
    rect(38, 18, 20, 6, 3, '#3b4a5a') +
    rect(18, 82, 60, 8, 3, '#3b4a5a') +
    circle(48, 50, 4, '#3bb0e0'),
  'stick-vacuum': () =>
    line('M70 10L36 78', '#8d9aa8', 5) +
    rect(60, 8, 22, 30, 8, '#7a5af0', ' transform="rotate(25 71 23)"') +
    s('M14 78h40a6 6 0 0 1 6 6v4H14a4 4 0 0 1-4-4v-2a4 4 0 0 1 4-4z', '#3b4a5a') +
    circle(66, 22, 4, '#fff', ' opacity="0.6"'),
  'robot-vacuum': () =>
    ellipse(50, 64, 40, 14, '#2f3338') +
    ellipse(50, 58, 40, 14, '#565d66') +
    ellipse(50, 56, 12, 5, '#2f3338') +
    circle(50, 56, 2, '#3bb0e0') +
    rect(30, 16, 40, 28, 6, '#f1f4f7', outline('#8d9aa8', 2)) +
    rect(42, 22, 16, 4, 2, '#8d9aa8'),
  fan: () =>
    circle(50, 36, 28, '#eaf2f8', outline('#8d9aa8', 2.5)) +
    [0, 120, 240].map((a) => g(`rotate(${a} 50 36)`, ellipse(50, 22, 7, 13, '#7fb8e0'))).join('') +
    circle(50, 36, 5, '#3b4a5a') +
    rect(47, 64, 6, 20, 2, '#8d9aa8') +
    ellipse(50, 88, 20, 5, '#3b4a5a'),
  'air-purifier': () =>
    appliance(28, 8, 44, 84, 12) +
    ellipse(50, 14, 16, 3, '#c9d2dc') +
    Array.from({ length: 20 }, (_, i) =>
      circle(36 + (i % 5) * 7, 34 + Math.floor(i / 5) * 7, 1.8, '#8d9aa8'),
    ).join('') +
    circle(50, 72, 4, '#3bb0e0'),
  humidifier: () =>
    s('M26 40q0-14 24-14t24 14v42a8 8 0 0 1-8 8H34a8 8 0 0 1-8-8z', '#f1f4f7', outline('#8d9aa8', 2)) +
    rect(26, 54, 48, 20, 0, '#bfe3f5') +
    line('M44 20q-4-6 0-12M54 20q4-6 0-12', '#9fd3ee', 3),
  'hair-dryer': () =>
    circle(38, 38, 22, '#e85a8a') +
    s('M52 26h30v24H52z', '#e85a8a') +
    rect(80, 26, 6, 24, 2, '#3b4a5a') +
    circle(38, 38, 10, '#f7b5cb') +
    s('M30 52h16l-4 38h-10z', '#d44a7a') +
    line('M88 34h6M88 42h6', '#9fd3ee', 2),
  shaver: () =>
    rect(34, 40, 32, 52, 14, '#2f3338') +
    circle(50, 62, 4, '#3bb0e0') +
    circle(36, 30, 10, '#8d9aa8', outline('#3b4a5a', 2)) +
    circle(64, 30, 10, '#8d9aa8', outline('#3b4a5a', 2)) +
    circle(50, 18, 10, '#8d9aa8', outline('#3b4a5a', 2)),
  'electric-toothbrush': () =>
    rect(40, 36, 20, 56, 9, '#f1f4f7', outline('#8d9aa8', 2)) +
    rect(45, 10, 10, 28, 4, '#f1f4f7', outline('#8d9aa8', 2)) +
    rect(43, 8, 14, 12, 3, '#7fb8e0') +
    circle(50, 60, 3, '#3bb0e0'),
  'feature-phone': () =>
    rect(30, 8, 40, 84, 8, '#2f3338') +
    screen(35, 14, 30, 26) +
    Array.from({ length: 12 }, (_, i) =>
      rect(36 + (i % 3) * 10, 46 + Math.floor(i / 3) * 10, 8, 7, 2, '#e6eaee'),
    ).join(''),
  'walkie-talkie': () =>
    rect(58, 4, 6, 22, 3, '#2f3338') +
    rect(30, 22, 40, 70, 8, '#f2a43a') +
    rect(36, 30, 28, 16, 2, '#2f3338') +
    Array.from({ length: 4 }, (_, i) => line(`M38 ${56 + i * 7}h24`, '#2f3338', 2.5)).join(''),
  'action-camera': () =>
    rect(18, 26, 64, 50, 8, '#2f3338') +
    circle(40, 51, 15, '#4a5058') +
    circle(40, 51, 9, '#1b3b5a') +
    circle(37, 48, 3, '#fff', ' opacity="0.5"') +
    rect(62, 32, 14, 10, 2, '#3bb0e0') +
    rect(36, 18, 14, 8, 2, '#e53b3b'),
  drone: () =>
    line('M22 26L78 74M78 26L22 74', '#3b4a5a', 5) +
    [
      [22, 26],
      [78, 26],
      [22, 74],
      [78, 74],
    ]
      .map(([x, y]) => ellipse(x!, y!, 16, 4, '#8d9aa8', 0, ' opacity="0.8"') + circle(x!, y!, 3, '#2f3338'))
      .join('') +
    rect(38, 40, 24, 20, 6, '#e6eaee', outline('#3b4a5a', 2)) +
    circle(50, 64, 5, '#2f3338'),
  'spray-drone': () =>
    line('M14 30L86 30M30 16L70 44M70 16L30 44', '#3b4a5a', 4) +
    [14, 86, 30, 70].map((x, i) => ellipse(x, i < 2 ? 30 : i === 2 ? 16 : 16, 12, 3, '#8d9aa8')).join('') +
    rect(36, 30, 28, 24, 6, '#f1f4f7', outline('#3b4a5a', 2)) +
    rect(40, 54, 20, 16, 4, '#f2a43a') +
    line('M18 74h64', '#3b4a5a', 3) +
    line('M24 78v8M40 78v10M60 78v10M76 78v8', '#9fd3ee', 2),
  earbuds: () =>
    rect(22, 52, 56, 36, 16, '#f1f4f7', outline('#8d9aa8', 2)) +
    line('M22 66h56', '#c9d2dc', 2) +
    circle(34, 30, 10, '#f1f4f7', outline('#8d9aa8', 2)) +
    rect(36, 30, 7, 20, 3.5, '#f1f4f7', outline('#8d9aa8', 2)) +
    circle(66, 30, 10, '#f1f4f7', outline('#8d9aa8', 2)) +
    rect(57, 30, 7, 20, 3.5, '#f1f4f7', outline('#8d9aa8', 2)),
  speaker: () =>
    rect(24, 14, 52, 76, 14, '#3b4a5a') +
    circle(50, 36, 12, '#2f3338', outline('#8d9aa8', 2)) +
    circle(50, 68, 16, '#2f3338', outline('#8d9aa8', 2)) +
    circle(50, 68, 5, '#8d9aa8'),
  charger: () =>
    rect(28, 34, 44, 50, 8, '#f1f4f7', outline('#8d9aa8', 2)) +
    rect(38, 18, 6, 18, 1, '#8d9aa8') +
    rect(56, 18, 6, 18, 1, '#8d9aa8') +
    rect(40, 62, 20, 6, 2, '#3b4a5a') +
    s('M52 42l-8 10h6l-4 8 10-12h-6z', '#f2a43a'),
  'power-bank': () =>
    rect(26, 12, 48, 78, 10, '#3b4a5a') +
    [0, 1, 2, 3].map((i) => circle(38 + i * 8, 78, 2.5, i < 3 ? '#7fd36a' : '#8d9aa8')).join('') +
    s('M54 30l-12 16h8l-6 14 14-18h-8z', '#f2a43a'),
  'memory-card': () =>
    s('M30 12h30l10 10v14l-4 4v10l4 4v34a4 4 0 0 1-4 4H30a4 4 0 0 1-4-4V16a4 4 0 0 1 4-4z', '#2f3338') +
    rect(32, 46, 30, 30, 2, '#e53b3b') +
    Array.from({ length: 6 }, (_, i) => rect(32 + i * 5, 16, 3, 10, 1, '#f2c94c')).join(''),
  'usb-drive': () =>
    rect(36, 32, 28, 58, 6, '#b9c0c8', outline('#7b8794', 2)) +
    rect(40, 10, 20, 24, 1, '#d4d9df', outline('#7b8794', 2)) +
    rect(44, 16, 4, 4, 0, '#7b8794') +
    rect(52, 16, 4, 4, 0, '#7b8794') +
    circle(50, 80, 4, '#fff', outline('#7b8794', 2)),
  tablet: () =>
    rect(14, 14, 72, 72, 8, '#1f252c') + screen(19, 19, 62, 62) + circle(50, 83.5, 1.5, '#4a5560'),
  router: () =>
    line('M26 52L18 12M50 50V8M74 52l8-40', '#3b4a5a', 4) +
    rect(10, 50, 80, 26, 6, '#f1f4f7', outline('#8d9aa8', 2)) +
    [0, 1, 2, 3, 4].map((i) => circle(26 + i * 12, 63, 2.5, i < 4 ? '#7fd36a' : '#3bb0e0')).join(''),
  'network-switch': () =>
    rect(6, 36, 88, 28, 3, '#3b4a5a') +
    Array.from(
      { length: 8 },
      (_, i) => rect(12 + i * 10, 44, 8, 8, 1, '#1b1e22') + circle(16 + i * 10, 57, 1.2, '#7fd36a'),
    ).join(''),
  projector: () =>
    s('M6 30L-10 10V90L6 70z', '#fff7c2', ' opacity="0"') +
    rect(16, 36, 68, 36, 8, '#f1f4f7', outline('#8d9aa8', 2)) +
    circle(36, 54, 12, '#3b4a5a') +
    circle(36, 54, 7, '#7fb8e0') +
    line('M60 46h16M60 54h16M60 62h16', '#c9d2dc', 2) +
    rect(22, 72, 8, 6, 1, '#8d9aa8') +
    rect(70, 72, 8, 6, 1, '#8d9aa8'),
  shredder: () =>
    rect(20, 30, 60, 62, 4, '#3b4a5a') +
    rect(16, 20, 68, 14, 4, '#2f3338') +
    rect(30, 25, 40, 3, 1, '#111') +
    rect(34, 4, 32, 22, 1, '#fff', outline('#c9d2dc', 1)) +
    [36, 44, 52, 60].map((x) => rect(x, 40, 4, 30, 1, '#fff')).join(''),
  'paper-ream': () =>
    rect(16, 40, 68, 40, 2, '#fff', outline('#c9d2dc', 2)) +
    rect(16, 40, 68, 16, 2, '#3bb0e0') +
    line('M16 64h68M16 70h68M16 76h68', '#e6eaee', 1.5) +
    rect(22, 24, 56, 18, 1, '#fff', outline('#c9d2dc', 1.5)),
  highlighters: () =>
    ['#f7e245', '#f79a3b', '#f05d9a', '#7fd36a', '#5ab8f0', '#b38bf0']
      .map((c, i) =>
        g(
          `rotate(${(i - 2.5) * 8} 50 90)`,
          rect(46, 20, 8, 56, 3, c) +
            s('M46 20l4-10 4 10z', c) +
            rect(46, 46, 8, 6, 0, '#fff', ' opacity="0.5"'),
        ),
      )
      .join(''),
  toner: () =>
    rect(8, 40, 84, 22, 6, '#2f3338') +
    rect(14, 46, 52, 10, 2, '#4a5058') +
    circle(80, 51, 6, '#1b1e22') +
    rect(20, 62, 60, 6, 1, '#1b1e22'),
  'ink-cartridges': () =>
    ['#2f3338', '#22b8e8', '#e8349a', '#f5d20a']
      .map(
        (c, i) =>
          rect(12 + i * 20, 30, 16, 44, 3, c) +
          rect(14 + i * 20, 70, 12, 8, 1, '#8d9aa8') +
          rect(15 + i * 20, 36, 10, 3, 1, '#fff', ' opacity="0.6"'),
      )
      .join(''),
  /** Folded sheets and a pillowcase in a stack. */
  'bedding-set': () =>
    rect(14, 62, 72, 22, 4, '#9fc7ef') +
    rect(18, 44, 64, 20, 4, '#f6f0e2', outline('#d9ccb0', 1.5)) +
    rect(22, 26, 56, 20, 4, '#f7c6cf') +
    s('M30 18q20-8 40 0q4 6 0 10q-20 6-40 0q-4-4 0-10z', '#fbfaf6', outline('#d9ccb0', 1.5)) +
    line('M14 72h72M18 54h64', '#fff', 1.5),
  quilt: () =>
    s('M12 30q38-12 76 0v40q-38 12-76 0z', '#f6f0e2', outline('#d9ccb0', 2)) +
    line('M12 50q38-12 76 0M38 24v52M62 24v52', '#e2d6bc', 2),
  pillow: () =>
    s('M16 28q34-10 68 0q6 22 0 44q-34 10-68 0q-6-22 0-44z', '#fbfaf6', outline('#cfc8b8', 2)) +
    line('M26 40q24-6 48 0', '#e6e0d2', 2),
  wok: () =>
    s('M10 46h60q0 26-30 26T10 46z', '#3b4048') +
    ellipse(40, 46, 30, 6, '#5a6068') +
    rect(68, 42, 28, 7, 3.5, '#6b4423'),
  pot: () =>
    rect(20, 40, 60, 44, 8, '#c8d0d8', outline('#7b8794', 2)) +
    rect(16, 34, 68, 8, 4, '#9aa4b0') +
    rect(44, 26, 12, 8, 3, '#3b4a5a') +
    rect(8, 48, 12, 6, 3, '#3b4a5a') +
    rect(80, 48, 12, 6, 3, '#3b4a5a'),
  cleaver: () =>
    s('M14 26h52v34H22q-8 0-8-8z', '#c8d0d8', outline('#7b8794', 2)) +
    circle(58, 34, 3, '#7b8794') +
    rect(66, 36, 28, 10, 4, '#3b2a1e'),
  'office-chair': () =>
    rect(30, 8, 40, 44, 12, '#3b4a5a') +
    rect(24, 52, 52, 12, 6, '#2f3338') +
    rect(47, 64, 6, 16, 2, '#8d9aa8') +
    line('M24 88l26-8 26 8M50 80v10', '#8d9aa8', 4) +
    line('M24 46v10M76 46v10', '#2f3338', 4),
  'dining-set': () =>
    rect(24, 40, 52, 8, 2, '#a56a3a') +
    line('M30 48v36M70 48v36', '#7a4a26', 5) +
    rect(4, 30, 6, 54, 2, '#8a5a30') +
    rect(4, 58, 18, 5, 2, '#8a5a30') +
    line('M20 63v21', '#8a5a30', 4) +
    rect(90, 30, 6, 54, 2, '#8a5a30') +
    rect(78, 58, 18, 5, 2, '#8a5a30') +
    line('M80 63v21', '#8a5a30', 4),
  'standing-desk': () =>
    rect(12, 30, 76, 8, 3, '#c89a64') +
    rect(24, 38, 8, 40, 2, '#3b4a5a') +
    rect(68, 38, 8, 40, 2, '#3b4a5a') +
    rect(14, 78, 28, 5, 2, '#3b4a5a') +
    rect(58, 78, 28, 5, 2, '#3b4a5a') +
    rect(70, 40, 6, 6, 1, '#7fd36a'),
  'storage-boxes': () =>
    [
      [10, 54, 44, 32],
      [48, 54, 44, 32],
      [28, 18, 44, 32],
    ]
      .map(
        ([x, y, w, h]) =>
          rect(x!, y! + 5, w!, h! - 5, 3, '#dff1fb', ` opacity="0.9"${outline('#8cc3ec', 2)}`) +
          rect(x! - 2, y!, w! + 4, 7, 2, '#8cc3ec'),
      )
      .join(''),
  'vacuum-bag': () =>
    rect(18, 14, 64, 74, 6, '#dff1fb', outline('#8cc3ec', 2)) +
    line('M18 24h64', '#8cc3ec', 2) +
    circle(50, 56, 10, '#3b4a5a') +
    circle(50, 56, 5, '#8d9aa8') +
    line('M28 40l8 6M64 40l8 6M28 76l8-6M64 76l8-6', '#b8dcf2', 2),
  mop: () =>
    line('M62 8L44 74', '#8d9aa8', 4) +
    s('M14 74h64a6 6 0 0 1 6 6v4H8v-4a6 6 0 0 1 6-6z', '#3bb0e0') +
    rect(8, 84, 76, 6, 2, '#9fd3ee'),
  'laundry-pods': () =>
    heap(5, (x, y, i) =>
      g(
        `rotate(${i * 40} ${x} ${y})`,
        s(`M${x - 12} ${y}q0-12 12-12t12 12-12 12-12-12z`, '#3b82e0') +
          s(`M${x - 10} ${y + 2}q4-8 10-4q-2 8-10 4z`, '#f2a43a') +
          s(`M${x + 2} ${y + 4}q6-6 8 0q-4 6-8 0z`, '#7fd36a'),
      ),
    ),
  'spray-bottle': () =>
    s('M30 36h36l4 50a6 6 0 0 1-6 6H32a6 6 0 0 1-6-6z', '#f2a43a') +
    rect(40, 26, 18, 10, 2, '#3b4a5a') +
    s('M34 14h30v12H38z', '#3b4a5a') +
    s('M64 14h10v4h-10z', '#3b4a5a') +
    line('M44 26l-8 12', '#3b4a5a', 3) +
    rect(34, 52, 28, 20, 2, '#fff'),
  'ceiling-light': () =>
    rect(44, 8, 12, 8, 2, '#8d9aa8') +
    ellipse(50, 34, 40, 14, '#f1f4f7', 0, outline('#8d9aa8', 2)) +
    ellipse(50, 36, 30, 8, '#fff7c2') +
    line('M22 56l-6 12M50 58v14M78 56l6 12', '#f7d96b', 3),
  'desk-lamp': () =>
    ellipse(30, 88, 18, 5, '#3b4a5a') +
    line('M30 86L42 50L66 30', '#3b4a5a', 4) +
    s('M58 20l24 12-8 14-24-10z', '#3b4a5a') +
    s('M60 44l12 4-6 12z', '#fff7c2', ' opacity="0.9"'),
  'night-light': () =>
    rect(32, 50, 36, 40, 8, '#f1f4f7', outline('#8d9aa8', 2)) +
    circle(50, 44, 22, '#fff7c2', ' opacity="0.7"') +
    s('M58 30a12 12 0 1 1-12-12 9 9 0 0 0 12 12z', '#f2c94c') +
    circle(50, 74, 3, '#3b4a5a'),

  // ——— Clothing and shoes ———
  sweater: () =>
    s('M36 12h28l24 12-8 22-10-4v46H30V42l-10 4-8-22z', '#c0504d') +
    s('M40 12q10 10 20 0', 'none', ' stroke="#8f3a38" stroke-width="4"') +
    line('M30 82h40M14 40l8 4M86 40l-8 4', '#8f3a38', 3),
  cardigan: () =>
    s('M36 12h28l24 12-8 22-10-4v46H30V42l-10 4-8-22z', '#d8c3a0') +
    s('M40 12l10 28 10-28', 'none', ' stroke="#a98f66" stroke-width="3"') +
    line('M50 40v48', '#a98f66', 2) +
    [50, 62, 74].map((y) => circle(53, y, 2, '#6b5435')).join(''),
  'down-jacket': () =>
    s('M34 10h32l22 14-8 24-8-4v44H28V44l-8 4-8-24z', '#3f6fd0') +
    line('M28 34h44M28 48h44M28 62h44M28 76h44', '#2c55a8', 2) +
    line('M50 10v78', '#2c55a8', 2),
  'skate-shoe': () =>
    s('M10 58q0-20 18-22l18 6q18 2 30 10 14 4 14 14v6H10z', '#f4f1ea', outline('#3b4a5a', 2)) +
    rect(8, 72, 84, 10, 4, '#3b4a5a') +
    line('M34 44l10 4M36 50l10 4', '#3b4a5a', 2),
  'combat-boot': () =>
    s('M26 10h30v50q20 4 30 12v12H20V14z', '#3a2a20') +
    rect(18, 82, 70, 8, 3, '#1b1410') +
    line('M32 18h20M32 28h20M32 38h20M32 48h20', '#c9a35a', 2),
  'snow-boot': () =>
    s('M26 14h34v46q20 4 28 14v10H22V18z', '#c9a778') +
    rect(22, 8, 42, 12, 6, '#f4ead6') +
    rect(18, 82, 72, 8, 3, '#6b5435'),
  'safety-shoe': () =>
    s('M10 56q0-20 20-22l16 4q22 2 32 10 12 4 12 14v8H10z', '#3a2a20') +
    s('M66 48q14 4 24 14v8H62z', '#f2c94c') +
    rect(8, 72, 84, 12, 4, '#1b1410') +
    line('M30 40l10 2M30 48l10 2', '#f2c94c', 2),
  pyjamas: () =>
    s('M30 8h20l16 8-5 14-7-3v25H26V27l-7 3-5-14z', '#9fc7ef') +
    circle(40, 34, 3, '#fff') +
    circle(36, 44, 2, '#fff') +
    s('M50 54h34v8l-4 30H70l-3-24-3 24H54l-4-30z', '#9fc7ef') +
    circle(72, 76, 2.5, '#fff'),
  romper: () =>
    s('M34 10h32l16 12-6 12-8-4v34l-6 22H58l-8-12-8 12H38l-6-22V30l-8 4-6-12z', '#f7b7c9') +
    s('M42 10q8 8 16 0', 'none', ' stroke="#e58aa4" stroke-width="3"') +
    [40, 50, 60].map((y) => circle(50, y, 2, '#fff')).join(''),

  // ——— Beauty ———
  'sheet-mask': () =>
    s(
      'M50 8c22 0 34 18 34 40 0 26-16 44-34 44S16 74 16 48C16 26 28 8 50 8z',
      '#fbfaf6',
      outline('#cfe3f0', 2),
    ) +
    ellipse(36, 42, 7, 4, '#f7c6b2') +
    ellipse(64, 42, 7, 4, '#f7c6b2') +
    ellipse(50, 72, 9, 4, '#f7c6b2') +
    line('M50 50v10', '#e6eef4', 2),
  clay: () => circle(50, 50, 30, '#8fa89a') + scatter(8, (x, y) => circle(x, y, 2.5, '#b8ccc0'), 50, 50, 22),
  'lip-gloss': () =>
    rect(40, 40, 20, 52, 4, '#e0567a') +
    rect(40, 40, 20, 52, 4, '#fff', ' opacity="0.2"') +
    rect(42, 6, 16, 36, 3, '#2f3338'),
  foundation: () =>
    rect(28, 34, 44, 58, 8, '#e8c2a0') +
    rect(28, 34, 44, 58, 8, '#fff', ' opacity="0.25"') +
    rect(40, 22, 20, 12, 2, '#c9d2dc') +
    rect(44, 8, 12, 14, 2, '#2f3338'),
  'cushion-compact': () =>
    ellipse(50, 66, 38, 14, '#2f3338') +
    ellipse(50, 60, 38, 14, '#3b4a5a') +
    ellipse(50, 60, 28, 9, '#efcfb0') +
    s('M14 56q0-40 36-44t36 44', '#3b4a5a') +
    s('M22 52q0-30 28-32t28 32', '#c9d2dc'),
  'eyeshadow-palette': () =>
    rect(10, 26, 80, 50, 6, '#2f3338') +
    ['#c9a27a', '#a0704a', '#6e4a30', '#e8c9a8', '#b0826a', '#5a3a2a']
      .map((c, i) => rect(16 + (i % 3) * 24, 32 + Math.floor(i / 3) * 22, 20, 18, 3, c))
      .join(''),
  mascara: () =>
    g(
      'rotate(35 50 50)',
      rect(42, 44, 16, 50, 4, '#2f3338') +
        rect(42, 40, 16, 6, 1, '#c9a35a') +
        rect(48, 6, 4, 36, 2, '#8d9aa8') +
        rect(45, 8, 10, 18, 4, '#1b1e22'),
    ),
  eyeliner: () =>
    g(
      'rotate(35 50 50)',
      rect(44, 20, 12, 70, 4, '#2f3338') +
        s('M44 20l6-14 6 14z', '#1b1e22') +
        rect(44, 70, 12, 4, 0, '#c9a35a'),
    ),
  perfume: () =>
    rect(42, 14, 16, 10, 2, '#c9a35a') +
    rect(46, 22, 8, 8, 1, '#e6d2a0') +
    s('M28 34q22-8 44 0l6 44q-28 12-56 0z', '#f7b7d2', ` opacity="0.9"${outline('#e58aa4', 2)}`) +
    ellipse(42, 52, 5, 12, '#fff', 20, ' opacity="0.45"'),
  cologne: () =>
    rect(40, 10, 20, 14, 2, '#2f3338') +
    rect(44, 24, 12, 6, 1, '#8d9aa8') +
    rect(24, 30, 52, 60, 6, '#7fb8e0', ` opacity="0.9"${outline('#3b6e9e', 2)}`) +
    rect(34, 48, 32, 22, 2, '#f1f4f7'),
  'reed-diffuser': () =>
    line('M44 44L30 6M50 44L50 4M56 44L72 8M48 44L40 6M52 44L62 6', '#6b4423', 2) +
    s('M36 44h28l6 40a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6z', '#f2d7a8', ` opacity="0.9"${outline('#c9a35a', 2)}`) +
    rect(34, 60, 32, 14, 2, '#fff'),

  // ——— Mother and baby ———
  'yoghurt-melts': () =>
    heap(16, (x, y, i) =>
      circle(x, y, 6, i % 3 === 0 ? '#f7c6cf' : i % 3 === 1 ? '#fbf6ea' : '#f7e0a8', outline('#e3d6b8', 1)),
    ),
  diaper: () =>
    s('M14 22h72v14q-10 4-14 20-4 16-22 16T28 56q-4-16-14-20z', '#fbfaf6', outline('#9fc7ef', 2.5)) +
    rect(14, 22, 72, 10, 3, '#9fc7ef') +
    rect(10, 24, 12, 8, 3, '#f7d96b') +
    rect(78, 24, 12, 8, 3, '#f7d96b'),
  'pull-ups': () =>
    s('M16 22h68l-6 40q-10 2-16 18H38q-6-16-16-18z', '#fbfaf6', outline('#f7b7c9', 2.5)) +
    rect(16, 22, 68, 10, 3, '#f7b7c9') +
    line('M22 30l-2 8M78 30l2 8', '#f7b7c9', 2),
  wipes: () =>
    rect(10, 34, 80, 50, 14, '#dff1fb', outline('#8cc3ec', 2)) +
    rect(30, 40, 40, 16, 8, '#3bb0e0') +
    s('M40 42q10-16 20 0', '#fff') +
    s('M44 64q6-10 12 0a6 6 0 0 1-12 0z', '#8cc3ec'),
  'sippy-cup': () =>
    rect(30, 36, 40, 54, 8, '#f7d96b', ' opacity="0.9"') +
    rect(28, 28, 44, 12, 4, '#3bb0e0') +
    line('M50 28V10l10-4', '#3bb0e0', 4) +
    rect(14, 48, 16, 8, 4, '#3bb0e0') +
    rect(70, 48, 16, 8, 4, '#3bb0e0'),
  'breast-pump': () =>
    s('M20 20q20-12 40 0l-8 16H28z', '#e6eef4', ` opacity="0.9"${outline('#8cc3ec', 2)}`) +
    rect(34, 36, 12, 10, 2, '#8cc3ec') +
    rect(28, 46, 24, 44, 6, '#fbfaf6', outline('#8cc3ec', 2)) +
    rect(62, 40, 26, 34, 8, '#f1f4f7', outline('#8d9aa8', 2)) +
    line('M46 40q10-6 16 4', '#8d9aa8', 2) +
    circle(75, 57, 5, '#3bb0e0'),
  'building-blocks': () =>
    [
      [14, 58, '#e53b3b'],
      [48, 58, '#3b82e0'],
      [30, 30, '#f2c94c'],
    ]
      .map(
        ([x, y, c]) =>
          rect(x as number, y as number, 36, 26, 3, c as string) +
          rect((x as number) + 6, (y as number) - 6, 9, 7, 2, c as string) +
          rect((x as number) + 21, (y as number) - 6, 9, 7, 2, c as string),
      )
      .join(''),
  'magnetic-tiles': () =>
    s('M14 82h36L32 50z', '#e53b3b', ' opacity="0.75"') +
    rect(46, 48, 34, 34, 2, '#3b82e0', ' opacity="0.75"') +
    s('M30 46h36L48 14z', '#7fd36a', ' opacity="0.75"') +
    rect(50, 52, 26, 26, 1, '#fff', ' opacity="0.3"'),
  stroller: () =>
    s('M20 20q0 36 36 36h24q0-36-36-36z', '#7fb8e0') +
    s('M44 20q18 0 36 36H44z', '#3b6e9e') +
    line('M20 56h62l6-30h8', '#3b4a5a', 3) +
    line('M30 56l-4 20M72 56l4 20', '#3b4a5a', 3) +
    circle(26, 80, 7, '#2f3338') +
    circle(76, 80, 7, '#2f3338'),
  'balance-bike': () =>
    circle(24, 70, 14, 'none', outline('#2f3338', 5)) +
    circle(76, 70, 14, 'none', outline('#2f3338', 5)) +
    line('M24 70L40 44h28L76 70M68 44l-4-18h-10', '#e53b3b', 5) +
    rect(34, 38, 18, 6, 3, '#2f3338'),

  // ——— Tools ———
  pliers: () =>
    line('M30 90L50 48M70 90L50 48', '#e53b3b', 9) +
    s('M50 48l-10-36q10-4 10 8 0-12 10-8z', '#8d9aa8', outline('#5b6673', 2)) +
    circle(50, 48, 5, '#5b6673'),
  drill: () =>
    s('M14 26h52a10 10 0 0 1 10 10v6a10 10 0 0 1-10 10H14z', '#f2a43a') +
    rect(76, 34, 8, 10, 1, '#3b4a5a') +
    line('M84 39h12', '#8d9aa8', 3) +
    s('M30 52h20l-4 30H32z', '#2f3338') +
    rect(24, 80, 32, 12, 3, '#3b4a5a') +
    rect(48, 56, 6, 10, 2, '#3b4a5a'),
  'angle-grinder': () =>
    rect(30, 38, 60, 20, 10, '#3b82e0') +
    rect(10, 30, 24, 34, 4, '#3b4a5a') +
    ellipse(22, 70, 18, 5, '#8d9aa8') +
    rect(56, 22, 8, 18, 3, '#2f3338') +
    line('M66 46h16', '#2c55a8', 2),
  'circular-saw': () =>
    circle(40, 60, 28, '#c8d0d8', outline('#7b8794', 2)) +
    Array.from({ length: 16 }, (_, i) => g(`rotate(${i * 22.5} 40 60)`, s('M40 31l3 4h-6z', '#7b8794'))).join(
      '',
    ) +
    s('M20 50q20-30 50-10l14 20H20z', '#e53b3b') +
    rect(60, 22, 28, 12, 6, '#2f3338') +
    circle(40, 60, 5, '#3b4a5a'),
  'hex-nuts': () =>
    heap(
      4,
      (x, y) =>
        s(`M${x - 14} ${y}l7-12h14l7 12-7 12h-14z`, '#b9c0c8', outline('#6b7680', 2)) +
        circle(x, y, 6, '#eef2f6', outline('#6b7680', 2)),
    ),
  washers: () =>
    heap(
      5,
      (x, y) =>
        circle(x, y, 13, '#b9c0c8', outline('#6b7680', 2)) +
        circle(x, y, 5, '#eef2f6', outline('#6b7680', 1.5)),
    ),
  'expansion-bolt': () =>
    g(
      'rotate(-30 50 50)',
      rect(44, 6, 12, 74, 2, '#b9c0c8', outline('#6b7680', 1.5)) +
        Array.from({ length: 8 }, (_, i) => line(`M44 ${12 + i * 4}l12 2`, '#6b7680', 1.2)).join('') +
        rect(40, 40, 20, 36, 3, '#d4d9df', outline('#6b7680', 1.5)) +
        line('M50 44v30', '#6b7680', 1.5) +
        s('M36 78h28l-4 10h-20z', '#8d9aa8'),
    ),
  'hard-hat': () =>
    s('M18 64q0-42 32-42t32 42z', '#f2c94c') +
    rect(8, 62, 84, 10, 5, '#e0a820') +
    rect(44, 20, 12, 38, 4, '#f7d96b'),
  caliper: () =>
    rect(10, 30, 84, 12, 1, '#c8d0d8', outline('#7b8794', 1.5)) +
    Array.from({ length: 16 }, (_, i) => line(`M${16 + i * 5} 30v${i % 2 ? 4 : 6}`, '#5b6673', 1)).join('') +
    s('M10 30h10v50l-10-14z', '#9aa4b0') +
    s('M44 30h14v50l-14-14z', '#9aa4b0') +
    rect(44, 42, 26, 14, 2, '#2f3338') +
    rect(47, 45, 20, 8, 1, '#bfe3a0'),
  'laser-meter': () =>
    rect(40, 30, 30, 60, 8, '#f2a43a') +
    rect(45, 38, 20, 14, 2, '#2f3338') +
    rect(47, 41, 16, 8, 1, '#bfe3a0') +
    circle(55, 66, 5, '#2f3338') +
    line('M40 40L6 20', '#e53b3b', 2) +
    circle(6, 20, 2.5, '#e53b3b'),
  'tape-measure': () =>
    rect(18, 26, 50, 50, 14, '#f2c94c', outline('#c99a1a', 2)) +
    circle(43, 51, 12, '#2f3338') +
    s('M68 66h24v10H68z', '#f7e9a0', outline('#c99a1a', 1.5)) +
    line('M74 66v4M80 66v6M86 66v4', '#2f3338', 1.2) +
    rect(90, 62, 4, 18, 1, '#8d9aa8'),
  multimeter: () =>
    rect(24, 8, 52, 84, 8, '#f2a43a') +
    rect(30, 14, 40, 22, 2, '#2f3338') +
    rect(33, 17, 34, 16, 1, '#bfe3a0') +
    circle(50, 56, 12, '#2f3338') +
    line('M50 56l6-8', '#fff', 2.5) +
    circle(36, 80, 4, '#e53b3b') +
    circle(50, 80, 4, '#2f3338') +
    circle(64, 80, 4, '#2f3338'),
  'clamp-meter': () =>
    s('M30 30a20 20 0 1 1 40 0h-8a12 12 0 1 0-24 0z', '#e53b3b') +
    rect(30, 30, 40, 62, 8, '#f2c94c') +
    rect(36, 38, 28, 16, 2, '#2f3338') +
    rect(38, 40, 24, 12, 1, '#bfe3a0') +
    circle(50, 70, 8, '#2f3338'),

  // ——— Farm supplies ———
  sapling: () =>
    s('M30 66h40l-6 24H36z', '#a0582c') +
    line('M50 66V26', '#6b4423', 3) +
    leaf(50, 36, -150) +
    leaf(50, 46, -20) +
    leaf(50, 28, -80) +
    leaf(50, 54, 200),
  granules: () =>
    scatter(
      26,
      (x, y, i) => circle(x, y - 8, 4, ['#f2f2f2', '#e5e0d5', '#d9e6f2'][i % 3]!, outline('#b0b8c0', 0.8)),
      50,
      50,
      32,
    ),
  'no-bug': () =>
    ellipse(50, 54, 14, 20, '#6b4423') +
    circle(50, 30, 8, '#6b4423') +
    line('M36 44l-12-6M36 56H22M36 66l-12 8M64 44l12-6M64 56h14M64 66l12 8', '#6b4423', 3) +
    circle(50, 50, 40, 'none', outline('#e53b3b', 7)) +
    line('M22 22l56 56', '#e53b3b', 7),
  'leaf-shield': () =>
    s('M50 8l34 12v26c0 22-14 38-34 46-20-8-34-24-34-46V20z', '#3b82e0') +
    s('M34 62q0-26 32-30-2 30-32 30z', '#7fd36a') +
    line('M36 60l22-20', '#3f7d2c', 2),
  tiller: () =>
    line('M44 46L20 8M56 46L30 6', '#3b4a5a', 4) +
    rect(12, 4, 24, 6, 3, '#2f3338') +
    rect(40, 36, 36, 26, 4, '#e53b3b') +
    rect(46, 28, 22, 10, 2, '#2f3338') +
    circle(58, 78, 14, 'none', outline('#3b4a5a', 3)) +
    line('M44 78h28M58 64v28M48 68l20 20M68 68L48 88', '#3b4a5a', 3),
  'backpack-sprayer': () =>
    rect(20, 16, 40, 70, 12, '#f2a43a') +
    rect(30, 10, 20, 10, 3, '#e53b3b') +
    line('M24 34h32', '#c47a0a', 2) +
    line('M56 70q20 0 22-20L88 20', '#3b4a5a', 3) +
    line('M88 20l6-4M88 20l2-7', '#9fd3ee', 2),
};

/** Packagings: a shape with a label where the sign of the contents goes ([x, y, size] on the 100 canvas). */
const packs: Record<string, { body: string; label: [number, number, number] }> = {
  bottle: {
    body:
      rect(42, 6, 16, 10, 2, '#3b4a5a') +
      s(
        'M44 16h12v8c8 4 14 10 14 20v42a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6V44c0-10 6-16 14-20z',
        '#dfeef8',
        outline('#9ab9d0', 1.5),
      ) +
      rect(32, 46, 36, 36, 3, '#fff'),
    label: [35, 49, 30],
  },
  oil: {
    body:
      rect(42, 4, 16, 10, 2, '#c4302b') +
      s(
        'M42 14h16v8c10 4 16 12 16 22v42a6 6 0 0 1-6 6H32a6 6 0 0 1-6-6V44c0-10 6-18 16-22z',
        '#f3d36a',
        ` opacity="0.95"${outline('#c9a030', 1.5)}`,
      ) +
      ellipse(36, 58, 3, 18, '#fff', 0, ' opacity="0.35"') +
      rect(30, 48, 40, 34, 4, '#fff'),
    label: [34, 49, 32],
  },
  sauce: {
    body:
      rect(44, 4, 12, 10, 2, '#c4302b') +
      s('M44 14h12v14c8 4 12 10 12 18v40a6 6 0 0 1-6 6H38a6 6 0 0 1-6-6V46c0-8 4-14 12-18z', '#3a1f14') +
      rect(34, 50, 32, 32, 3, '#f4ead4'),
    label: [36, 52, 28],
  },
  wine: {
    body:
      rect(44, 4, 12, 14, 2, '#c9a35a') +
      s(
        'M44 18h12v10c8 4 12 10 12 18v40a6 6 0 0 1-6 6H38a6 6 0 0 1-6-6V46c0-8 4-14 12-18z',
        '#8fb874',
        ' opacity="0.9"',
      ) +
      rect(34, 52, 32, 30, 3, '#fbf6ea'),
    label: [36, 53, 28],
  },
  jar: {
    body:
      rect(22, 12, 56, 14, 4, '#c4302b') +
      rect(18, 24, 64, 66, 12, '#f3e2c4', ` opacity="0.95"${outline('#d0b88a', 1.5)}`) +
      rect(24, 38, 52, 40, 4, '#fff'),
    label: [32, 40, 36],
  },
  cream: {
    body:
      rect(16, 30, 68, 18, 6, '#c9d2dc') +
      rect(18, 46, 64, 40, 10, '#f7f4ee', outline('#d9d2c4', 1.5)) +
      rect(26, 50, 48, 32, 4, '#fff'),
    label: [36, 50, 28],
  },
  can: {
    body:
      rect(20, 16, 60, 72, 6, '#c8d0d8', outline('#8d9aa8', 1.5)) +
      ellipse(50, 16, 30, 6, '#dfe5ea', 0, outline('#8d9aa8', 1.5)) +
      rect(20, 32, 60, 44, 0, '#fff') +
      line('M20 32h60M20 76h60', '#8d9aa8', 1.5),
    label: [33, 37, 34],
  },
  cup: {
    body:
      s('M22 22h56l-6 66H28z', '#fbfaf6', outline('#d9d2c4', 1.5)) +
      ellipse(50, 22, 28, 5, '#e8e2d6') +
      rect(26, 40, 48, 32, 0, '#f7c6cf'),
    label: [36, 40, 30],
  },
  pouch: {
    body:
      s('M22 10h56l4 80H18z', '#f2a43a') + line('M22 18h56', '#c47a0a', 2) + s('M30 34h40l2 40H28z', '#fff'),
    label: [33, 37, 34],
  },
  box: {
    body:
      s('M14 30l10-12h52l10 12z', '#b73a3a') +
      rect(14, 30, 72, 58, 3, '#d9534f') +
      rect(26, 40, 48, 38, 4, '#fff'),
    label: [33, 42, 34],
  },
  sack: {
    body:
      s('M24 18q26-10 52 0l8 68q-34 10-68 0z', '#e9dcc0', outline('#c2ad82', 1.5)) +
      line('M34 18q16-8 32 0', '#8a6a3a', 3) +
      s('M30 40h40l2 36H28z', '#fff'),
    label: [34, 41, 32],
  },
  jug: {
    body:
      rect(34, 10, 16, 12, 2, '#3b4a5a') +
      s(
        'M28 22h44a8 8 0 0 1 8 8v54a6 6 0 0 1-6 6H26a6 6 0 0 1-6-6V30a8 8 0 0 1 8-8z',
        '#f1f4f7',
        outline('#8d9aa8', 2),
      ) +
      line('M56 22v-6h10a8 8 0 0 1 8 8v8', '#8d9aa8', 4) +
      rect(26, 42, 48, 40, 3, '#fff', outline('#c9d2dc', 1)),
    label: [34, 45, 32],
  },
  packet: {
    body:
      rect(20, 10, 60, 82, 3, '#7fd36a') +
      s('M20 10h60v4l-5 3-5-3-5 3-5-3-5 3-5-3-5 3-5-3-5 3-5-3-5 3-5-3z', '#5aae3e') +
      rect(26, 30, 48, 48, 4, '#fff'),
    label: [32, 36, 36],
  },
  tube: {
    body:
      s('M30 10h40l-4 64H34z', '#fbfaf6', outline('#9ab9d0', 1.5)) +
      rect(28, 6, 44, 6, 1, '#9ab9d0') +
      rect(38, 74, 24, 16, 3, '#3bb0e0') +
      rect(36, 26, 28, 30, 3, '#dff1fb'),
    label: [38, 28, 24],
  },
  dropper: {
    body:
      rect(44, 4, 12, 18, 6, '#2f3338') +
      rect(38, 20, 24, 10, 2, '#c9a35a') +
      rect(28, 30, 44, 60, 8, '#f3c98a', ' opacity="0.9"') +
      rect(32, 46, 36, 32, 3, '#fff'),
    label: [36, 48, 28],
  },
};

export function drawingBody(name: string): string {
  const draw = drawings[name];
  if (!draw) throw new Error(`no drawing named ${name}`);
  return draw();
}

export function packBody(name: string): { body: string; label: [number, number, number] } {
  const pack = packs[name];
  if (!pack) throw new Error(`no packaging named ${name}`);
  return pack;
}

export const drawingNames: readonly string[] = Object.keys(drawings);
