// English, Russian and Spanish names of China's administrative areas, composed by our own code from the Chinese
// name (no network, no word list to download): the proper name romanized with pinyin-pro (tones dropped, its
// syllables joined as one word: 杭州 → Hangzhou) or, for Russian, transcribed by the Palladius table
// (palladius.ts: 杭州 → Ханчжоу), and the administrative suffix translated (区 District / Distrito de / район).
// Names known abroad by another form use it (北京 Beijing, Пекин, Pekín; 乌鲁木齐 Urumqi).
import { pinyin } from 'pinyin-pro';
import type { I18n } from '../data/classes';
import { palladius } from '../data/palladius';

export type AreaNames = I18n;

type Triple = [en_US: string, ru_RU: string, es: string];

/** Whole names that are not their parts: the regions known by a short name, the stand-in cities of areas.ts. */
const wholeNames: Record<string, Triple> = {
  内蒙古自治区: ['Inner Mongolia', 'Внутренняя Монголия', 'Mongolia Interior'],
  广西壮族自治区: ['Guangxi', 'Гуанси', 'Guangxi'],
  西藏自治区: ['Tibet', 'Тибет', 'Tíbet'],
  宁夏回族自治区: ['Ningxia', 'Нинся', 'Ningxia'],
  新疆维吾尔自治区: ['Xinjiang', 'Синьцзян', 'Xinjiang'],
  香港特别行政区: ['Hong Kong', 'Гонконг', 'Hong Kong'],
  澳门特别行政区: ['Macau', 'Макао', 'Macao'],
  台湾省: ['Taiwan', 'Тайвань', 'Taiwán'],
  重庆城区: ['Chongqing Urban Districts', 'Чунцин (городские районы)', 'Chongqing (distritos urbanos)'],
  重庆郊县: ['Chongqing Counties', 'Чунцин (уезды)', 'Chongqing (condados)'],
  省直辖县级行政区划: [
    'County-level Divisions',
    'Города и уезды прямого подчинения',
    'Divisiones de nivel de condado',
  ],
  自治区直辖县级行政区划: [
    'County-level Divisions',
    'Города и уезды прямого подчинения',
    'Divisiones de nivel de condado',
  ],
  兴安盟: ['Hinggan League', 'Аймак Хинган', 'Liga de Hinggan'],
};

/** Proper names (without their suffix) with a conventional form instead of their pinyin. */
const conventional: Record<string, Triple> = {
  北京: ['Beijing', 'Пекин', 'Pekín'],
  上海: ['Shanghai', 'Шанхай', 'Shanghái'],
  南京: ['Nanjing', 'Нанкин', 'Nankín'],
  广州: ['Guangzhou', 'Гуанчжоу', 'Cantón'],
  陕西: ['Shaanxi', 'Шэньси', 'Shaanxi'],
  安徽: ['Anhui', 'Аньхой', 'Anhui'],
  西安: ["Xi'an", 'Сиань', "Xi'an"],
  哈尔滨: ['Harbin', 'Харбин', 'Harbin'],
  乌鲁木齐: ['Urumqi', 'Урумчи', 'Urumqi'],
  呼和浩特: ['Hohhot', 'Хух-Хото', 'Hohhot'],
  拉萨: ['Lhasa', 'Лхаса', 'Lhasa'],
  喀什: ['Kashgar', 'Кашгар', 'Kashgar'],
  和田: ['Hotan', 'Хотан', 'Hotan'],
  吐鲁番: ['Turpan', 'Турфан', 'Turpán'],
  伊犁: ['Ili', 'Или', 'Ili'],
  阿克苏: ['Aksu', 'Аксу', 'Aksu'],
  克拉玛依: ['Karamay', 'Карамай', 'Karamay'],
  阿勒泰: ['Altay', 'Алтай', 'Altay'],
  博尔塔拉: ['Bortala', 'Бортала', 'Bortala'],
  巴音郭楞: ['Bayingolin', 'Баян-Гол', 'Bayingolin'],
  克孜勒苏: ['Kizilsu', 'Кызылсу', 'Kizilsu'],
  日喀则: ['Shigatse', 'Шигадзе', 'Shigatse'],
  昌都: ['Chamdo', 'Чамдо', 'Chamdo'],
  林芝: ['Nyingchi', 'Ньингчи', 'Nyingchi'],
  那曲: ['Nagqu', 'Нагчу', 'Nagqu'],
  阿里: ['Ngari', 'Нгари', 'Ngari'],
  鄂尔多斯: ['Ordos', 'Ордос', 'Ordos'],
  锡林郭勒: ['Xilingol', 'Шилин-Гол', 'Xilingol'],
  阿拉善: ['Alxa', 'Алашань', 'Alxa'],
  乌兰察布: ['Ulanqab', 'Уланчаб', 'Ulanqab'],
  巴彦淖尔: ['Bayannur', 'Баян-Нур', 'Bayannur'],
  呼伦贝尔: ['Hulunbuir', 'Хулун-Буир', 'Hulunbuir'],
  甘孜: ['Garzê', 'Гардзе', 'Garzê'],
  阿坝: ['Ngawa', 'Нгава', 'Ngawa'],
  果洛: ['Golog', 'Голог', 'Golog'],
  迪庆: ['Dêqên', 'Дечен', 'Dêqên'],
};

