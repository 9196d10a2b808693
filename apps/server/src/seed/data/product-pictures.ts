/**
 * Which picture each product of the demo catalogue shows: one entry per item word of classes.ts (the core of
 * the product's name), so a picture always depicts the product itself, never a neighbour of its class (a
 * peanut for pecans, grapes for plums, a mushroom for a fungicide). docs/catalog.md tells the rules.
 *
 * An entry is
 * - an emoji (drawn from Fluent Emoji artwork, see generators/pictures.ts) where one depicts the thing itself;
 * - `draw:<name>`: a simple illustration of our own (product-drawings.ts) where no emoji does;
 * - `pack:<shape>:<sign>`: the product's packaging (bottle, can, pouch, box...) with a sign of what is inside
 *   on its label, for goods a buyer knows by their pack (oils, sauces, canned food, formula, fertiliser); the
 *   sign is an emoji or a drawing;
 * - `pair:<a>:<b>`: two things sold together (a keyboard and a mouse).
 */
const table = `
// Nuts & seeds
每日坚果 混合装=draw:mixed-nuts
奶油味碧根果=draw:pecans
盐焗腰果=draw:cashews
手剥山核桃=draw:hickory-nuts
// Biscuits & pastries
苏打饼干=draw:crackers
手工蛋黄酥=draw:yolk-pastries
全麦消化饼=🍪
老式鸡蛋糕=🧁
// Jerky
风干牛肉干=draw:beef-jerky
猪肉脯=draw:pork-jerky
麻辣鸭脖=draw:duck-necks
手撕鱿鱼丝=🦑
// Sweets & chocolate
黑巧克力 70%可可=🍫
手工牛轧糖=draw:nougat
水果硬糖=🍬
经典奶糖=🍬
// Dried fruit
无核白葡萄干=draw:raisins
芒果干=pack:pouch:🥭
冻干草莓=pack:pouch:🍓
话梅=draw:preserved-plums
// Water
天然矿泉水 550ml=draw:water-bottle
无糖苏打水=pack:can:🫧
饮用纯净水 5L=draw:water-jug
// Juice
NFC鲜榨橙汁=pack:bottle:🍊
椰子水=🥥
山楂汁=pack:bottle:draw:hawthorns
// Coffee
小粒咖啡豆=draw:coffee-beans
冻干速溶咖啡=pack:jar:☕
挂耳咖啡=☕
// Dairy
纯牛奶 250ml×12盒=🧃
低温风味酸奶=pack:cup:🍓
高钙奶粉=pack:can:🥛
// Instant noodles
红烧牛肉面=🍜
重庆酸辣粉=🍜
螺蛳粉=🍜
// Frozen food
手工水饺 猪肉白菜=🥟
黑芝麻汤圆=draw:tangyuan
早餐手抓饼=🫓
// Canned food
黄桃罐头=pack:jar:🍑
午餐肉罐头=pack:can:🥩
金枪鱼罐头=pack:can:🐟
// Cured meat
烟熏腊肉=🥓
广式腊肠=draw:sausages
金华火腿=🍖
// Pastry gift boxes
苏式月饼=🥮
玫瑰鲜花饼=pack:box:🌹
定胜糕=draw:rice-cakes
// Honey
椴树蜂蜜=🍯
土蜂蜜=🍯
枸杞蜜=🍯
// Apples
冰糖心苹果=🍎
红富士苹果=🍎
苹果=🍏
// Citrus
脐橙=🍊
丑橘=🍊
红心柚=draw:pomelo
黄岩蜜橘=🍊
// Pears
香梨=🍐
酥梨=🍐
雪花梨=🍐
// Kiwifruit
徐香猕猴桃=🥝
红心猕猴桃=draw:red-kiwi
// Grapes
阳光玫瑰葡萄=draw:green-grapes
无核白葡萄=draw:green-grapes
巨峰葡萄=🍇
// Leafy greens
有机菠菜=🥬
奶白菜=draw:bok-choy
鸡毛菜=🥬
// Root vegetables
土豆=🥔
大葱=draw:scallions
紫薯=🍠
// Mushrooms
香菇=🍄‍🟫
鸡枞菌=draw:termite-mushrooms
白玉菇=draw:beech-mushrooms
// Tomatoes & gourds
普罗旺斯西红柿=🍅
小米椒=🌶️
黄瓜=🥒
// Pork
黑猪五花肉=🥓
土猪排骨=🍖
猪前腿肉=🥩
// Beef & lamb
羔羊肉卷=🥩
滩羊排=🍖
牛腱子=🥩
// Poultry
清远鸡=🐔
麻鸭=🦆
三黄鸡=🐔
// Eggs
散养土鸡蛋=🥚
咸鸭蛋=draw:salted-eggs
鹌鹑蛋=draw:quail-eggs
// Shrimp
小龙虾=🦞
鲜活对虾=🦐
冻南美白虾=🦐
// Fish
东海带鱼=draw:hairtail
鳕鱼块=draw:cod-fillets
武昌鱼=🐟
// Crabs & shellfish
阳澄湖大闸蟹=🦀
鲜活扇贝=draw:scallops
生蚝=🦪
// Rice
稻花香大米=pack:sack:🍚
软香米=pack:sack:🍚
蟹田大米=pack:sack:🍚
// Flour
高筋小麦粉=pack:sack:🌾
饺子粉=pack:sack:🥟
全麦面粉=pack:sack:🌾
// Coarse grains
沁州黄小米=draw:millet
红小豆=draw:adzuki
燕麦米=draw:oats
// Dried noodles
手工挂面=draw:dried-noodles
荞麦面=draw:buckwheat-noodles
鸡蛋挂面=draw:dried-noodles
// Peanut oil
压榨一级花生油=pack:oil:🥜
古法小榨花生油=pack:oil:🥜
// Rapeseed oil
浓香菜籽油=pack:oil:draw:rapeseed
非转基因菜籽油=pack:oil:draw:rapeseed
// Olive oil
特级初榨橄榄油=pack:oil:🫒
初榨橄榄油=pack:oil:🫒
// Blended oil
玉米调和油=pack:oil:🌽
葵花籽调和油=pack:oil:🌻
// Soy sauce
特级生抽=pack:sauce:🫘
红烧老抽=pack:sauce:🫘
零添加酿造酱油=pack:sauce:🫘
// Vinegar
老陈醋=pack:sauce:🌾
香醋=pack:sauce:🌾
米醋=pack:sauce:🍚
// Sauces
豆瓣酱=pack:jar:🫛
油辣椒=pack:jar:🌶️
黄豆酱=pack:jar:🫘
// Spices
花椒=draw:sichuan-pepper
八角=draw:star-anise
十三香=pack:packet:🌶️
// Dates & goji
灰枣=draw:jujubes
枸杞=draw:goji
// Wood ear & tremella
黑木耳=draw:wood-ear
银耳=draw:tremella
// Dried seafood
淡菜干=draw:dried-mussels
虾米=draw:dried-shrimp
紫菜=draw:nori
// Sauce-aroma
酱香型白酒 53度=draw:baijiu
坤沙老酒 53度=draw:baijiu
// Strong-aroma
浓香型白酒 52度=draw:baijiu
窖藏白酒 52度=draw:baijiu
// Light-aroma
清香型白酒 42度=draw:baijiu
二锅头 56度=draw:baijiu
// Red wine
赤霞珠干红=🍷
蛇龙珠干红=🍷
干红葡萄酒=🍷
// White wine
霞多丽干白=🥂
雷司令半甜白=🥂
// Sparkling wine
莫斯卡托起泡酒=🍾
桃红起泡酒=🍾
// Green tea
西湖龙井 明前特级=🍵
洞庭碧螺春=🍵
黄山毛峰=🍵
// Black tea
正山小种=🫖
红茶=🫖
滇红金芽=🫖
// Oolong
铁观音=🍵
大红袍=🫖
凤凰单丛=🍵
// Pu-erh
普洱熟茶=draw:tea-cake
古树生茶=draw:tea-cake
// Herbal tea
胎菊=🌼
玫瑰花茶=🌹
大麦茶=draw:barley
// Beer
原浆啤酒=🍺
精酿小麦白啤=🍺
黑啤=draw:stout
// Rice wine
花雕酒 五年陈=draw:wine-jar
加饭酒=draw:wine-jar
// Fruit wine
青梅酒=pack:wine:draw:green-plums
桂花米酒=pack:wine:draw:osmanthus
荔枝酒=pack:wine:draw:lychees
// Refrigerators
十字对开门冰箱 500L=draw:fridge-four-door
双门风冷冰箱 258L=draw:fridge
法式多门冰箱 460L=draw:fridge-four-door
// Washing machines
滚筒洗衣机 10公斤=draw:washer
波轮洗衣机 8公斤=draw:top-loader
洗烘一体机 10公斤=draw:washer
// Air conditioners
变频挂机空调 1.5匹=draw:wall-air-conditioner
立式柜机空调 3匹=draw:floor-air-conditioner
一级能效挂机 1匹=draw:wall-air-conditioner
// TVs
4K超清智能电视 65英寸=draw:tv
全面屏电视 55英寸=draw:tv
Mini LED电视 75英寸=draw:tv
// Rice cookers
智能电饭煲 4L=draw:rice-cooker
IH电磁加热电饭煲 3L=draw:rice-cooker
迷你电饭煲 1.6L=draw:rice-cooker
// Air fryers
可视空气炸锅 5L=draw:air-fryer
大容量空气炸锅 6.5L=draw:air-fryer
// Blenders
静音破壁料理机=draw:blender
多功能豆浆机=draw:blender
// Electric kettles
恒温电水壶 1.7L=draw:kettle
316不锈钢电热水壶=draw:kettle
// Vacuum cleaners
无线手持吸尘器=draw:stick-vacuum
扫地机器人 自动集尘=draw:robot-vacuum
// Fans
落地循环扇=draw:fan
直流变频电风扇=draw:fan
// Air purifiers
除甲醛空气净化器=draw:air-purifier
无雾加湿器 4L=draw:humidifier
// Hair dryers
高速负离子电吹风=draw:hair-dryer
折叠便携吹风机=draw:hair-dryer
// Shavers
三刀头电动剃须刀=draw:shaver
往复式剃须刀=draw:shaver
// Electric toothbrushes
声波电动牙刷=draw:electric-toothbrush
儿童电动牙刷=draw:electric-toothbrush
// 5G phones
5G全网通智能手机=📱
影像旗舰手机=📱
游戏性能手机=📱
// Senior phones
4G老人手机 大字大声=draw:feature-phone
双卡双待功能机=draw:feature-phone
// Walkie-talkies
民用对讲机 5公里=draw:walkie-talkie
4G全国对讲机=draw:walkie-talkie
// Digital cameras
全画幅微单相机=📷
入门级单反相机=📷
卡片相机=📷
// Action cameras
4K防抖运动相机=draw:action-camera
全景运动相机=draw:action-camera
// Drones
4K航拍无人机=draw:drone
迷你折叠无人机=draw:drone
// Headphones
真无线降噪蓝牙耳机=draw:earbuds
头戴式降噪耳机=🎧
运动挂耳耳机=draw:earbuds
// Speakers
便携蓝牙音箱=draw:speaker
带屏智能音箱=draw:speaker
// Smartwatches
血氧监测运动手表=⌚
儿童电话手表=⌚
// Chargers
65W氮化镓快充充电器=draw:charger
多口桌面充电站=draw:charger
// Power banks
磁吸无线充电宝 10000mAh=draw:power-bank
大容量移动电源 20000mAh=draw:power-bank
// Memory cards
TF高速存储卡 128GB=draw:memory-card
金属U盘 64GB=draw:usb-drive
// Laptops
14英寸轻薄笔记本=💻
16英寸游戏本=💻
商务办公笔记本=💻
// Desktops
商用台式电脑主机=🖥️
27英寸一体机电脑=🖥️
// Tablets
11英寸平板电脑=draw:tablet
护眼学习平板=draw:tablet
// Monitors
27英寸2K显示器=draw:monitor
24英寸护眼显示器=draw:monitor
34英寸带鱼屏显示器=draw:monitor
// Keyboards & mice
青轴机械键盘=⌨️
无线键鼠套装=pair:⌨️:🖱️
人体工学鼠标=🖱️
// Networking
千兆双频无线路由器=draw:router
WiFi6 路由器=draw:router
8口千兆交换机=draw:network-switch
// Printers
黑白激光打印机=🖨️
彩色喷墨一体机=🖨️
热敏标签打印机=🖨️
// Projectors
家用智能投影仪=draw:projector
会议室商务投影仪=draw:projector
// Shredders
5级保密办公碎纸机=draw:shredder
迷你桌面碎纸机=draw:shredder
// Printing paper
A4复印纸 70g=draw:paper-ream
A4复印纸 80g=draw:paper-ream
// Pens
中性笔 0.5mm 12支=🖊️
按动签字笔=🖊️
荧光笔 6色=draw:highlighters
// Notebooks
A5皮面笔记本=📓
B5活页本=📒
会议记录本=📓
// Toner & ink
黑色硒鼓=draw:toner
四色墨盒套装=draw:ink-cartridges
// Bedding sets
全棉四件套=draw:bedding-set
60支长绒棉四件套=draw:bedding-set
水洗棉三件套=draw:bedding-set
// Quilts
长绒棉花被=draw:quilt
桑蚕丝被=draw:quilt
白鹅绒羽绒被=draw:quilt
// Pillows
乳胶枕=draw:pillow
荞麦枕=draw:pillow
记忆棉枕=draw:pillow
// Cookware
不粘炒锅 32cm=draw:wok
铸铁珐琅锅=draw:pot
304不锈钢汤锅=draw:pot
// Knives
不锈钢菜刀=draw:cleaver
厨房刀具套装=🔪
// Tableware
骨瓷餐具套装=🍽️
釉下彩瓷碗=🥣
304不锈钢筷子=🥢
// Sofas
科技布三人位沙发=🛋️
真皮转角沙发=🛋️
// Beds
实木双人床 1.8m=🛏️
布艺软包床=🛏️
// Tables & chairs
人体工学办公椅=draw:office-chair
实木餐桌椅组合=draw:dining-set
电动升降电脑桌=draw:standing-desk
// Storage
透明收纳箱 三件套=draw:storage-boxes
衣柜收纳盒=draw:storage-boxes
真空压缩袋=draw:vacuum-bag
// Cleaning
免手洗平板拖把=draw:mop
洗衣凝珠 52颗=draw:laundry-pods
厨房重油污清洁剂=draw:spray-bottle
// Lighting
LED客厅吸顶灯=draw:ceiling-light
国AA级护眼台灯=draw:desk-lamp
感应小夜灯=draw:night-light
// T-shirts
纯棉短袖T恤=👕
冰丝速干T恤=👕
重磅圆领T恤=👕
// Shirts
免烫商务衬衫=👔
牛津纺休闲衬衫=👔
// Jackets
防风立领夹克=🧥
轻薄羽绒服=draw:down-jacket
// Trousers
弹力休闲裤=👖
直筒牛仔裤=👖
// Dresses
法式碎花连衣裙=👗
真丝连衣裙=👗
// Knitwear
羊毛针织开衫=draw:cardigan
圆领羊绒衫=draw:sweater
// Coats
双面羊绒大衣=🧥
短款风衣=🧥
// Sneakers
轻便跑步鞋=👟
透气网面运动鞋=👟
复古板鞋=draw:skate-shoe
// Leather shoes
商务正装皮鞋=👞
软底乐福鞋=👞
// Boots
马丁靴=draw:combat-boot
加绒雪地靴=draw:snow-boot
// Backpacks
商务电脑双肩包=🎒
防泼水旅行背包=🎒
// Suitcases
铝框拉杆箱=🧳
PC万向轮行李箱=🧳
// Handbags
真皮托特包=👜
斜挎小方包=👛
// Cleansers
氨基酸洁面乳=pack:tube:🫧
温和卸妆水=pack:bottle:💧
// Serums
玻尿酸保湿精华=pack:dropper:💧
烟酰胺亮肤精华=pack:dropper:✨
// Creams
修护保湿面霜=pack:cream:💧
抗皱紧致面霜=pack:cream:✨
// Face masks
补水保湿面膜=draw:sheet-mask
清洁泥膜=pack:cream:draw:clay
// Lipsticks
丝绒雾面口红=💄
滋润唇釉=draw:lip-gloss
// Foundation
持妆粉底液=draw:foundation
气垫BB霜=draw:cushion-compact
// Eye makeup
大地色眼影盘=draw:eyeshadow-palette
防水睫毛膏=draw:mascara
极细眼线笔=draw:eyeliner
// Shampoo
无硅油洗发水=🧴
控油去屑洗发水=🧴
// Shower gel
香氛沐浴露=🧴
氨基酸沐浴露=🧴
// Oral care
美白牙膏=pack:tube:🦷
清新漱口水=pack:bottle:🦷
软毛牙刷=🪥
// Women’s perfume
花果香女士淡香水=draw:perfume
白茶淡香氛=draw:perfume
// Men’s cologne
木质调男士香水=draw:cologne
海洋古龙水=draw:cologne
// Home fragrance
藤条无火香薰=draw:reed-diffuser
香薰蜡烛=🕯️
// Infant formula
婴儿配方奶粉 1段=pack:can:👶
较大婴儿配方奶粉 2段=pack:can:👶
幼儿配方奶粉 3段=pack:can:👶
// Rice cereal
高铁婴儿米粉=pack:box:🥣
有机营养米粉=pack:box:🥣
// Baby snacks
宝宝溶豆=draw:yoghurt-melts
婴儿磨牙饼干=🍪
儿童果泥=pack:pouch:🍎
// Diapers
超薄透气纸尿裤=draw:diaper
夜用纸尿裤=draw:diaper
// Pull-ups
成长拉拉裤=draw:pull-ups
学步拉拉裤=draw:pull-ups
// Wipes
婴儿手口湿巾 80抽=draw:wipes
棉柔巾 100抽=draw:wipes
// Baby bottles
宽口径PPSU奶瓶=🍼
玻璃防胀气奶瓶=🍼
// Cups & tableware
儿童吸管杯=draw:sippy-cup
硅胶辅食碗=🥣
// Breast pumps
电动双边吸奶器=draw:breast-pump
手动吸奶器=draw:breast-pump
// Kids’ clothing
纯棉儿童睡衣=draw:pyjamas
儿童羽绒服=draw:down-jacket
宝宝连体衣=draw:romper
// Educational toys
大颗粒积木=draw:building-blocks
磁力片=draw:magnetic-tiles
木质拼图=🧩
// Strollers & bikes
轻便婴儿推车=draw:stroller
儿童平衡车=draw:balance-bike
儿童自行车 14寸=🚲
// Wrenches
铬钒钢开口扳手=🔧
10寸活动扳手=🔧
棘轮扳手套装=🔧
// Screwdrivers
十字螺丝刀=🪛
24合1精密螺丝刀套装=🪛
// Pliers
8寸钢丝钳=draw:pliers
尖嘴钳=draw:pliers
剥线钳=draw:pliers
// Tool kits
家用工具箱 46件=🧰
汽修工具套装 121件=🧰
// Drills
12V锂电手电钻=draw:drill
800W冲击钻=draw:drill
无刷电锤=draw:drill
// Angle grinders
1200W角磨机=draw:angle-grinder
锂电角磨机=draw:angle-grinder
// Saws
7寸电圆锯=draw:circular-saw
往复锯=draw:circular-saw
曲线锯=draw:circular-saw
// Screws & bolts
304不锈钢内六角螺丝=🔩
8.8级外六角螺栓=🔩
自攻螺丝=🔩
// Nuts & washers
不锈钢六角螺母=draw:hex-nuts
弹簧垫片=draw:washers
平垫片=draw:washers
// Anchors
M10膨胀螺栓=draw:expansion-bolt
化学锚栓=draw:expansion-bolt
// Work gloves
丁腈浸胶手套=🧤
5级防割手套=🧤
// Hard hats
国标ABS安全帽=draw:hard-hat
透气安全帽=draw:hard-hat
// Safety shoes
钢包头劳保鞋=draw:safety-shoe
防砸防刺穿安全鞋=draw:safety-shoe
// Measuring tools
数显游标卡尺 0-150mm=draw:caliper
50米激光测距仪=draw:laser-meter
5米钢卷尺=draw:tape-measure
// Electrical meters
数字万用表=draw:multimeter
钳形电流表=draw:clamp-meter
// Vegetable seeds
番茄种子=pack:packet:🍅
黄瓜种子=pack:packet:🥒
上海青种子=pack:packet:draw:bok-choy
// Grain seeds
杂交水稻种子=pack:packet:🌾
高产玉米种子=pack:packet:🌽
冬小麦种子=pack:packet:🌾
// Fruit saplings
嫁接苹果苗=draw:sapling
两年生蓝莓苗=draw:sapling
脐橙苗=draw:sapling
// Compound fertiliser
硫酸钾复合肥 15-15-15=pack:sack:draw:granules
高塔复合肥=pack:sack:draw:granules
// Organic fertiliser
生物有机肥=pack:sack:🌱
腐熟羊粪有机肥=pack:sack:🐑
// Soluble fertiliser
大量元素水溶肥=pack:jug:💧
氨基酸叶面肥=pack:jug:🍃
// Insecticides
高效氯氰菊酯=pack:jug:draw:no-bug
吡虫啉可湿性粉剂=pack:packet:draw:no-bug
// Fungicides
多菌灵=pack:packet:draw:leaf-shield
代森锰锌=pack:packet:draw:leaf-shield
// Growth regulators
芸苔素内酯=pack:jug:🌱
赤霉素=pack:packet:🌱
// Mini tillers
柴油微耕机=draw:tiller
汽油旋耕机=draw:tiller
// Sprayers
16L电动喷雾器=draw:backpack-sprayer
背负式打药机=draw:backpack-sprayer
// Farm drones
30L植保无人机=draw:spray-drone
农业播撒无人机=draw:spray-drone
`;

const pictures = new Map<string, string>();
for (const line of table.split('\n')) {
  if (!line.trim() || line.startsWith('//')) continue;
  const at = line.lastIndexOf('=');
  pictures.set(line.slice(0, at), line.slice(at + 1));
}

/** Every item word with a picture (the test of the seed checks it is every item of classes.ts). */
export const picturedItems: ReadonlySet<string> = new Set(pictures.keys());

/** The picture of a product by its item word; throws for an item nobody chose a picture for. */
export function itemPicture(item: string): string {
  const picture = pictures.get(item);
  if (!picture) throw new Error(`no picture chosen for the item ${item}`);
  return picture;
}
