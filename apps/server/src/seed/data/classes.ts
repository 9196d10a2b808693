/** Translations of a Chinese name, keyed like the *_i18n columns. */
export interface I18n {
  en_US: string;
  ru_RU: string;
  es: string;
}

export interface Names {
  zh: string;
  i18n: I18n;
}

/** Which spec, subtitle and title-suffix pools a top class uses (see catalog.ts). */
export type Profile =
  | 'food'
  | 'fresh'
  | 'grain'
  | 'drink'
  | 'appliance'
  | 'digital'
  | 'office'
  | 'home'
  | 'apparel'
  | 'beauty'
  | 'baby'
  | 'tools'
  | 'agri';

export interface ItemDef {
  name: string;
  /** Place of origin ("新疆 阿克苏") for produce whose origin is part of its name; '' otherwise. */
  origin: string;
}

export interface LeafDef {
  names: Names;
  unit: string;
  /** Price range in yuan per unit. */
  price: [number, number];
  items: ItemDef[];
  packs?: string[];
}

export interface GroupDef {
  names: Names;
  packs: string[];
  farm?: boolean;
  leaves: LeafDef[];
}

export interface TopDef {
  names: Names;
  alias?: Names;
  profile: Profile;
  /** Hue of the generated pictures of the class. */
  hue: number;
  farm: boolean;
  groups: GroupDef[];
}

/** 'zh|en|ru|es' */
export function names(spec: string): Names {
  const [zh, en_US, ru_RU, es] = spec.split('|');
  if (!zh || !en_US || !ru_RU || !es) throw new Error(`incomplete names: ${spec}`);
  return { zh, i18n: { en_US, ru_RU, es } };
}

/** items: 'origin/name|name|...' — the part before '/' is the place of origin. */
function leaf(spec: string, unit: string, min: number, max: number, items: string, packs?: string): LeafDef {
  return {
    names: names(spec),
    unit,
    price: [min, max],
    items: items.split('|').map((item) => {
      const [origin, name] = item.includes('/') ? item.split('/') : ['', item];
      return { name, origin };
    }),
    packs: packs?.split('|'),
  };
}

function group(spec: string, packs: string, leaves: LeafDef[], farm?: boolean): GroupDef {
  return { names: names(spec), packs: packs.split('|'), leaves, farm };
}