/** The districts of Hong Kong and the parishes of Macau, known by their Cantonese and Portuguese names. */
const hongKongMacau: Record<string, string> = {
  '810001': 'Central and Western',
  '810002': 'Wan Chai',
  '810003': 'Eastern',
  '810004': 'Southern',
  '810005': 'Yau Tsim Mong',
  '810006': 'Sham Shui Po',
  '810007': 'Kowloon City',
  '810008': 'Wong Tai Sin',
  '810009': 'Kwun Tong',
  '810010': 'Tsuen Wan',
  '810011': 'Tuen Mun',
  '810012': 'Yuen Long',
  '810013': 'North',
  '810014': 'Tai Po',
  '810015': 'Sai Kung',
  '810016': 'Sha Tin',
  '810017': 'Kwai Tsing',
  '810018': 'Islands',
  '820001': 'Nossa Senhora de Fátima',
  '820002': 'Santo António',
  '820003': 'São Lázaro',
  '820004': 'Sé',
  '820005': 'São Lourenço',
  '820006': 'Nossa Senhora do Carmo',
  '820007': 'Cotai',
  '820008': 'São Francisco Xavier',
};

/**
 * Administrative suffixes: English after the name, Spanish and Russian before it ("Xihu District",
 * "Distrito de Xihu", "Район Сиху"). An empty suffix (市) leaves the bare name: a city is "Hangzhou".
 */
