// Text normalisation shared by everything that indexes or searches products: the seed, product writers and
// the search itself. Index and query must agree character for character, so both go through `normalizeText`.

/**
 * Traditional characters of everyday shopping vocabulary and their Simplified forms, two characters per entry.
 * Indexed text and queries are both mapped to Simplified, so 蘋果 finds 苹果 and 電飯煲 finds 电饭煲.
 * Not a full converter (that would be a dictionary of its own): the characters that differ in product names,
 * classes, places and units.
 */
const traditionalPairs =
  '蘋苹機机電电飯饭鍋锅麵面雞鸡魚鱼蝦虾貝贝豬猪鴨鸭鵝鹅葉叶醬酱鹽盐餅饼乾干棗枣蓮莲藥药農农種种絲丝綿绵' +
  '衛卫裝装襪袜褲裤錶表鐘钟鏡镜燈灯線线網网腦脑筆笔紙纸書书畫画話话視视響响聲声頭头髮发護护膚肤潔洁淨净' +
  '濕湿溫温熱热氣气壺壶盃杯盤盘廚厨廳厅臥卧櫃柜門门牆墙塊块條条張张雙双對对個个隻只兩两號号碼码車车輪轮' +
  '鋼钢鐵铁鋁铝銅铜錘锤鑽钻鋸锯釘钉膠胶動动檯台風风爐炉壓压濾滤藍蓝紅红綠绿黃黄銀银嬰婴兒儿寶宝媽妈積积' +
  '樂乐遊游戲戏運运籃篮體体專专業业廠厂場场貨货價价買买賣卖質质優优選选檢检驗验證证產产區区縣县東东廣广' +
  '陽阳雲云貴贵遼辽寧宁龍龙陝陕蘇苏滬沪臺台灣湾漢汉維维湯汤麥麦穀谷雜杂糧粮調调醃腌臘腊腸肠燻熏鮮鲜凍冻' +
  '蘿萝蔔卜薑姜蔥葱檸柠鳳凤櫻樱獼猕堅坚燒烧鹵卤滷卤餃饺圓圆鬆松飲饮礦矿純纯濃浓縮缩顆颗觀观壽寿禮礼蠔蚝' +
  '鮑鲍參参窩窝蟲虫鹹咸蓋盖層层帶带塗涂華华妝妆潤润鬚须環环飾饰鏈链墜坠錢钱幣币攝摄頻频錄录鍵键標标顯显' +
  '螢萤寬宽訊讯無无傳传輸输儲储記记憶忆隨随閃闪計计數数據据處处辦办資资夾夹訂订籤签輛辆駕驾駛驶導导儀仪' +
  '鎖锁鑰钥園园藝艺澆浇灑洒噴喷霧雾殺杀劑剂飼饲寵宠貓猫鳥鸟籠笼繩绳舊旧銷销滿满減减贈赠郵邮費费發发' +
  '倉仓庫库現现單单總总額额歲岁齡龄頁页準准後后裡里為为這这們们來来時时會会說说國国長长開开關关問问間间' +
  '見见從从還还進进過过讓让當当點点應应學学實实樣样經经將将員员愛爱歡欢讀读寫写語语類类級级極极萬万億亿' +
  '幾几慶庆節节紗纱織织針针鈕钮領领襯衬綢绸緞缎絨绒鍍镀鏽锈錫锡鉛铅鎳镍鋅锌礬矾硃朱' +
  '燉炖餡馅麩麸醱酦釀酿裏里蓆席薦荐廁厕鬧闹擺摆擠挤滷卤撈捞鑄铸錦锦緻致蠶蚕繭茧壩坝灘滩湧涌滅灭燭烛爺爷';

const simplifiedOf = new Map<string, string>();
for (let i = 0; i + 1 < traditionalPairs.length; i += 2) {
  const [t, s] = [traditionalPairs[i]!, traditionalPairs[i + 1]!];
  if (t !== s) simplifiedOf.set(t, s);
}

// Control characters cannot be stored in Postgres text (NUL) and lone surrogates are not valid UTF-8: both
// would make the driver or the server fail, so they become spaces like any other separator.
const unsafe = /[\p{Cc}\p{Cs}\p{Cf}]/gu;
const whitespace = /\s+/gu;

// Letters with accents (Spanish á é í ó ú ñ ü, and the rest of Latin-1/Extended) and Russian ё: folded so that
// "limon" finds "limón" and "ёлка" finds "елка", as buyers type without accents.
const accented = /[\u00c0-\u024f\u1e00-\u1effё]/u;
const latinMarks = /(\p{Script=Latin})\p{M}+/gu;

function foldAccents(text: string): string {
  if (!accented.test(text)) return text;
  return text.normalize('NFD').replace(latinMarks, '$1').normalize('NFC').replaceAll('ё', 'е');
}

/**
 * Lower case, compatibility forms folded (full-width ＡＢＣ１２ → abc12), accents of Latin letters and ё folded,
 * Traditional → Simplified, control and format characters (zero-width joiners…) as spaces, runs of whitespace
 * as one space, trimmed.
 */
export function normalizeText(text: string): string {
  let out = '';
  for (const c of foldAccents(text.normalize('NFKC').toLowerCase()).replace(unsafe, ' ')) {
    out += simplifiedOf.get(c) ?? c;
  }
  return out.replace(whitespace, ' ').trim();
}

/** Normalised and without spaces: tokens, rechecks and rankings compare text this way ("苹果 5斤" = "苹果5斤"). */
export function compactText(text: string): string {
  return normalizeText(text).replaceAll(' ', '');
}

/**
 * Letters of alphabetic scripts and digits. Three of them in a row are also indexed as a trigram: a bigram of
 * Latin or Cyrillic letters is in a large share of the catalogue's translated names ("mo" in 32,000 of 200,000
 * products, "on" in 100,000), so a rare word such as "jamón" (352 products) walked ~1,800 candidates of its
 * rarest bigram to fill a page (15 ms p50 on the bench catalogue). Its rarest trigram holds far fewer. Chinese
 * bigrams are selective already, so Chinese text gets no trigrams (they would about double the index).
 */
const alphabetic = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Nd}]$/u;

/** The trigram at `i` when its three characters are all alphabetic (or digits), else undefined. */
function trigramAt(chars: string[], i: number): string | undefined {
  if (i + 2 >= chars.length) return undefined;
  const [a, b, c] = [chars[i]!, chars[i + 1]!, chars[i + 2]!];
  return alphabetic.test(a) && alphabetic.test(b) && alphabetic.test(c) ? a + b + c : undefined;
}

/** Distinct characters, bigrams of adjacent characters, and alphabetic trigrams of a compact text. */
export function textTokens(compact: string, into = new Set<string>()): Set<string> {
  const chars = Array.from(compact);
  for (let i = 0; i < chars.length; i++) {
    into.add(chars[i]!);
    if (i + 1 < chars.length) into.add(chars[i]! + chars[i + 1]!);
    const trigram = trigramAt(chars, i);
    if (trigram) into.add(trigram);
  }
  return into;
}

/**
 * The tokens a query term needs: the character itself for one character, else its bigrams and its alphabetic
 * trigrams, the tokens `textTokens` indexes for any text holding the term (the search walks the rarest).
 */
export function termTokens(term: string): string[] {
  const tokens = [...textTokens(term)];
  return tokens.length === 1 ? tokens : tokens.filter((token) => Array.from(token).length > 1);
}