export const classTree: TopDef[] = [
  {
    names: names('食品饮料|Food & drinks|Продукты и напитки|Alimentos y bebidas'),
    alias: names('美食|Food|Еда|Comida'),
    profile: 'food',
    hue: 28,
    farm: false,
    groups: [
      group('休闲零食|Snacks|Снеки|Aperitivos', '500g|1kg|礼盒装 1.5kg|整箱 24袋', [
        leaf(
          '坚果炒货|Nuts & seeds|Орехи и семечки|Frutos secos',
          '袋',
          25,
          128,
          '每日坚果 混合装|奶油味碧根果|盐焗腰果|浙江 临安/手剥山核桃',
        ),
        leaf(
          '饼干糕点|Biscuits & pastries|Печенье и выпечка|Galletas y pasteles',
          '箱',
          15,
          79,
          '苏打饼干|手工蛋黄酥|全麦消化饼|老式鸡蛋糕',
        ),
        leaf(
          '肉干肉脯|Jerky|Вяленое мясо|Cecina',
          '袋',
          19,
          99,
          '内蒙古 锡林郭勒/风干牛肉干|江苏 靖江/猪肉脯|湖北 武汉/麻辣鸭脖|手撕鱿鱼丝',
        ),
        leaf(
          '糖果巧克力|Sweets & chocolate|Конфеты и шоколад|Dulces y chocolate',
          '盒',
          12,
          88,
          '黑巧克力 70%可可|手工牛轧糖|水果硬糖|经典奶糖',
        ),
        leaf(
          '蜜饯果干|Dried fruit|Сухофрукты|Fruta deshidratada',
          '袋',
          15,
          69,
          '新疆 吐鲁番/无核白葡萄干|芒果干|冻干草莓|话梅',
        ),
      ]),
      group('饮料冲调|Drinks|Напитки|Bebidas', '单箱|两箱装|整箱 24瓶', [
        leaf('饮用水|Water|Питьевая вода|Agua', '箱', 19, 59, '天然矿泉水 550ml|无糖苏打水|饮用纯净水 5L'),
        leaf('果汁饮料|Juice|Соки|Zumos', '箱', 29, 129, 'NFC鲜榨橙汁|椰子水|山楂汁'),
        leaf(
          '咖啡|Coffee|Кофе|Café',
          '盒',
          29,
          168,
          '云南 保山/小粒咖啡豆|冻干速溶咖啡|挂耳咖啡',
          '10包装|30包装|礼盒装',
        ),
        leaf(
          '牛奶乳品|Dairy|Молочные продукты|Lácteos',
          '箱',
          39,
          139,
          '纯牛奶 250ml×12盒|低温风味酸奶|内蒙古 呼伦贝尔/高钙奶粉',
        ),
      ]),
      group('方便速食|Instant food|Быстрая еда|Comida rápida', '5袋装|10袋装|整箱', [
        leaf(
          '方便面|Instant noodles|Лапша быстрого приготовления|Fideos instantáneos',
          '箱',
          25,
          69,
          '红烧牛肉面|重庆酸辣粉|广西 柳州/螺蛳粉',
        ),
        leaf(
          '速冻食品|Frozen food|Замороженные продукты|Congelados',
          '袋',
          12,
          59,
          '手工水饺 猪肉白菜|浙江 宁波/黑芝麻汤圆|早餐手抓饼',
        ),
        leaf('罐头|Canned food|Консервы|Conservas', '箱', 29, 99, '黄桃罐头|午餐肉罐头|金枪鱼罐头'),
      ]),
      group('地方特产|Local specialties|Местные деликатесы|Especialidades locales', '500g|1kg|礼盒装', [
        leaf(
          '腊味|Cured meat|Копчёности|Embutidos',
          '斤',
          38,
          198,
          '湖南 湘西/烟熏腊肉|广东 广州/广式腊肠|浙江 金华/金华火腿',
          '散装称重|真空包装|礼盒装',
        ),
        leaf(
          '糕点礼盒|Pastry gift boxes|Подарочная выпечка|Cajas de dulces',
          '盒',
          39,
          199,
          '江苏 苏州/苏式月饼|云南 昆明/玫瑰鲜花饼|浙江 杭州/定胜糕',
        ),
        leaf(
          '蜂蜜|Honey|Мёд|Miel',
          '瓶',
          39,
          168,
          '黑龙江 饶河/椴树蜂蜜|湖北 神农架/土蜂蜜|宁夏 中宁/枸杞蜜',
        ),
      ]),
    ],
  },
  {
    names: names('生鲜水果|Fresh produce|Свежие продукты|Productos frescos'),
    alias: names('鲜果|Fresh|Свежее|Fresco'),
    profile: 'fresh',
    hue: 100,
    farm: true,
    groups: [
      group('时令水果|Seasonal fruit|Сезонные фрукты|Fruta de temporada', '3斤装|5斤装|10斤装|9斤 礼盒装', [
        leaf(
          '苹果|Apples|Яблоки|Manzanas',
          '箱',
          29,
          99,
          '新疆 阿克苏/冰糖心苹果|山东 烟台/红富士苹果|陕西 洛川/苹果',
        ),
        leaf(
          '柑橘橙柚|Citrus|Цитрусовые|Cítricos',
          '箱',
          25,
          89,
          '江西 赣州/脐橙|四川 蒲江/丑橘|福建 平和/红心柚|浙江 台州/黄岩蜜橘',
        ),
        leaf('梨|Pears|Груши|Peras', '箱', 25, 79, '新疆 库尔勒/香梨|安徽 砀山/酥梨|河北 赵县/雪花梨'),
        leaf('猕猴桃|Kiwifruit|Киви|Kiwis', '箱', 35, 119, '陕西 周至/徐香猕猴桃|四川 蒲江/红心猕猴桃'),
        leaf(
          '葡萄提子|Grapes|Виноград|Uvas',
          '箱',
          39,
          159,
          '云南 宾川/阳光玫瑰葡萄|新疆 吐鲁番/无核白葡萄|辽宁 大连/巨峰葡萄',
        ),
      ]),
      group('新鲜蔬菜|Vegetables|Овощи|Verduras', '2斤装|5斤装|10斤装|整箱 20斤', [
        leaf(
          '叶菜|Leafy greens|Листовые овощи|Hojas verdes',
          '袋',
          9,
          39,
          '山东 寿光/有机菠菜|云南 昆明/奶白菜|上海 青浦/鸡毛菜',
        ),
        leaf(
          '根茎菜|Root vegetables|Корнеплоды|Raíces y tubérculos',
          '箱',
          15,
          59,
          '内蒙古 乌兰察布/土豆|山东 章丘/大葱|云南 曲靖/紫薯',
        ),
        leaf(
          '菌菇|Mushrooms|Грибы|Setas',
          '斤',
          12,
          128,
          '福建 古田/香菇|云南 楚雄/鸡枞菌|浙江 庆元/白玉菇',
          '散装|精选级|特级',
        ),
        leaf(
          '茄果瓜类|Tomatoes & gourds|Томаты и тыквенные|Tomates y calabazas',
          '箱',
          19,
          69,
          '山东 寿光/普罗旺斯西红柿|海南 三亚/小米椒|浙江 温岭/黄瓜',
        ),
      ]),
      group('肉禽蛋品|Meat & eggs|Мясо и яйца|Carne y huevos', '500g|1kg|2.5kg|5kg 整箱', [
        leaf('猪肉|Pork|Свинина|Cerdo', '份', 25, 89, '黑龙江 哈尔滨/黑猪五花肉|江西 宜春/土猪排骨|猪前腿肉'),
        leaf(
          '牛羊肉|Beef & lamb|Говядина и баранина|Ternera y cordero',
          '份',
          45,
          168,
          '内蒙古 锡林郭勒/羔羊肉卷|宁夏 盐池/滩羊排|新疆 伊犁/牛腱子',
        ),
        leaf(
          '禽肉|Poultry|Птица|Aves',
          '只',
          39,
          128,
          '广东 清远/清远鸡|江苏 高邮/麻鸭|三黄鸡',
          '单只|两只装|礼盒装',
        ),
        leaf(
          '蛋类|Eggs|Яйца|Huevos',
          '盒',
          19,
          69,
          '散养土鸡蛋|江苏 高邮/咸鸭蛋|鹌鹑蛋',
          '20枚|30枚|60枚 整箱',
        ),
      ]),
      group('海鲜水产|Seafood|Морепродукты|Mariscos', '500g|1kg|2kg 礼盒|5斤装', [
        leaf(
          '虾类|Shrimp|Креветки|Gambas',
          '盒',
          49,
          199,
          '湖北 潜江/小龙虾|广西 北海/鲜活对虾|浙江 舟山/冻南美白虾',
        ),
        leaf('鱼类|Fish|Рыба|Pescado', '份', 29, 138, '浙江 舟山/东海带鱼|辽宁 大连/鳕鱼块|湖北 鄂州/武昌鱼'),
        leaf(
          '蟹贝|Crabs & shellfish|Крабы и моллюски|Cangrejos y moluscos',
          '盒',
          59,
          398,
          '江苏 苏州/阳澄湖大闸蟹|山东 青岛/鲜活扇贝|福建 霞浦/生蚝',
        ),
      ]),
    ],
  },
  {
    names: names('粮油调味|Grain, oil & seasoning|Крупы, масло, приправы|Cereales, aceite y condimentos'),
    profile: 'grain',
    hue: 45,
    farm: false,
    groups: [
      group(
        '米面杂粮|Rice, flour & grains|Рис, мука и крупы|Arroz, harina y cereales',
        '2.5kg|5kg|10kg|25kg 大包装',
        [
          leaf(
            '大米|Rice|Рис|Arroz',
            '袋',
            39,
            168,
            '黑龙江 五常/稻花香大米|江苏 盐城/软香米|辽宁 盘锦/蟹田大米',
          ),
          leaf('面粉|Flour|Мука|Harina', '袋', 19, 79, '河南 新乡/高筋小麦粉|山东 德州/饺子粉|全麦面粉'),
          leaf(
            '杂粮|Coarse grains|Крупы|Cereales integrales',
            '袋',
            15,
            59,
            '山西 沁县/沁州黄小米|黑龙江 绥化/红小豆|内蒙古 赤峰/燕麦米',
          ),
          leaf(
            '挂面|Dried noodles|Сухая лапша|Fideos secos',
            '箱',
            15,
            59,
            '陕西 岐山/手工挂面|荞麦面|鸡蛋挂面',
          ),
        ],
        true,
      ),
      group('食用油|Cooking oil|Растительное масло|Aceite de cocina', '1.8L|5L|5L×4桶 整箱', [
        leaf(
          '花生油|Peanut oil|Арахисовое масло|Aceite de cacahuete',
          '桶',
          59,
          189,
          '压榨一级花生油|山东 临沂/古法小榨花生油',
        ),
        leaf(
          '菜籽油|Rapeseed oil|Рапсовое масло|Aceite de colza',
          '桶',
          45,
          129,
          '四川 德阳/浓香菜籽油|非转基因菜籽油',
        ),
        leaf(
          '橄榄油|Olive oil|Оливковое масло|Aceite de oliva',
          '瓶',
          49,
          268,
          '特级初榨橄榄油|甘肃 陇南/初榨橄榄油',
          '500ml|750ml|礼盒 2瓶',
        ),
        leaf('调和油|Blended oil|Смесь масел|Aceite mezcla', '桶', 39, 119, '玉米调和油|葵花籽调和油'),
      ]),
      group('调味品|Seasonings|Приправы|Condimentos', '500ml|1.75L|6瓶装', [
        leaf('酱油|Soy sauce|Соевый соус|Salsa de soja', '瓶', 9, 49, '特级生抽|红烧老抽|零添加酿造酱油'),
        leaf('醋|Vinegar|Уксус|Vinagre', '瓶', 8, 39, '山西 太原/老陈醋|江苏 镇江/香醋|米醋'),
        leaf(
          '调味酱|Sauces|Соусы|Salsas',
          '瓶',
          9,
          39,
          '四川 郫县/豆瓣酱|贵州 遵义/油辣椒|黄豆酱',
          '300g|500g|3瓶装',
        ),
        leaf(
          '香辛料|Spices|Специи|Especias',
          '袋',
          9,
          59,
          '四川 汉源/花椒|广西 玉林/八角|十三香',
          '100g|250g|500g',
        ),
      ]),
      group(
        '南北干货|Dried goods|Сушёные продукты|Productos secos',
        '250g|500g|1kg|礼盒装',
        [
          leaf(
            '红枣枸杞|Dates & goji|Финики и годжи|Dátiles y goji',
            '袋',
            25,
            128,
            '新疆 若羌/灰枣|宁夏 中宁/枸杞',
          ),
          leaf(
            '木耳银耳|Wood ear & tremella|Древесные грибы|Hongos secos',
            '袋',
            19,
            89,
            '黑龙江 东宁/黑木耳|福建 古田/银耳',
          ),
          leaf(
            '海味干货|Dried seafood|Сушёные морепродукты|Mariscos secos',
            '袋',
            29,
            168,
            '浙江 舟山/淡菜干|广东 湛江/虾米|福建 霞浦/紫菜',
          ),
        ],
        true,
      ),
    ],
  },
  {
    names: names('酒水茶饮|Wine, spirits & tea|Алкоголь и чай|Vinos, licores y té'),
    profile: 'drink',
    hue: 350,
    farm: false,
    groups: [
      group('白酒|Baijiu|Байцзю|Baijiu', '500ml|500ml×6瓶 整箱|礼盒装 2瓶', [
        leaf(
          '酱香型|Sauce-aroma|Соусный аромат|Aroma de salsa',
          '瓶',
          168,
          1299,
          '贵州 仁怀/酱香型白酒 53度|坤沙老酒 53度',
        ),
        leaf(
          '浓香型|Strong-aroma|Крепкий аромат|Aroma fuerte',
          '瓶',
          98,
          699,
          '四川 宜宾/浓香型白酒 52度|四川 泸州/窖藏白酒 52度',
        ),
        leaf(
          '清香型|Light-aroma|Лёгкий аромат|Aroma ligero',
          '瓶',
          29,
          399,
          '山西 汾阳/清香型白酒 42度|北京 怀柔/二锅头 56度',
        ),
      ]),
      group('葡萄酒|Wine|Вино|Vino', '750ml|750ml×6瓶|礼盒装 2支', [
        leaf(
          '红葡萄酒|Red wine|Красное вино|Vino tinto',
          '瓶',
          69,
          599,
          '宁夏 贺兰山/赤霞珠干红|新疆 焉耆/蛇龙珠干红|山东 烟台/干红葡萄酒',
        ),
        leaf('白葡萄酒|White wine|Белое вино|Vino blanco', '瓶', 69, 399, '霞多丽干白|雷司令半甜白'),
        leaf('起泡酒|Sparkling wine|Игристое вино|Vino espumoso', '瓶', 59, 299, '莫斯卡托起泡酒|桃红起泡酒'),
      ]),
      group(
        '茶叶|Tea|Чай|Té',
        '50g|125g|250g 罐装|500g 礼盒',
        [
          leaf(
            '绿茶|Green tea|Зелёный чай|Té verde',
            '盒',
            98,
            1280,
            '浙江 杭州/西湖龙井 明前特级|江苏 苏州/洞庭碧螺春|安徽 黄山/黄山毛峰',
          ),
          leaf(
            '红茶|Black tea|Чёрный чай|Té negro',
            '盒',
            68,
            698,
            '福建 武夷山/正山小种|安徽 祁门/红茶|云南 凤庆/滇红金芽',
          ),
          leaf(
            '乌龙茶|Oolong|Улун|Oolong',
            '盒',
            88,
            899,
            '福建 安溪/铁观音|福建 武夷山/大红袍|广东 潮州/凤凰单丛',
          ),
          leaf(
            '普洱茶|Pu-erh|Пуэр|Pu-erh',
            '饼',
            99,
            1680,
            '云南 勐海/普洱熟茶|云南 临沧/古树生茶',
            '357g 单饼|357g×7饼 整提',
          ),
          leaf('花草茶|Herbal tea|Травяной чай|Infusiones', '罐', 19, 89, '浙江 桐乡/胎菊|玫瑰花茶|大麦茶'),
        ],
        true,
      ),
      group('啤酒黄酒|Beer & rice wine|Пиво и рисовое вино|Cerveza y vino de arroz', '单箱|两箱装|礼盒装', [
        leaf(
          '啤酒|Beer|Пиво|Cerveza',
          '箱',
          49,
          199,
          '山东 青岛/原浆啤酒|精酿小麦白啤|黑啤',
          '330ml×24罐|500ml×12罐|1L 扎啤桶',
        ),
        leaf(
          '黄酒|Rice wine|Рисовое вино|Vino de arroz',
          '坛',
          39,
          298,
          '浙江 绍兴/花雕酒 五年陈|浙江 绍兴/加饭酒',
          '500ml|2.5L 坛装|5L 坛装',
        ),
        leaf('果酒|Fruit wine|Фруктовое вино|Vino de frutas', '瓶', 29, 129, '青梅酒|桂花米酒|荔枝酒'),
      ]),
    ],
  },
  {
    names: names('家用电器|Home appliances|Бытовая техника|Electrodomésticos'),
    alias: names('家电|Appliances|Техника|Electro'),
    profile: 'appliance',
    hue: 205,
    farm: false,
    groups: [
      group('大家电|Major appliances|Крупная техника|Grandes electrodomésticos', '标准款|升级款|旗舰款', [
        leaf(
          '冰箱|Refrigerators|Холодильники|Frigoríficos',
          '台',
          1499,
          6999,
          '十字对开门冰箱 500L|双门风冷冰箱 258L|法式多门冰箱 460L',
        ),
        leaf(
          '洗衣机|Washing machines|Стиральные машины|Lavadoras',
          '台',
          999,
          4999,
          '滚筒洗衣机 10公斤|波轮洗衣机 8公斤|洗烘一体机 10公斤',
        ),
        leaf(
          '空调|Air conditioners|Кондиционеры|Aires acondicionados',
          '台',
          1999,
          7999,
          '变频挂机空调 1.5匹|立式柜机空调 3匹|一级能效挂机 1匹',
        ),
        leaf(
          '电视|TVs|Телевизоры|Televisores',
          '台',
          1599,
          8999,
          '4K超清智能电视 65英寸|全面屏电视 55英寸|Mini LED电视 75英寸',
        ),
      ]),
      group(
        '厨房小电|Kitchen appliances|Кухонная техника|Electrodomésticos de cocina',
        '标准款|升级款|礼盒款',
        [
          leaf(
            '电饭煲|Rice cookers|Рисоварки|Arroceras',
            '台',
            129,
            899,
            '智能电饭煲 4L|IH电磁加热电饭煲 3L|迷你电饭煲 1.6L',
          ),
          leaf(
            '空气炸锅|Air fryers|Аэрогрили|Freidoras de aire',
            '台',
            199,
            599,
            '可视空气炸锅 5L|大容量空气炸锅 6.5L',
          ),
          leaf('破壁机|Blenders|Блендеры|Batidoras', '台', 199, 1299, '静音破壁料理机|多功能豆浆机'),
          leaf(
            '电水壶|Electric kettles|Электрочайники|Hervidores',
            '个',
            69,
            259,
            '恒温电水壶 1.7L|316不锈钢电热水壶',
          ),
        ],
      ),
      group(
        '生活电器|Household appliances|Техника для дома|Electrodomésticos del hogar',
        '标准款|升级款|家庭装',
        [
          leaf(
            '吸尘器|Vacuum cleaners|Пылесосы|Aspiradoras',
            '台',
            399,
            3299,
            '无线手持吸尘器|扫地机器人 自动集尘',
          ),
          leaf('电风扇|Fans|Вентиляторы|Ventiladores', '台', 129, 599, '落地循环扇|直流变频电风扇'),
          leaf(
            '空气净化器|Air purifiers|Очистители воздуха|Purificadores de aire',
            '台',
            299,
            2499,
            '除甲醛空气净化器|无雾加湿器 4L',
          ),
        ],
      ),
      group('个护电器|Personal care appliances|Техника для ухода|Cuidado personal', '标准款|礼盒款', [
        leaf('电吹风|Hair dryers|Фены|Secadores', '个', 99, 899, '高速负离子电吹风|折叠便携吹风机'),
        leaf('剃须刀|Shavers|Электробритвы|Afeitadoras', '个', 129, 999, '三刀头电动剃须刀|往复式剃须刀'),
        leaf(
          '电动牙刷|Electric toothbrushes|Электрические щётки|Cepillos eléctricos',
          '支',
          99,
          499,
          '声波电动牙刷|儿童电动牙刷',
        ),
      ]),
    ],
  },
  {
    names: names('手机数码|Phones & digital|Телефоны и гаджеты|Móviles y electrónica'),
    alias: names('数码|Digital|Гаджеты|Digital'),
    profile: 'digital',
    hue: 225,
    farm: false,
    groups: [
      group(
        '手机通讯|Mobile phones|Мобильные телефоны|Teléfonos móviles',
        '8GB+256GB|12GB+256GB|12GB+512GB',
        [
          leaf(
            '5G手机|5G phones|5G-смартфоны|Móviles 5G',
            '台',
            1299,
            6999,
            '5G全网通智能手机|影像旗舰手机|游戏性能手机',
          ),
          leaf(
            '老人手机|Senior phones|Телефоны для пожилых|Móviles para mayores',
            '台',
            99,
            399,
            '4G老人手机 大字大声|双卡双待功能机',
            '标准版|带充电座',
          ),
          leaf(
            '对讲机|Walkie-talkies|Рации|Walkie-talkies',
            '台',
            89,
            699,
            '民用对讲机 5公里|4G全国对讲机',
            '单台|两台装',
          ),
        ],
      ),
      group('摄影摄像|Cameras|Фото и видео|Fotografía', '标准套装|单机身|旅行套装', [
        leaf(
          '数码相机|Digital cameras|Цифровые камеры|Cámaras digitales',
          '台',
          1999,
          15999,
          '全画幅微单相机|入门级单反相机|卡片相机',
        ),
        leaf(
          '运动相机|Action cameras|Экшн-камеры|Cámaras deportivas',
          '台',
          999,
          3499,
          '4K防抖运动相机|全景运动相机',
        ),
        leaf('无人机|Drones|Дроны|Drones', '台', 1499, 6999, '4K航拍无人机|迷你折叠无人机'),
      ]),
      group('影音娱乐|Audio & video|Аудио и видео|Audio y vídeo', '标准版|Pro版|礼盒版', [
        leaf(
          '耳机|Headphones|Наушники|Auriculares',
          '副',
          99,
          1999,
          '真无线降噪蓝牙耳机|头戴式降噪耳机|运动挂耳耳机',
        ),
        leaf('音箱|Speakers|Колонки|Altavoces', '台', 99, 999, '便携蓝牙音箱|带屏智能音箱'),
        leaf(
          '智能手表|Smartwatches|Умные часы|Relojes inteligentes',
          '块',
          199,
          2499,
          '血氧监测运动手表|儿童电话手表',
        ),
      ]),
      group('数码配件|Accessories|Аксессуары|Accesorios', '单只装|两只装|套装', [
        leaf(
          '充电器|Chargers|Зарядные устройства|Cargadores',
          '个',
          49,
          199,
          '65W氮化镓快充充电器|多口桌面充电站',
        ),
        leaf(
          '移动电源|Power banks|Внешние аккумуляторы|Baterías externas',
          '个',
          79,
          299,
          '磁吸无线充电宝 10000mAh|大容量移动电源 20000mAh',
        ),
        leaf(
          '存储卡|Memory cards|Карты памяти|Tarjetas de memoria',
          '个',
          29,
          199,
          'TF高速存储卡 128GB|金属U盘 64GB',
        ),
      ]),
    ],
  },
  {
    names: names('电脑办公|Computers & office|Компьютеры и офис|Informática y oficina'),
    profile: 'office',
    hue: 250,
    farm: false,
    groups: [
      group('电脑整机|Computers|Компьютеры|Ordenadores', '16GB+512GB|16GB+1TB|32GB+1TB', [
        leaf(
          '笔记本|Laptops|Ноутбуки|Portátiles',
          '台',
          3299,
          9999,
          '14英寸轻薄笔记本|16英寸游戏本|商务办公笔记本',
        ),
        leaf(
          '台式机|Desktops|Настольные ПК|Sobremesas',
          '台',
          2799,
          8999,
          '商用台式电脑主机|27英寸一体机电脑',
        ),
        leaf(
          '平板电脑|Tablets|Планшеты|Tabletas',
          '台',
          999,
          4999,
          '11英寸平板电脑|护眼学习平板',
          '8GB+128GB|8GB+256GB|12GB+512GB',
        ),
      ]),
      group('电脑外设|Peripherals|Периферия|Periféricos', '标准版|无线版|套装', [
        leaf(
          '显示器|Monitors|Мониторы|Monitores',
          '台',
          699,
          2999,
          '27英寸2K显示器|24英寸护眼显示器|34英寸带鱼屏显示器',
        ),
        leaf(
          '键盘鼠标|Keyboards & mice|Клавиатуры и мыши|Teclados y ratones',
          '套',
          59,
          599,
          '青轴机械键盘|无线键鼠套装|人体工学鼠标',
        ),
        leaf(
          '网络设备|Networking|Сетевое оборудование|Redes',
          '台',
          99,
          599,
          '千兆双频无线路由器|WiFi6 路由器|8口千兆交换机',
        ),
      ]),
      group('办公设备|Office equipment|Офисная техника|Equipos de oficina', '标准款|商用款', [
        leaf(
          '打印机|Printers|Принтеры|Impresoras',
          '台',
          499,
          3999,
          '黑白激光打印机|彩色喷墨一体机|热敏标签打印机',
        ),
        leaf('投影仪|Projectors|Проекторы|Proyectores', '台', 1299, 6999, '家用智能投影仪|会议室商务投影仪'),
        leaf('碎纸机|Shredders|Шредеры|Destructoras', '台', 199, 999, '5级保密办公碎纸机|迷你桌面碎纸机'),
      ]),
      group('文具耗材|Stationery & supplies|Канцтовары|Papelería', '单包|5包装|整箱', [
        leaf(
          '打印纸|Printing paper|Бумага для печати|Papel de impresión',
          '箱',
          99,
          199,
          'A4复印纸 70g|A4复印纸 80g',
        ),
        leaf(
          '笔类|Pens|Ручки|Bolígrafos',
          '盒',
          9,
          49,
          '中性笔 0.5mm 12支|按动签字笔|荧光笔 6色',
          '单盒|10盒装',
        ),
        leaf('本册|Notebooks|Тетради|Cuadernos', '本', 8, 69, 'A5皮面笔记本|B5活页本|会议记录本'),
        leaf(
          '硒鼓墨盒|Toner & ink|Картриджи|Tóner y tinta',
          '个',
          59,
          399,
          '黑色硒鼓|四色墨盒套装',
          '单支|两支装',
        ),
      ]),
    ],
  },
  {
    names: names('家居家装|Home & living|Дом и интерьер|Hogar y decoración'),
    profile: 'home',
    hue: 165,
    farm: false,
    groups: [
      group('家纺|Home textiles|Домашний текстиль|Textil hogar', '1.5m床|1.8m床|2.0m床', [
        leaf(
          '床品套件|Bedding sets|Постельное бельё|Juegos de cama',
          '套',
          129,
          899,
          '全棉四件套|60支长绒棉四件套|水洗棉三件套',
        ),
        leaf('被子|Quilts|Одеяла|Edredones', '条', 159, 1599, '新疆 阿克苏/长绒棉花被|桑蚕丝被|白鹅绒羽绒被'),
        leaf('枕头|Pillows|Подушки|Almohadas', '个', 49, 299, '乳胶枕|荞麦枕|记忆棉枕', '单只装|一对装'),
      ]),
      group('厨具|Kitchenware|Кухонная посуда|Menaje de cocina', '单件|三件套|五件套', [
        leaf(
          '锅具|Cookware|Кастрюли и сковороды|Ollas y sartenes',
          '个',
          99,
          799,
          '不粘炒锅 32cm|铸铁珐琅锅|304不锈钢汤锅',
        ),
        leaf('刀具|Knives|Ножи|Cuchillos', '套', 59, 499, '不锈钢菜刀|厨房刀具套装'),
        leaf(
          '餐具|Tableware|Столовая посуда|Vajilla',
          '套',
          39,
          599,
          '骨瓷餐具套装|江西 景德镇/釉下彩瓷碗|304不锈钢筷子',
        ),
      ]),
      group('家具|Furniture|Мебель|Muebles', '标准款|加大款|组合款', [
        leaf('沙发|Sofas|Диваны|Sofás', '套', 1999, 8999, '科技布三人位沙发|真皮转角沙发'),
        leaf('床|Beds|Кровати|Camas', '张', 1299, 5999, '实木双人床 1.8m|布艺软包床'),
        leaf(
          '桌椅|Tables & chairs|Столы и стулья|Mesas y sillas',
          '件',
          299,
          2999,
          '人体工学办公椅|实木餐桌椅组合|电动升降电脑桌',
        ),
      ]),
      group('家居日用|Household goods|Товары для дома|Artículos del hogar', '单件|两件装|家庭装', [
        leaf(
          '收纳整理|Storage|Хранение|Almacenaje',
          '套',
          29,
          129,
          '透明收纳箱 三件套|衣柜收纳盒|真空压缩袋',
        ),
        leaf(
          '清洁用品|Cleaning|Уборка|Limpieza',
          '件',
          19,
          129,
          '免手洗平板拖把|洗衣凝珠 52颗|厨房重油污清洁剂',
        ),
        leaf('灯具|Lighting|Освещение|Iluminación', '个', 39, 899, 'LED客厅吸顶灯|国AA级护眼台灯|感应小夜灯'),
      ]),
    ],
  },
  {
    names: names('服装鞋包|Clothing, shoes & bags|Одежда, обувь, сумки|Ropa, calzado y bolsos'),
    profile: 'apparel',
    hue: 320,
    farm: false,
    groups: [
      group('男装|Menswear|Мужская одежда|Ropa de hombre', 'M|L|XL|XXL', [
        leaf('T恤|T-shirts|Футболки|Camisetas', '件', 39, 159, '纯棉短袖T恤|冰丝速干T恤|重磅圆领T恤'),
        leaf('衬衫|Shirts|Рубашки|Camisas', '件', 79, 299, '免烫商务衬衫|牛津纺休闲衬衫'),
        leaf('夹克外套|Jackets|Куртки|Chaquetas', '件', 199, 899, '防风立领夹克|轻薄羽绒服'),
        leaf('裤子|Trousers|Брюки|Pantalones', '条', 89, 299, '弹力休闲裤|直筒牛仔裤'),
      ]),
      group('女装|Womenswear|Женская одежда|Ropa de mujer', 'S|M|L|XL', [
        leaf('连衣裙|Dresses|Платья|Vestidos', '件', 129, 699, '法式碎花连衣裙|真丝连衣裙'),
        leaf('针织衫|Knitwear|Трикотаж|Punto', '件', 149, 799, '羊毛针织开衫|圆领羊绒衫'),
        leaf('大衣风衣|Coats|Пальто|Abrigos', '件', 399, 1999, '双面羊绒大衣|短款风衣'),
      ]),
      group('鞋靴|Shoes|Обувь|Calzado', '38码|39码|40码|41码|42码', [
        leaf('运动鞋|Sneakers|Кроссовки|Zapatillas', '双', 129, 699, '轻便跑步鞋|透气网面运动鞋|复古板鞋'),
        leaf('皮鞋|Leather shoes|Кожаная обувь|Zapatos de piel', '双', 199, 899, '商务正装皮鞋|软底乐福鞋'),
        leaf('靴子|Boots|Ботинки|Botas', '双', 199, 699, '马丁靴|加绒雪地靴'),
      ]),
      group('箱包|Bags & luggage|Сумки и чемоданы|Bolsos y maletas', '标准款|大号', [
        leaf(
          '双肩包|Backpacks|Рюкзаки|Mochilas',
          '个',
          99,
          499,
          '商务电脑双肩包|防泼水旅行背包',
          '15.6英寸|17英寸',
        ),
        leaf(
          '拉杆箱|Suitcases|Чемоданы|Maletas',
          '个',
          299,
          1299,
          '铝框拉杆箱|PC万向轮行李箱',
          '20英寸|24英寸|28英寸',
        ),
        leaf('女包|Handbags|Женские сумки|Bolsos de mujer', '个', 199, 1299, '真皮托特包|斜挎小方包'),
      ]),
    ],
  },
  {
    names: names('美妆个护|Beauty & care|Красота и уход|Belleza y cuidado'),
    alias: names('美妆|Beauty|Красота|Belleza'),
    profile: 'beauty',
    hue: 300,
    farm: false,
    groups: [
      group('面部护肤|Skincare|Уход за лицом|Cuidado facial', '30ml|50ml|100ml|套装', [
        leaf('洁面卸妆|Cleansers|Очищение|Limpiadores', '支', 39, 199, '氨基酸洁面乳|温和卸妆水'),
        leaf('精华|Serums|Сыворотки|Sérums', '瓶', 99, 599, '玻尿酸保湿精华|烟酰胺亮肤精华'),
        leaf('面霜|Creams|Кремы|Cremas', '瓶', 99, 699, '修护保湿面霜|抗皱紧致面霜'),
        leaf('面膜|Face masks|Маски|Mascarillas', '盒', 49, 199, '补水保湿面膜|清洁泥膜', '10片装|20片装'),
      ]),
      group('彩妆|Makeup|Макияж|Maquillaje', '标准装|替换装|礼盒装', [
        leaf('口红|Lipsticks|Помады|Pintalabios', '支', 69, 329, '丝绒雾面口红|滋润唇釉'),
        leaf('底妆|Foundation|Тональные средства|Bases', '盒', 89, 399, '持妆粉底液|气垫BB霜'),
        leaf('眼妆|Eye makeup|Макияж глаз|Ojos', '盒', 49, 299, '大地色眼影盘|防水睫毛膏|极细眼线笔'),
      ]),
      group(
        '洗护清洁|Body & hair care|Уход за телом и волосами|Cuidado corporal y capilar',
        '400ml|750ml|1L 家庭装',
        [
          leaf('洗发水|Shampoo|Шампуни|Champú', '瓶', 29, 129, '无硅油洗发水|控油去屑洗发水'),
          leaf('沐浴露|Shower gel|Гели для душа|Gel de ducha', '瓶', 29, 109, '香氛沐浴露|氨基酸沐浴露'),
          leaf(
            '口腔护理|Oral care|Уход за полостью рта|Cuidado bucal',
            '支',
            9,
            69,
            '美白牙膏|清新漱口水|软毛牙刷',
            '单支|3支装|家庭装',
          ),
        ],
      ),
      group('香水香氛|Fragrance|Парфюмерия|Fragancias', '30ml|50ml|100ml', [
        leaf(
          '女士香水|Women’s perfume|Женские ароматы|Perfume de mujer',
          '瓶',
          129,
          899,
          '花果香女士淡香水|白茶淡香氛',
        ),
        leaf(
          '男士香水|Men’s cologne|Мужские ароматы|Colonia de hombre',
          '瓶',
          129,
          899,
          '木质调男士香水|海洋古龙水',
        ),
        leaf(
          '家居香薰|Home fragrance|Ароматы для дома|Ambientadores',
          '瓶',
          39,
          199,
          '藤条无火香薰|香薰蜡烛',
          '100ml|200ml|礼盒装',
        ),
      ]),
    ],
  },
  {
    names: names('母婴用品|Mother & baby|Мама и малыш|Madre y bebé'),
    profile: 'baby',
    hue: 190,
    farm: false,
    groups: [
      group('奶粉辅食|Formula & baby food|Смеси и прикорм|Leche y papillas', '400g|800g|800g×6罐 整箱', [
        leaf(
          '婴儿奶粉|Infant formula|Детская смесь|Leche infantil',
          '罐',
          168,
          458,
          '婴儿配方奶粉 1段|较大婴儿配方奶粉 2段|幼儿配方奶粉 3段',
        ),
        leaf('米粉|Rice cereal|Рисовая каша|Cereal de arroz', '罐', 39, 129, '高铁婴儿米粉|有机营养米粉'),
        leaf(
          '辅食零食|Baby snacks|Детские снеки|Snacks infantiles',
          '盒',
          19,
          69,
          '宝宝溶豆|婴儿磨牙饼干|儿童果泥',
          '单盒|3盒装',
        ),
      ]),
      group('尿裤湿巾|Diapers & wipes|Подгузники и салфетки|Pañales y toallitas', 'S码|M码|L码|XL码', [
        leaf('纸尿裤|Diapers|Подгузники|Pañales', '包', 79, 199, '超薄透气纸尿裤|夜用纸尿裤'),
        leaf('拉拉裤|Pull-ups|Трусики-подгузники|Pañales braguita', '包', 79, 199, '成长拉拉裤|学步拉拉裤'),
        leaf(
          '湿巾|Wipes|Влажные салфетки|Toallitas',
          '包',
          9,
          49,
          '婴儿手口湿巾 80抽|棉柔巾 100抽',
          '单包|10包整箱',
        ),
      ]),
      group('喂养用品|Feeding|Кормление|Alimentación', '160ml|240ml|300ml', [
        leaf('奶瓶|Baby bottles|Бутылочки|Biberones', '个', 59, 199, '宽口径PPSU奶瓶|玻璃防胀气奶瓶'),
        leaf(
          '水杯餐具|Cups & tableware|Детская посуда|Vasos y vajilla',
          '个',
          39,
          129,
          '儿童吸管杯|硅胶辅食碗',
        ),
        leaf(
          '吸奶器|Breast pumps|Молокоотсосы|Sacaleches',
          '台',
          99,
          699,
          '电动双边吸奶器|手动吸奶器',
          '标准款|便携款',
        ),
      ]),
      group(
        '童装玩具|Kids’ clothes & toys|Детская одежда и игрушки|Ropa y juguetes infantiles',
        '90cm|100cm|110cm|120cm',
        [
          leaf(
            '童装|Kids’ clothing|Детская одежда|Ropa infantil',
            '件',
            59,
            399,
            '纯棉儿童睡衣|儿童羽绒服|宝宝连体衣',
          ),
          leaf(
            '益智玩具|Educational toys|Развивающие игрушки|Juguetes educativos',
            '套',
            39,
            299,
            '大颗粒积木|磁力片|木质拼图',
            '3岁+|6岁+',
          ),
          leaf(
            '童车|Strollers & bikes|Коляски и велосипеды|Cochecitos y bicis',
            '辆',
            199,
            1299,
            '轻便婴儿推车|儿童平衡车|儿童自行车 14寸',
            '标准款|豪华款',
          ),
        ],
      ),
    ],
  },
  {
    names: names('五金工具|Hardware & tools|Инструменты|Ferretería y herramientas'),
    alias: names('工业品|Industrial|Промтовары|Industrial'),
    profile: 'tools',
    hue: 15,
    farm: false,
    groups: [
      group('手动工具|Hand tools|Ручной инструмент|Herramientas manuales', '单件|套装|整箱 20件', [
        leaf('扳手|Wrenches|Гаечные ключи|Llaves', '把', 15, 199, '铬钒钢开口扳手|10寸活动扳手|棘轮扳手套装'),
        leaf('螺丝刀|Screwdrivers|Отвёртки|Destornilladores', '套', 9, 129, '十字螺丝刀|24合1精密螺丝刀套装'),
        leaf('钳子|Pliers|Плоскогубцы|Alicates', '把', 15, 89, '8寸钢丝钳|尖嘴钳|剥线钳'),
        leaf(
          '工具箱|Tool kits|Наборы инструментов|Cajas de herramientas',
          '套',
          99,
          699,
          '家用工具箱 46件|汽修工具套装 121件',
          '标准款|专业款',
        ),
      ]),
      group('电动工具|Power tools|Электроинструмент|Herramientas eléctricas', '单机|2电1充|豪华套装', [
        leaf('电钻|Drills|Дрели|Taladros', '台', 129, 899, '12V锂电手电钻|800W冲击钻|无刷电锤'),
        leaf('角磨机|Angle grinders|Болгарки|Amoladoras', '台', 159, 699, '1200W角磨机|锂电角磨机'),
        leaf('电锯|Saws|Пилы|Sierras', '台', 199, 999, '7寸电圆锯|往复锯|曲线锯'),
      ]),
      group('紧固件|Fasteners|Крепёж|Fijaciones', '100只/盒|500只/盒|1000只/箱', [
        leaf(
          '螺丝螺栓|Screws & bolts|Винты и болты|Tornillos y pernos',
          '盒',
          19,
          199,
          '304不锈钢内六角螺丝|8.8级外六角螺栓|自攻螺丝',
        ),
        leaf(
          '螺母垫片|Nuts & washers|Гайки и шайбы|Tuercas y arandelas',
          '盒',
          9,
          99,
          '不锈钢六角螺母|弹簧垫片|平垫片',
        ),
        leaf('膨胀螺栓|Anchors|Анкеры|Anclajes', '盒', 29, 299, 'M10膨胀螺栓|化学锚栓'),
      ]),
      group('劳保安防|Safety & PPE|Средства защиты|Seguridad laboral', '单件|10件装|整箱', [
        leaf(
          '劳保手套|Work gloves|Рабочие перчатки|Guantes de trabajo',
          '双',
          3,
          39,
          '丁腈浸胶手套|5级防割手套',
        ),
        leaf('安全帽|Hard hats|Каски|Cascos', '顶', 15, 69, '国标ABS安全帽|透气安全帽'),
        leaf(
          '防护鞋|Safety shoes|Защитная обувь|Calzado de seguridad',
          '双',
          79,
          299,
          '钢包头劳保鞋|防砸防刺穿安全鞋',
          '40码|42码|44码',
        ),
      ]),
      group('仪器仪表|Instruments|Приборы|Instrumentos', '标准款|专业款', [
        leaf(
          '测量工具|Measuring tools|Измерительные инструменты|Medición',
          '个',
          19,
          699,
          '数显游标卡尺 0-150mm|50米激光测距仪|5米钢卷尺',
        ),
        leaf(
          '电工仪表|Electrical meters|Электроизмерительные приборы|Medidores eléctricos',
          '台',
          49,
          499,
          '数字万用表|钳形电流表',
        ),
      ]),
    ],
  },
  {
    names: names('农资农机|Farm supplies & machinery|Агротовары и техника|Insumos y maquinaria agrícola'),
    alias: names('农资|Agri|Агро|Agro'),
    profile: 'agri',
    hue: 75,
    farm: false,
    groups: [
      group(
        '种子种苗|Seeds & seedlings|Семена и рассада|Semillas y plantones',
        '100g|500g|1kg|5kg',
        [
          leaf(
            '蔬菜种子|Vegetable seeds|Семена овощей|Semillas de hortalizas',
            '袋',
            5,
            59,
            '番茄种子|黄瓜种子|上海青种子',
          ),
          leaf(
            '粮食种子|Grain seeds|Семена зерновых|Semillas de cereales',
            '袋',
            19,
            199,
            '杂交水稻种子|高产玉米种子|冬小麦种子',
          ),
          leaf(
            '果树苗|Fruit saplings|Саженцы|Plantones frutales',
            '株',
            9,
            59,
            '山东 烟台/嫁接苹果苗|两年生蓝莓苗|江西 赣州/脐橙苗',
            '10株|50株|100株',
          ),
        ],
        true,
      ),
      group('肥料|Fertilisers|Удобрения|Fertilizantes', '5kg|25kg|40kg|50kg', [
        leaf(
          '复合肥|Compound fertiliser|Комплексные удобрения|Fertilizante compuesto',
          '袋',
          99,
          259,
          '硫酸钾复合肥 15-15-15|高塔复合肥',
        ),
        leaf(
          '有机肥|Organic fertiliser|Органические удобрения|Fertilizante orgánico',
          '袋',
          29,
          129,
          '生物有机肥|腐熟羊粪有机肥',
        ),
        leaf(
          '水溶肥|Soluble fertiliser|Водорастворимые удобрения|Fertilizante soluble',
          '袋',
          39,
          199,
          '大量元素水溶肥|氨基酸叶面肥',
        ),
      ]),
      group('农药植保|Crop protection|Защита растений|Fitosanitarios', '100ml|500ml|1L|5L', [
        leaf('杀虫剂|Insecticides|Инсектициды|Insecticidas', '瓶', 15, 99, '高效氯氰菊酯|吡虫啉可湿性粉剂'),
        leaf('杀菌剂|Fungicides|Фунгициды|Fungicidas', '瓶', 15, 89, '多菌灵|代森锰锌'),
        leaf(
          '调节剂|Growth regulators|Регуляторы роста|Reguladores de crecimiento',
          '瓶',
          19,
          99,
          '芸苔素内酯|赤霉素',
        ),
      ]),
      group('农机具|Farm machinery|Сельхозтехника|Maquinaria agrícola', '标准款|加强款', [
        leaf('微耕机|Mini tillers|Мотоблоки|Motocultores', '台', 1299, 4999, '柴油微耕机|汽油旋耕机'),
        leaf('喷雾器|Sprayers|Опрыскиватели|Pulverizadores', '台', 99, 899, '16L电动喷雾器|背负式打药机'),
        leaf(
          '农用无人机|Farm drones|Агродроны|Drones agrícolas',
          '台',
          29999,
          69999,
          '30L植保无人机|农业播撒无人机',
        ),
      ]),
    ],
  },
];

/**
 * Tax classification code and VAT rate (%) of each top class, by its Chinese name: 9 % for farm produce
 * and grain, 13 % for other goods (the rates of China's VAT). The 19-digit codes follow the shape of the
 * national goods and services tax classification (a chapter prefix padded with zeros); they are
 * illustrative for the demo, not checked against the official table.
 */
export const topTax: Record<string, [code: string, rate: number]> = {
  食品饮料: ['1030200000000000000', 13],
  生鲜水果: ['1010115000000000000', 9],
  粮油调味: ['1030101000000000000', 9],
  酒水茶饮: ['1030300000000000000', 13],
  家用电器: ['1090400000000000000', 13],
  手机数码: ['1090500000000000000', 13],
  电脑办公: ['1090600000000000000', 13],
  家居家装: ['1060000000000000000', 13],
  服装鞋包: ['1040000000000000000', 13],
  美妆个护: ['1070200000000000000', 13],
  母婴用品: ['1030600000000000000', 13],
  五金工具: ['1080000000000000000', 13],
  农资农机: ['1070100000000000000', 9],
};