const suffixes: [zh: string, en: string, es: string, ru: string][] = [
  ['省', 'Province', 'Provincia de', 'провинция'],
  ['市', '', '', ''],
  ['自治区', 'Autonomous Region', 'Región Autónoma de', 'автономный район'],
  [
    '特别行政区',
    'Special Administrative Region',
    'Región Administrativa Especial de',
    'особый административный район',
  ],
  ['自治州', 'Autonomous Prefecture', 'Prefectura Autónoma de', 'автономный округ'],
  ['地区', 'Prefecture', 'Prefectura de', 'округ'],
  ['盟', 'League', 'Liga de', 'аймак'],
  ['区', 'District', 'Distrito de', 'район'],
  ['新区', 'New Area', 'Nueva Área de', 'новый район'],
  ['林区', 'Forestry District', 'Distrito Forestal de', 'лесной район'],
  ['矿区', 'Mining District', 'Distrito Minero de', 'горнорудный район'],
  ['特区', 'Special District', 'Distrito Especial de', 'особый район'],
  ['县', 'County', 'Condado de', 'уезд'],
  ['自治县', 'Autonomous County', 'Condado Autónomo de', 'автономный уезд'],
  ['旗', 'Banner', 'Bandera de', 'хошун'],
  ['自治旗', 'Autonomous Banner', 'Bandera Autónoma de', 'автономный хошун'],
  ['镇', 'Town', 'Poblado de', 'посёлок'],
  ['乡', 'Township', 'Cantón de', 'волость'],
  ['民族乡', 'Ethnic Township', 'Cantón Étnico de', 'национальная волость'],
  ['苏木', 'Sumu', 'Sumu de', 'сомон'],
  ['民族苏木', 'Ethnic Sumu', 'Sumu Étnico de', 'национальный сомон'],
  ['街道', 'Subdistrict', 'Subdistrito de', 'квартал'],
  ['街道办事处', 'Subdistrict', 'Subdistrito de', 'квартал'],
  ['办事处', 'Office', 'Oficina de', 'управление'],
  ['管委会', 'Management Committee', 'Comité de Gestión de', 'управляющий комитет'],
  ['开发区', 'Development Zone', 'Zona de Desarrollo de', 'зона развития'],
  [
    '经济开发区',
    'Economic Development Zone',
    'Zona de Desarrollo Económico de',
    'зона экономического развития',
  ],
  [
    '经济技术开发区',
    'Economic and Technological Development Zone',
    'Zona de Desarrollo Económico y Tecnológico de',
    'зона экономико-технического развития',
  ],
  [
    '高新技术产业开发区',
    'High-Tech Industrial Development Zone',
    'Zona de Desarrollo Industrial de Alta Tecnología de',
    'зона развития высокотехнологичной промышленности',
  ],
  ['高新区', 'High-Tech Zone', 'Zona de Alta Tecnología de', 'зона высоких технологий'],
  ['工业园区', 'Industrial Park', 'Parque Industrial de', 'индустриальный парк'],
  ['产业园区', 'Industrial Park', 'Parque Industrial de', 'индустриальный парк'],
  ['产业园', 'Industrial Park', 'Parque Industrial de', 'индустриальный парк'],
  ['工业区', 'Industrial Zone', 'Zona Industrial de', 'промышленная зона'],
  ['园区', 'Park', 'Parque de', 'парк'],
  ['管理区', 'Administrative Area', 'Área Administrativa de', 'административный район'],
  ['风景区', 'Scenic Area', 'Área Escénica de', 'живописный район'],
  ['风景名胜区', 'Scenic Area', 'Área Escénica de', 'живописный район'],
  ['旅游区', 'Tourist Area', 'Zona Turística de', 'туристическая зона'],
  ['试验区', 'Pilot Zone', 'Zona Piloto de', 'экспериментальная зона'],
  ['农场', 'Farm', 'Granja de', 'госферма'],
  ['林场', 'Forest Farm', 'Granja Forestal de', 'лесхоз'],
  ['牧场', 'Ranch', 'Rancho de', 'животноводческое хозяйство'],
  ['渔场', 'Fishery', 'Pesquería de', 'рыбхоз'],
  ['社区', 'Community', 'Comunidad de', 'община'],
  ['村', 'Village', 'Aldea de', 'деревня'],
].sort((a, b) => b[0].length - a[0].length) as [string, string, string, string][];

/** Suffixes after which the name may end in its peoples (湘西土家族苗族自治州). */
const autonomous = new Set(['自治区', '自治州', '自治县', '自治旗', '民族乡', '民族苏木', '乡']);

/** The peoples named in autonomous areas: English, Russian, Spanish (as nouns, so they need no agreement). */
const peoples: Record<string, Triple> = {
  壮: ['Zhuang', 'чжуаны', 'zhuang'],
  回: ['Hui', 'хуэй', 'hui'],
  藏: ['Tibetan', 'тибетцы', 'tibetanos'],
  维吾尔: ['Uyghur', 'уйгуры', 'uigures'],
  蒙古: ['Mongol', 'монголы', 'mongoles'],
  苗: ['Miao', 'мяо', 'miao'],
  彝: ['Yi', 'и', 'yi'],
  布依: ['Bouyei', 'буи', 'buyei'],
  朝鲜: ['Korean', 'корейцы', 'coreanos'],
  满: ['Manchu', 'маньчжуры', 'manchúes'],
  侗: ['Dong', 'дун', 'dong'],
  瑶: ['Yao', 'яо', 'yao'],
  白: ['Bai', 'бай', 'bai'],
  土家: ['Tujia', 'туцзя', 'tujia'],
  哈尼: ['Hani', 'хани', 'hani'],
  哈萨克: ['Kazakh', 'казахи', 'kazajos'],
  傣: ['Dai', 'дай', 'dai'],
  黎: ['Li', 'ли', 'li'],
  傈僳: ['Lisu', 'лису', 'lisu'],
  佤: ['Va', 'ва', 'va'],
  畲: ['She', 'шэ', 'she'],
  拉祜: ['Lahu', 'лаху', 'lahu'],
  水: ['Sui', 'шуй', 'sui'],
  东乡: ['Dongxiang', 'дунсян', 'dongxiang'],
  纳西: ['Nakhi', 'наси', 'naxi'],
  景颇: ['Jingpo', 'цзинпо', 'jingpo'],
  柯尔克孜: ['Kyrgyz', 'киргизы', 'kirguises'],
  土: ['Tu', 'ту', 'tu'],
  达斡尔: ['Daur', 'дауры', 'daur'],
  仫佬: ['Mulao', 'мулао', 'mulao'],
  羌: ['Qiang', 'цян', 'qiang'],
  布朗: ['Blang', 'блан', 'blang'],
  撒拉: ['Salar', 'салары', 'salar'],
  毛南: ['Maonan', 'маонань', 'maonan'],
  仡佬: ['Gelao', 'гэлао', 'gelao'],
  锡伯: ['Xibe', 'сибо', 'xibe'],
  阿昌: ['Achang', 'ачан', 'achang'],
  普米: ['Pumi', 'пуми', 'pumi'],
  塔吉克: ['Tajik', 'таджики', 'tayikos'],
  怒: ['Nu', 'ну', 'nu'],
  乌孜别克: ['Uzbek', 'узбеки', 'uzbekos'],
  俄罗斯: ['Russian', 'русские', 'rusos'],
  鄂温克: ['Evenki', 'эвенки', 'evenki'],
  德昂: ["De'ang", 'дэан', "de'ang"],
  保安: ['Bonan', 'баоань', 'bonan'],
  裕固: ['Yugur', 'югуры', 'yugur'],
  京: ['Gin', 'цзин', 'gin'],
  塔塔尔: ['Tatar', 'татары', 'tártaros'],
  独龙: ['Derung', 'дулун', 'derung'],
  鄂伦春: ['Oroqen', 'орочоны', 'oroqen'],
  赫哲: ['Hezhen', 'нанайцы', 'hezhen'],
  门巴: ['Monba', 'мэньба', 'monba'],
  珞巴: ['Lhoba', 'лоба', 'lhoba'],
  基诺: ['Jino', 'цзино', 'jino'],
};
const peopleNames = Object.keys(peoples).sort((a, b) => b.length - a.length);

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const han = /\p{Script=Han}/u;

/** Syllables of a Chinese name, other characters (digits, letters, "?") as their own pieces. */
function syllables(text: string): string[] {
  return pinyin(text, { toneType: 'none', type: 'array' }).map((s) => s.toLowerCase().replace('v', 'ü'));
}

/** 杭州 → Hangzhou; 西安 → Xi'an (an apostrophe before a syllable starting with a, o or e). */
export function romanize(text: string, pieces = syllables(text)): string {
  return capitalize(pieces.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join(''));
}

/** 杭州 → Ханчжоу (Palladius); a piece that is no pinyin syllable (a digit, a Latin letter) stays as it is. */
export function cyrillic(text: string, pieces = syllables(text)): string {
  return capitalize(
    pieces.map((s) => palladius.get(s) ?? palladius.get(s.replace(/^([ln])ue$/, '$1üe')) ?? s).join(''),
  );
}

function properName(stem: string): Triple {
  const known = conventional[stem];
  if (known) return known;
  const pieces = syllables(stem);
  const latin = romanize(stem, pieces);
  return [latin, cyrillic(stem, pieces), latin];
}

const joinAll = (parts: string[], and: string) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`;

/** A name without brackets: proper name, the peoples of an autonomous area, the suffix. */
function plainName(name: string, withPeoples = true): Triple {
  const whole = wholeNames[name];
  if (whole) return whole;
  const found = suffixes.find(([zh]) => name.endsWith(zh) && name.length > zh.length);
  let stem = found ? name.slice(0, -found[0].length) : name;
  const people: Triple[] = [];
  if (found && autonomous.has(found[0])) {
    // 土家族苗族 at the end of the stem, one people at a time from the right; a one-character people only
    // with 族 (土, 水, 白 are common in place names), longer ones also without (博尔塔拉蒙古自治州).
    for (;;) {
      const withZu = stem.endsWith('族');
      const base = withZu ? stem.slice(0, -1) : stem;
      const match = peopleNames.find(
        (p) => base.endsWith(p) && base.length > p.length && (withZu || p.length > 1),
      );
      if (!match) break;
      people.unshift(peoples[match]!);
      stem = base.slice(0, -match.length);
    }
  }
  // 回族乡 is an ethnic township: its suffix is 民族乡's.
  const suffix = found?.[0] === '乡' && people.length > 0 ? suffixes.find(([zh]) => zh === '民族乡')! : found;
  const [en, ru, es] = properName(stem);
  if (!suffix?.[1]) return [en, ru, es];
  const [, enSuffix, esSuffix, ruSuffix] = suffix;
  if (!withPeoples) people.length = 0;
  const enPeople = people.length
    ? ` ${joinAll(
        people.map((p) => p[0]),
        'and',
      )}`
    : '';
  const ruPeople = people.length
    ? ` (${joinAll(
        people.map((p) => p[1]),
        'и',
      )})`
    : '';
  const esPeople = people.length
    ? ` (${joinAll(
        people.map((p) => p[2]),
        'y',
      )})`
    : '';
  return [
    `${en}${enPeople} ${enSuffix}`,
    capitalize(`${ruSuffix} ${ru}${ruPeople}`),
    `${esSuffix} ${es}${esPeople}`,
  ];
}

/** A name, its bracketed parts translated on their own: 科技城（东渚街道） → Kejicheng (Dongzhu Subdistrict). */
function composeName(name: string, withPeoples: boolean): Triple {
  const parts = name.split(/[（(]([^）)]*)[）)]/);
  const out: Triple = ['', '', ''];
  parts.forEach((part, i) => {
    const text = part.trim();
    if (!text) return;
    const names = han.test(text) ? plainName(text, withPeoples) : ([text, text, text] as Triple);
    for (const lang of [0, 1, 2] as const) {
      // Odd parts were inside brackets.
      const piece = i % 2 === 1 ? `(${names[lang]})` : names[lang];
      out[lang] = out[lang] ? `${out[lang]} ${piece}` : piece;
    }
  });
  return out;
}

/**
 * The English, Russian and Spanish names of an area (its GB/T 2260 id picks the Hong Kong and Macau names).
 * A prefecture (level 2) is named without its peoples, as the top bar shows it: "Xiangxi Autonomous
 * Prefecture", where its counties keep theirs ("Changyang Tujia Autonomous County").
 */
export function areaNames(area: { id: string; name: string; level?: number }): AreaNames {
  const local = hongKongMacau[area.id];
  if (local) {
    // Macau's parishes (堂区) go by their saints' names alone.
    const macau = area.id.startsWith('82');
    return {
      en_US: macau ? local : `${local} District`,
      ru_RU: plainName(area.name)[1],
      es: macau ? local : `Distrito de ${local}`,
    };
  }
  const [en_US, ru_RU, es] = composeName(area.name, area.level !== 2);
  return { en_US, ru_RU, es };
}
