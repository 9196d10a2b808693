// The demo catalogue's words in English, Russian and Spanish, written once by hand from the Chinese word lists
// of classes.ts and generators/catalog.ts. The seed composes every product's translated name, subtitle and parameter
// table from these (see catalog-i18n.ts): no translation service is involved. Lines are 'zh|en|ru|es'.

/** Items of the level-3 classes (the core of a product's name). */
export const itemWords = `
每日坚果 混合装|Daily mixed nuts|Ореховый микс на каждый день|Frutos secos diarios variados
奶油味碧根果|Cream-flavoured pecans|Пекан со сливочным вкусом|Nueces pecanas sabor crema
盐焗腰果|Salt-baked cashews|Кешью, запечённый в соли|Anacardos horneados con sal
手剥山核桃|Hand-cracked hickory nuts|Орехи гикори для чистки руками|Nueces de hickory para pelar a mano
苏打饼干|Soda crackers|Крекеры на соде|Galletas saladas
手工蛋黄酥|Handmade egg-yolk pastries|Слоёные пирожные с желтком|Pasteles de yema artesanos
全麦消化饼|Whole-wheat digestive biscuits|Цельнозерновое печенье|Galletas digestivas integrales
老式鸡蛋糕|Old-style sponge cakes|Бисквит по-старинному|Bizcochos tradicionales
风干牛肉干|Air-dried beef jerky|Вяленая говядина|Cecina de ternera secada al aire
猪肉脯|Pork jerky|Вяленая свинина пластинками|Cecina de cerdo
麻辣鸭脖|Spicy duck necks|Острые утиные шейки|Cuellos de pato picantes
手撕鱿鱼丝|Shredded squid|Сушёный кальмар соломкой|Calamar deshebrado
黑巧克力 70%可可|Dark chocolate 70% cocoa|Тёмный шоколад 70% какао|Chocolate negro 70% cacao
手工牛轧糖|Handmade nougat|Нуга ручной работы|Turrón artesano
水果硬糖|Fruit hard candies|Фруктовые леденцы|Caramelos duros de fruta
经典奶糖|Classic milk candies|Классические молочные ириски|Caramelos de leche clásicos
无核白葡萄干|Seedless white raisins|Белый изюм без косточек|Pasas blancas sin semillas
芒果干|Dried mango|Сушёное манго|Mango deshidratado
冻干草莓|Freeze-dried strawberries|Сублимированная клубника|Fresas liofilizadas
话梅|Preserved plums|Солёная слива|Ciruelas en conserva
天然矿泉水 550ml|Natural mineral water 550ml|Природная минеральная вода 550 мл|Agua mineral natural 550 ml
无糖苏打水|Sugar-free soda water|Содовая без сахара|Agua con gas sin azúcar
饮用纯净水 5L|Purified drinking water 5L|Очищенная питьевая вода 5 л|Agua potable purificada 5 L
NFC鲜榨橙汁|NFC fresh orange juice|Свежевыжатый апельсиновый сок NFC|Zumo de naranja exprimido NFC
椰子水|Coconut water|Кокосовая вода|Agua de coco
山楂汁|Hawthorn juice|Сок боярышника|Zumo de espino
小粒咖啡豆|Arabica coffee beans|Кофе арабика в зёрнах|Café arábica en grano
冻干速溶咖啡|Freeze-dried instant coffee|Сублимированный растворимый кофе|Café instantáneo liofilizado
挂耳咖啡|Drip-bag coffee|Дрип-кофе|Café en bolsitas de goteo
纯牛奶 250ml×12盒|Whole milk 250ml×12|Цельное молоко 250 мл×12|Leche entera 250 ml×12
低温风味酸奶|Chilled flavoured yoghurt|Охлаждённый йогурт со вкусом|Yogur refrigerado con sabor
高钙奶粉|High-calcium milk powder|Сухое молоко с кальцием|Leche en polvo alta en calcio
红烧牛肉面|Braised beef noodles|Лапша с тушёной говядиной|Fideos de ternera estofada
重庆酸辣粉|Chongqing hot and sour noodles|Острая кислая лапша по-чунцински|Fideos agripicantes de Chongqing
螺蛳粉|Luosifen snail noodles|Лапша лосыфэнь|Fideos luosifen
手工水饺 猪肉白菜|Handmade pork & cabbage dumplings|Пельмени со свининой и капустой|Empanadillas de cerdo y col
黑芝麻汤圆|Black sesame rice balls|Рисовые шарики с чёрным кунжутом|Bolitas de arroz con sésamo negro
早餐手抓饼|Breakfast flatbreads|Слоёные лепёшки к завтраку|Tortas para el desayuno
黄桃罐头|Canned yellow peaches|Консервированные жёлтые персики|Melocotón amarillo en almíbar
午餐肉罐头|Canned luncheon meat|Свиной ланчен-мит в банке|Fiambre de cerdo en lata
金枪鱼罐头|Canned tuna|Консервированный тунец|Atún en lata
烟熏腊肉|Smoked cured pork|Копчёная вяленая свинина|Panceta curada ahumada
广式腊肠|Cantonese sausages|Колбаски по-кантонски|Salchichas cantonesas
金华火腿|Jinhua ham|Ветчина цзиньхуа|Jamón de Jinhua
苏式月饼|Suzhou-style mooncakes|Лунные пряники по-сучжоуски|Pasteles de luna de Suzhou
玫瑰鲜花饼|Rose flower cakes|Пирожные с лепестками розы|Pasteles de pétalos de rosa
定胜糕|Dingsheng rice cakes|Рисовые пирожные диншэн|Pasteles de arroz dingsheng
椴树蜂蜜|Linden honey|Липовый мёд|Miel de tilo
土蜂蜜|Wild honey|Дикий мёд|Miel silvestre
枸杞蜜|Goji honey|Мёд годжи|Miel de goji
冰糖心苹果|Sugar-heart apples|Яблоки «сахарное сердце»|Manzanas corazón de azúcar
红富士苹果|Red Fuji apples|Яблоки Ред Фудзи|Manzanas Fuji rojas
苹果|Apples|Яблоки|Manzanas
脐橙|Navel oranges|Апельсины навел|Naranjas navel
丑橘|Dekopon mandarins|Мандарины декопон|Mandarinas dekopon
红心柚|Red pomelos|Красный помело|Pomelos rojos
黄岩蜜橘|Huangyan honey tangerines|Медовые мандарины хуанъянь|Mandarinas de miel de Huangyan
香梨|Fragrant pears|Ароматные груши|Peras aromáticas
酥梨|Crisp pears|Хрустящие груши|Peras crujientes
雪花梨|Snow pears|Груши «снежинка»|Peras nieve
徐香猕猴桃|Xuxiang kiwifruit|Киви сюйсян|Kiwis xuxiang
红心猕猴桃|Red-heart kiwifruit|Киви с красной сердцевиной|Kiwis de corazón rojo
阳光玫瑰葡萄|Shine Muscat grapes|Виноград Шайн Мускат|Uvas Shine Muscat
无核白葡萄|Seedless white grapes|Белый виноград без косточек|Uvas blancas sin semillas
巨峰葡萄|Kyoho grapes|Виноград кёхо|Uvas kyoho
有机菠菜|Organic spinach|Органический шпинат|Espinacas ecológicas
奶白菜|Baby bok choy|Молодой бок-чой|Bok choy tierno
鸡毛菜|Young cabbage greens|Молодая листовая капуста|Brotes de col
土豆|Potatoes|Картофель|Patatas
大葱|Welsh onions|Лук-батун|Cebolletas chinas
紫薯|Purple sweet potatoes|Фиолетовый батат|Boniatos morados
香菇|Shiitake mushrooms|Грибы шиитаке|Setas shiitake
鸡枞菌|Termite mushrooms|Грибы цзицзун|Setas termiteras
白玉菇|White beech mushrooms|Белые буковые грибы|Setas de haya blancas
普罗旺斯西红柿|Provence tomatoes|Томаты «Прованс»|Tomates Provenza
小米椒|Bird's eye chillies|Перец чили «птичий глаз»|Guindillas ojo de pájaro
黄瓜|Cucumbers|Огурцы|Pepinos
黑猪五花肉|Black pork belly|Грудинка чёрной свиньи|Panceta de cerdo negro
土猪排骨|Free-range pork ribs|Свиные рёбра фермерские|Costillas de cerdo de granja
猪前腿肉|Pork shoulder|Свиная лопатка|Paleta de cerdo
羔羊肉卷|Lamb rolls|Рулеты из ягнятины|Rollos de cordero
滩羊排|Tan lamb chops|Бараньи рёбрышки тань|Chuletas de cordero tan
牛腱子|Beef shank|Говяжья голяшка|Morcillo de ternera
清远鸡|Qingyuan chicken|Курица цинъюань|Pollo de Qingyuan
麻鸭|Mottled duck|Пёстрая утка|Pato moteado
三黄鸡|Three-yellow chicken|Курица саньхуан|Pollo tres amarillos
散养土鸡蛋|Free-range eggs|Яйца свободного выгула|Huevos camperos
咸鸭蛋|Salted duck eggs|Солёные утиные яйца|Huevos de pato salados
鹌鹑蛋|Quail eggs|Перепелиные яйца|Huevos de codorniz
小龙虾|Crayfish|Раки|Cangrejos de río
鲜活对虾|Live prawns|Живые креветки|Langostinos vivos
冻南美白虾|Frozen whiteleg shrimp|Замороженные белые креветки|Gambas blancas congeladas
东海带鱼|East China Sea hairtail|Сабля-рыба Восточно-Китайского моря|Pez sable del mar de China Oriental
鳕鱼块|Cod fillets|Филе трески|Lomos de bacalao
武昌鱼|Wuchang bream|Лещ учан|Brema de Wuchang
阳澄湖大闸蟹|Yangcheng Lake hairy crabs|Мохнаторукие крабы озера Янчэн|Cangrejos peludos del lago Yangcheng
鲜活扇贝|Live scallops|Живые гребешки|Vieiras vivas
生蚝|Oysters|Устрицы|Ostras
稻花香大米|Daohuaxiang rice|Рис даохуасян|Arroz daohuaxiang
软香米|Soft fragrant rice|Мягкий ароматный рис|Arroz aromático suave
蟹田大米|Crab-paddy rice|Рис с крабовых полей|Arroz de arrozal con cangrejos
高筋小麦粉|Bread flour|Мука высшего сорта для хлеба|Harina de fuerza
饺子粉|Dumpling flour|Мука для пельменей|Harina para empanadillas
全麦面粉|Whole-wheat flour|Цельнозерновая мука|Harina integral
沁州黄小米|Qinzhou yellow millet|Жёлтое пшено циньчжоу|Mijo amarillo de Qinzhou
红小豆|Adzuki beans|Фасоль адзуки|Judías azuki
燕麦米|Oat groats|Овсяная крупа|Grano de avena
手工挂面|Handmade dried noodles|Сушёная лапша ручной работы|Fideos secos artesanos
荞麦面|Buckwheat noodles|Гречневая лапша|Fideos de trigo sarraceno
鸡蛋挂面|Egg noodles|Яичная лапша|Fideos de huevo
压榨一级花生油|First-grade pressed peanut oil|Арахисовое масло прямого отжима|Aceite de cacahuete prensado de primera
古法小榨花生油|Traditional small-press peanut oil|Арахисовое масло традиционного отжима|Aceite de cacahuete de prensa tradicional
浓香菜籽油|Rich rapeseed oil|Ароматное рапсовое масло|Aceite de colza aromático
非转基因菜籽油|Non-GMO rapeseed oil|Рапсовое масло без ГМО|Aceite de colza sin OGM
特级初榨橄榄油|Extra virgin olive oil|Оливковое масло extra virgin|Aceite de oliva virgen extra
初榨橄榄油|Virgin olive oil|Оливковое масло первого отжима|Aceite de oliva virgen
玉米调和油|Corn blend oil|Смесь масел с кукурузным|Aceite mezcla de maíz
葵花籽调和油|Sunflower blend oil|Смесь масел с подсолнечным|Aceite mezcla de girasol
特级生抽|Premium light soy sauce|Светлый соевый соус премиум|Salsa de soja clara premium
红烧老抽|Dark soy sauce for braising|Тёмный соевый соус для тушения|Salsa de soja oscura para estofar
零添加酿造酱油|Additive-free brewed soy sauce|Соевый соус без добавок|Salsa de soja fermentada sin aditivos
老陈醋|Aged vinegar|Выдержанный уксус|Vinagre añejo
香醋|Fragrant black vinegar|Ароматный чёрный уксус|Vinagre negro aromático
米醋|Rice vinegar|Рисовый уксус|Vinagre de arroz
豆瓣酱|Broad bean paste|Бобовая паста доубаньцзян|Pasta de habas
油辣椒|Chilli oil|Масло с перцем чили|Aceite de guindilla
黄豆酱|Soybean paste|Соевая паста|Pasta de soja
花椒|Sichuan pepper|Сычуаньский перец|Pimienta de Sichuan
八角|Star anise|Бадьян|Anís estrellado
十三香|Thirteen-spice powder|Смесь «тринадцать специй»|Mezcla de trece especias
灰枣|Grey jujubes|Серые финики-унаби|Azufaifas grises
枸杞|Goji berries|Ягоды годжи|Bayas de goji
黑木耳|Black wood ear|Чёрный древесный гриб|Oreja de madera negra
银耳|Snow fungus|Серебряный гриб|Hongo de nieve
淡菜干|Dried mussels|Сушёные мидии|Mejillones secos
虾米|Dried shrimp|Сушёные креветки|Gambas secas
紫菜|Laver seaweed|Водоросли нори|Alga nori
酱香型白酒 53度|Sauce-aroma baijiu 53°|Байцзю соусового аромата 53°|Baijiu aroma de salsa 53°
坤沙老酒 53度|Kunsha aged baijiu 53°|Выдержанный байцзю куньша 53°|Baijiu añejo kunsha 53°
浓香型白酒 52度|Strong-aroma baijiu 52°|Байцзю крепкого аромата 52°|Baijiu aroma fuerte 52°
窖藏白酒 52度|Cellar-aged baijiu 52°|Байцзю погребной выдержки 52°|Baijiu de bodega 52°
清香型白酒 42度|Light-aroma baijiu 42°|Байцзю лёгкого аромата 42°|Baijiu aroma ligero 42°
二锅头 56度|Erguotou 56°|Эрготоу 56°|Erguotou 56°
赤霞珠干红|Cabernet Sauvignon dry red|Каберне Совиньон сухое красное|Cabernet Sauvignon tinto seco
蛇龙珠干红|Cabernet Gernischt dry red|Каберне Герништ сухое красное|Cabernet Gernischt tinto seco
干红葡萄酒|Dry red wine|Сухое красное вино|Vino tinto seco
霞多丽干白|Chardonnay dry white|Шардоне сухое белое|Chardonnay blanco seco
雷司令半甜白|Riesling semi-sweet white|Рислинг полусладкое белое|Riesling blanco semidulce
莫斯卡托起泡酒|Moscato sparkling wine|Игристое Москато|Espumoso Moscato
桃红起泡酒|Rosé sparkling wine|Игристое розовое|Espumoso rosado
西湖龙井 明前特级|West Lake Longjing, pre-Qingming premium|Лунцзин Западного озера, весенний сбор|Longjing del Lago del Oeste, cosecha temprana
洞庭碧螺春|Dongting Biluochun|Билочунь с Дунтина|Biluochun de Dongting
黄山毛峰|Huangshan Maofeng|Хуаншань Маофэн|Huangshan Maofeng
正山小种|Lapsang Souchong|Лапсанг Сушонг|Lapsang Souchong
红茶|Black tea|Красный чай|Té negro
滇红金芽|Dianhong golden buds|Дяньхун золотые почки|Dianhong de brotes dorados
铁观音|Tieguanyin|Те Гуань Инь|Tieguanyin
大红袍|Da Hong Pao|Да Хун Пао|Da Hong Pao
凤凰单丛|Phoenix Dancong|Фэнхуан Даньцун|Fenghuang Dancong
普洱熟茶|Ripe pu-erh|Шу пуэр|Pu-erh maduro
古树生茶|Old-tree raw pu-erh|Шэн пуэр со старых деревьев|Pu-erh crudo de árboles viejos
胎菊|Chrysanthemum buds|Бутоны хризантемы|Capullos de crisantemo
玫瑰花茶|Rose tea|Чай из бутонов розы|Té de rosas
大麦茶|Barley tea|Ячменный чай|Té de cebada
原浆啤酒|Unfiltered beer|Нефильтрованное пиво|Cerveza sin filtrar
精酿小麦白啤|Craft wheat beer|Крафтовое пшеничное пиво|Cerveza artesana de trigo
黑啤|Stout|Тёмное пиво|Cerveza negra
花雕酒 五年陈|Huadiao wine, 5-year|Хуадяо, 5 лет выдержки|Vino huadiao, 5 años
加饭酒|Jiafan rice wine|Рисовое вино цзяфань|Vino de arroz jiafan
青梅酒|Green plum wine|Вино из зелёной сливы|Licor de ciruela verde
桂花米酒|Osmanthus rice wine|Рисовое вино с османтусом|Vino de arroz con osmanto
荔枝酒|Lychee wine|Личи-вино|Vino de lichi
十字对开门冰箱 500L|Cross-door fridge 500L|Четырёхдверный холодильник 500 л|Frigorífico de puertas cruzadas 500 L
双门风冷冰箱 258L|Two-door frost-free fridge 258L|Двухдверный холодильник No Frost 258 л|Frigorífico de dos puertas no frost 258 L
法式多门冰箱 460L|French-door fridge 460L|Холодильник French Door 460 л|Frigorífico de puertas francesas 460 L
滚筒洗衣机 10公斤|Front-load washer 10 kg|Стиральная машина с фронтальной загрузкой 10 кг|Lavadora de carga frontal 10 kg
波轮洗衣机 8公斤|Top-load washer 8 kg|Стиральная машина активаторная 8 кг|Lavadora de carga superior 8 kg
洗烘一体机 10公斤|Washer-dryer 10 kg|Стирально-сушильная машина 10 кг|Lavadora secadora 10 kg
变频挂机空调 1.5匹|Inverter wall air conditioner 1.5 HP|Инверторный настенный кондиционер 1,5 л.с.|Aire acondicionado de pared inverter 1,5 CV
立式柜机空调 3匹|Floor-standing air conditioner 3 HP|Напольный кондиционер 3 л.с.|Aire acondicionado de columna 3 CV
一级能效挂机 1匹|Class-1 efficiency wall unit 1 HP|Настенный кондиционер класса 1, 1 л.с.|Split de pared eficiencia clase 1, 1 CV
4K超清智能电视 65英寸|4K smart TV 65"|Смарт-телевизор 4K 65"|Smart TV 4K 65"
全面屏电视 55英寸|Full-screen TV 55"|Безрамочный телевизор 55"|Televisor sin marcos 55"
Mini LED电视 75英寸|Mini LED TV 75"|Телевизор Mini LED 75"|Televisor Mini LED 75"
智能电饭煲 4L|Smart rice cooker 4L|Умная рисоварка 4 л|Arrocera inteligente 4 L
IH电磁加热电饭煲 3L|IH induction rice cooker 3L|Индукционная рисоварка IH 3 л|Arrocera de inducción IH 3 L
迷你电饭煲 1.6L|Mini rice cooker 1.6L|Мини-рисоварка 1,6 л|Mini arrocera 1,6 L
可视空气炸锅 5L|Air fryer with window 5L|Аэрогриль с окошком 5 л|Freidora de aire con ventana 5 L
大容量空气炸锅 6.5L|Large air fryer 6.5L|Большой аэрогриль 6,5 л|Freidora de aire grande 6,5 L
静音破壁料理机|Quiet high-speed blender|Тихий высокоскоростной блендер|Batidora de alta velocidad silenciosa
多功能豆浆机|Multi-function soy milk maker|Многофункциональная соевая машина|Máquina de leche de soja multifunción
恒温电水壶 1.7L|Temperature-control kettle 1.7L|Чайник с термостатом 1,7 л|Hervidor con control de temperatura 1,7 L
316不锈钢电热水壶|316 stainless steel kettle|Чайник из нержавеющей стали 316|Hervidor de acero inoxidable 316
无线手持吸尘器|Cordless stick vacuum|Беспроводной ручной пылесос|Aspiradora de mano inalámbrica
扫地机器人 自动集尘|Robot vacuum with self-emptying base|Робот-пылесос с самоочисткой|Robot aspirador con autovaciado
落地循环扇|Floor circulator fan|Напольный вентилятор-циркулятор|Ventilador circulador de pie
直流变频电风扇|DC inverter fan|Вентилятор с инверторным мотором|Ventilador inverter de corriente continua
除甲醛空气净化器|Formaldehyde air purifier|Очиститель воздуха от формальдегида|Purificador de aire antiformaldehído
无雾加湿器 4L|Mist-free humidifier 4L|Увлажнитель без тумана 4 л|Humidificador sin niebla 4 L
高速负离子电吹风|High-speed ionic hair dryer|Высокоскоростной ионный фен|Secador iónico de alta velocidad
折叠便携吹风机|Foldable travel hair dryer|Складной дорожный фен|Secador plegable de viaje
三刀头电动剃须刀|Three-head electric shaver|Электробритва с тремя головками|Afeitadora eléctrica de tres cabezales
往复式剃须刀|Foil shaver|Сеточная бритва|Afeitadora de láminas
声波电动牙刷|Sonic electric toothbrush|Звуковая электрическая щётка|Cepillo eléctrico sónico
儿童电动牙刷|Kids' electric toothbrush|Детская электрическая щётка|Cepillo eléctrico infantil
5G全网通智能手机|5G smartphone, all networks|5G-смартфон для всех сетей|Smartphone 5G multirred
影像旗舰手机|Camera flagship phone|Флагманский камерофон|Móvil insignia de fotografía
游戏性能手机|Gaming phone|Игровой смартфон|Móvil para juegos
4G老人手机 大字大声|4G senior phone, big font, loud|4G-телефон для пожилых, крупный шрифт|Móvil 4G para mayores, letra grande
双卡双待功能机|Dual-SIM feature phone|Кнопочный телефон на две SIM|Móvil básico doble SIM
民用对讲机 5公里|Walkie-talkie, 5 km|Рация, 5 км|Walkie-talkie, 5 km
4G全国对讲机|4G nationwide walkie-talkie|4G-рация по всей стране|Walkie-talkie 4G nacional
全画幅微单相机|Full-frame mirrorless camera|Полнокадровая беззеркальная камера|Cámara sin espejo de formato completo
入门级单反相机|Entry-level DSLR|Зеркальная камера начального уровня|Réflex de gama de entrada
卡片相机|Compact camera|Компактная камера|Cámara compacta
4K防抖运动相机|4K stabilised action camera|Экшн-камера 4K со стабилизацией|Cámara deportiva 4K estabilizada
全景运动相机|360° action camera|Панорамная экшн-камера|Cámara deportiva 360°
4K航拍无人机|4K camera drone|Квадрокоптер с камерой 4K|Dron con cámara 4K
迷你折叠无人机|Mini foldable drone|Складной мини-дрон|Mini dron plegable
真无线降噪蓝牙耳机|True wireless ANC earbuds|Беспроводные наушники с шумоподавлением|Auriculares inalámbricos con cancelación de ruido
头戴式降噪耳机|Over-ear ANC headphones|Полноразмерные наушники с шумоподавлением|Auriculares de diadema con cancelación de ruido
运动挂耳耳机|Sports ear-hook headphones|Спортивные наушники с заушинами|Auriculares deportivos de gancho
便携蓝牙音箱|Portable Bluetooth speaker|Портативная Bluetooth-колонка|Altavoz Bluetooth portátil
带屏智能音箱|Smart speaker with screen|Умная колонка с экраном|Altavoz inteligente con pantalla
血氧监测运动手表|Sports watch with SpO2|Спортивные часы с пульсоксиметром|Reloj deportivo con oxímetro
儿童电话手表|Kids' phone watch|Детские часы-телефон|Reloj teléfono infantil
65W氮化镓快充充电器|65W GaN fast charger|Быстрая зарядка GaN 65 Вт|Cargador rápido GaN 65 W
多口桌面充电站|Multi-port desktop charging station|Настольная зарядная станция|Estación de carga multipuerto
磁吸无线充电宝 10000mAh|Magnetic wireless power bank 10000mAh|Магнитный беспроводной пауэрбанк 10000 мА·ч|Batería externa magnética inalámbrica 10000 mAh
大容量移动电源 20000mAh|High-capacity power bank 20000mAh|Ёмкий пауэрбанк 20000 мА·ч|Batería externa de gran capacidad 20000 mAh
TF高速存储卡 128GB|High-speed microSD card 128GB|Скоростная карта microSD 128 ГБ|Tarjeta microSD rápida 128 GB
金属U盘 64GB|Metal USB flash drive 64GB|Металлическая флешка 64 ГБ|Memoria USB metálica 64 GB
14英寸轻薄笔记本|14" thin and light laptop|Тонкий лёгкий ноутбук 14"|Portátil ligero de 14"
16英寸游戏本|16" gaming laptop|Игровой ноутбук 16"|Portátil gaming de 16"
商务办公笔记本|Business laptop|Ноутбук для бизнеса|Portátil de empresa
商用台式电脑主机|Business desktop PC|Офисный системный блок|PC de sobremesa para empresa
27英寸一体机电脑|27" all-in-one PC|Моноблок 27"|Ordenador todo en uno de 27"
11英寸平板电脑|11" tablet|Планшет 11"|Tableta de 11"
护眼学习平板|Eye-care learning tablet|Учебный планшет с защитой глаз|Tableta educativa que cuida la vista
27英寸2K显示器|27" 2K monitor|Монитор 2K 27"|Monitor 2K de 27"
24英寸护眼显示器|24" eye-care monitor|Монитор 24" с защитой глаз|Monitor de 24" que cuida la vista
34英寸带鱼屏显示器|34" ultrawide monitor|Ультраширокий монитор 34"|Monitor ultrapanorámico de 34"
青轴机械键盘|Blue-switch mechanical keyboard|Механическая клавиатура на синих свитчах|Teclado mecánico de switches azules
无线键鼠套装|Wireless keyboard and mouse set|Беспроводной комплект клавиатура и мышь|Conjunto de teclado y ratón inalámbricos
人体工学鼠标|Ergonomic mouse|Эргономичная мышь|Ratón ergonómico
千兆双频无线路由器|Gigabit dual-band Wi-Fi router|Гигабитный двухдиапазонный роутер|Router wifi gigabit de doble banda
WiFi6 路由器|Wi-Fi 6 router|Роутер Wi-Fi 6|Router wifi 6
8口千兆交换机|8-port gigabit switch|8-портовый гигабитный коммутатор|Switch gigabit de 8 puertos
黑白激光打印机|Mono laser printer|Чёрно-белый лазерный принтер|Impresora láser monocromo
彩色喷墨一体机|Colour inkjet all-in-one|Цветное струйное МФУ|Multifunción de inyección en color
热敏标签打印机|Thermal label printer|Термопринтер этикеток|Impresora térmica de etiquetas
家用智能投影仪|Smart home projector|Умный домашний проектор|Proyector doméstico inteligente
会议室商务投影仪|Meeting-room projector|Проектор для переговорных|Proyector para salas de reuniones
5级保密办公碎纸机|Level-5 security shredder|Шредер 5-го уровня секретности|Destructora de seguridad nivel 5
迷你桌面碎纸机|Mini desktop shredder|Мини-шредер настольный|Mini destructora de escritorio
A4复印纸 70g|A4 copy paper 70g|Бумага для копира A4 70 г|Papel de copia A4 70 g
A4复印纸 80g|A4 copy paper 80g|Бумага для копира A4 80 г|Papel de copia A4 80 g
中性笔 0.5mm 12支|Gel pens 0.5mm, 12 pcs|Гелевые ручки 0,5 мм, 12 шт.|Bolígrafos de gel 0,5 mm, 12 uds.
按动签字笔|Retractable signing pen|Автоматическая ручка для подписи|Bolígrafo retráctil de firma
荧光笔 6色|Highlighters, 6 colours|Текстовыделители, 6 цветов|Subrayadores, 6 colores
A5皮面笔记本|A5 leather notebook|Блокнот A5 в кожаной обложке|Cuaderno A5 de piel
B5活页本|B5 loose-leaf notebook|Тетрадь B5 на кольцах|Cuaderno de anillas B5
会议记录本|Meeting notebook|Блокнот для совещаний|Cuaderno de actas
黑色硒鼓|Black toner cartridge|Чёрный картридж с тонером|Cartucho de tóner negro
四色墨盒套装|Four-colour ink set|Набор картриджей четырёх цветов|Juego de cartuchos de cuatro colores
全棉四件套|Cotton bedding set, 4 pcs|Хлопковый комплект белья, 4 предмета|Juego de cama de algodón, 4 piezas
60支长绒棉四件套|60s long-staple cotton set, 4 pcs|Комплект из длинноволокнистого хлопка, 4 предмета|Juego de algodón de fibra larga, 4 piezas
水洗棉三件套|Washed cotton set, 3 pcs|Комплект из стираного хлопка, 3 предмета|Juego de algodón lavado, 3 piezas
长绒棉花被|Long-staple cotton quilt|Одеяло из длинноволокнистого хлопка|Edredón de algodón de fibra larga
桑蚕丝被|Mulberry silk quilt|Шёлковое одеяло|Edredón de seda de morera
白鹅绒羽绒被|White goose down quilt|Одеяло на белом гусином пуху|Edredón de plumón de oca blanca
乳胶枕|Latex pillow|Латексная подушка|Almohada de látex
荞麦枕|Buckwheat pillow|Подушка с гречневой лузгой|Almohada de trigo sarraceno
记忆棉枕|Memory foam pillow|Подушка с памятью формы|Almohada viscoelástica
不粘炒锅 32cm|Non-stick wok 32 cm|Антипригарный вок 32 см|Wok antiadherente 32 cm
铸铁珐琅锅|Enamelled cast-iron pot|Эмалированная чугунная кастрюля|Olla de hierro fundido esmaltado
304不锈钢汤锅|304 stainless steel stockpot|Кастрюля из нержавеющей стали 304|Olla de acero inoxidable 304
不锈钢菜刀|Stainless steel cleaver|Нож-тесак из нержавеющей стали|Cuchillo de cocina de acero inoxidable
厨房刀具套装|Kitchen knife set|Набор кухонных ножей|Juego de cuchillos de cocina
骨瓷餐具套装|Bone china dinner set|Сервиз из костяного фарфора|Vajilla de porcelana fina
釉下彩瓷碗|Underglaze porcelain bowls|Фарфоровые миски с подглазурной росписью|Cuencos de porcelana bajo esmalte
304不锈钢筷子|304 stainless steel chopsticks|Палочки из нержавеющей стали 304|Palillos de acero inoxidable 304
科技布三人位沙发|Tech-fabric 3-seat sofa|Трёхместный диван из техноткани|Sofá de tres plazas de tela técnica
真皮转角沙发|Leather corner sofa|Угловой диван из натуральной кожи|Sofá rinconero de piel
实木双人床 1.8m|Solid wood double bed 1.8 m|Двуспальная кровать из массива 1,8 м|Cama doble de madera maciza 1,8 m
布艺软包床|Upholstered fabric bed|Кровать с мягким изголовьем|Cama tapizada
人体工学办公椅|Ergonomic office chair|Эргономичное офисное кресло|Silla de oficina ergonómica
实木餐桌椅组合|Solid wood dining set|Обеденный комплект из массива|Juego de comedor de madera maciza
电动升降电脑桌|Electric standing desk|Стол с электроподъёмом|Escritorio elevable eléctrico
透明收纳箱 三件套|Clear storage boxes, set of 3|Прозрачные контейнеры, 3 шт.|Cajas de almacenaje transparentes, 3 uds.
衣柜收纳盒|Wardrobe organiser|Органайзер для шкафа|Organizador de armario
真空压缩袋|Vacuum storage bags|Вакуумные пакеты для хранения|Bolsas de vacío
免手洗平板拖把|Hands-free flat mop|Плоская швабра с отжимом|Mopa plana sin manos
洗衣凝珠 52颗|Laundry pods, 52|Капсулы для стирки, 52 шт.|Cápsulas de detergente, 52 uds.
厨房重油污清洁剂|Kitchen degreaser|Средство от жира для кухни|Desengrasante de cocina
LED客厅吸顶灯|LED living-room ceiling light|Светодиодная потолочная люстра|Plafón LED para salón
国AA级护眼台灯|Class AA eye-care desk lamp|Настольная лампа класса AA для глаз|Lámpara de escritorio clase AA
感应小夜灯|Motion-sensor night light|Ночник с датчиком движения|Luz nocturna con sensor
纯棉短袖T恤|Cotton short-sleeve T-shirt|Хлопковая футболка|Camiseta de manga corta de algodón
冰丝速干T恤|Ice-silk quick-dry T-shirt|Быстросохнущая футболка|Camiseta de secado rápido
重磅圆领T恤|Heavyweight crew-neck T-shirt|Плотная футболка с круглым вырезом|Camiseta gruesa de cuello redondo
免烫商务衬衫|Non-iron business shirt|Деловая рубашка, не требующая глажки|Camisa de vestir sin plancha
牛津纺休闲衬衫|Oxford casual shirt|Повседневная рубашка оксфорд|Camisa informal oxford
防风立领夹克|Windproof stand-collar jacket|Ветрозащитная куртка со стойкой|Chaqueta cortavientos de cuello alto
轻薄羽绒服|Lightweight down jacket|Лёгкий пуховик|Plumífero ligero
弹力休闲裤|Stretch chinos|Эластичные брюки чинос|Chinos elásticos
直筒牛仔裤|Straight-leg jeans|Прямые джинсы|Vaqueros rectos
法式碎花连衣裙|French floral dress|Платье в цветочек во французском стиле|Vestido floral de estilo francés
真丝连衣裙|Silk dress|Шёлковое платье|Vestido de seda
羊毛针织开衫|Wool cardigan|Шерстяной кардиган|Cárdigan de lana
圆领羊绒衫|Crew-neck cashmere sweater|Кашемировый свитер с круглым вырезом|Jersey de cachemira de cuello redondo
双面羊绒大衣|Double-faced cashmere coat|Двустороннее кашемировое пальто|Abrigo de cachemira de doble faz
短款风衣|Short trench coat|Короткий тренч|Gabardina corta
轻便跑步鞋|Lightweight running shoes|Лёгкие беговые кроссовки|Zapatillas ligeras para correr
透气网面运动鞋|Breathable mesh sneakers|Дышащие сетчатые кроссовки|Zapatillas transpirables de malla
复古板鞋|Retro skate shoes|Ретро-кеды|Zapatillas retro de skate
商务正装皮鞋|Formal leather shoes|Классические кожаные туфли|Zapatos de vestir de piel
软底乐福鞋|Soft-sole loafers|Лоферы на мягкой подошве|Mocasines de suela blanda
马丁靴|Combat boots|Ботинки «мартинсы»|Botas estilo militar
加绒雪地靴|Fleece-lined snow boots|Утеплённые угги|Botas de nieve forradas
商务电脑双肩包|Business laptop backpack|Деловой рюкзак для ноутбука|Mochila de negocios para portátil
防泼水旅行背包|Water-repellent travel backpack|Водоотталкивающий дорожный рюкзак|Mochila de viaje repelente al agua
铝框拉杆箱|Aluminium-frame suitcase|Чемодан с алюминиевой рамой|Maleta con marco de aluminio
PC万向轮行李箱|PC spinner suitcase|Чемодан из поликарбоната на колёсах|Maleta de policarbonato con ruedas giratorias
真皮托特包|Leather tote bag|Кожаная сумка-тоут|Bolso tote de piel
斜挎小方包|Small crossbody bag|Маленькая сумка через плечо|Bolso bandolera pequeño
氨基酸洁面乳|Amino acid facial cleanser|Пенка для умывания с аминокислотами|Limpiador facial con aminoácidos
温和卸妆水|Gentle micellar water|Мягкая мицеллярная вода|Agua micelar suave
玻尿酸保湿精华|Hyaluronic acid serum|Сыворотка с гиалуроновой кислотой|Sérum de ácido hialurónico
烟酰胺亮肤精华|Niacinamide brightening serum|Сыворотка с ниацинамидом для сияния|Sérum iluminador de niacinamida
修护保湿面霜|Repairing moisturiser|Восстанавливающий увлажняющий крем|Crema hidratante reparadora
抗皱紧致面霜|Anti-wrinkle firming cream|Крем против морщин|Crema reafirmante antiarrugas
补水保湿面膜|Hydrating sheet masks|Увлажняющие тканевые маски|Mascarillas hidratantes
清洁泥膜|Clay cleansing mask|Очищающая глиняная маска|Mascarilla de arcilla purificante
丝绒雾面口红|Velvet matte lipstick|Бархатная матовая помада|Pintalabios mate aterciopelado
滋润唇釉|Moisturising lip glaze|Увлажняющий блеск для губ|Brillo de labios hidratante
持妆粉底液|Long-wear liquid foundation|Стойкий тональный крем|Base de maquillaje de larga duración
气垫BB霜|Cushion BB cream|BB-кушон|BB cream en cushion
大地色眼影盘|Earth-tone eyeshadow palette|Палетка теней в земляных тонах|Paleta de sombras tonos tierra
防水睫毛膏|Waterproof mascara|Водостойкая тушь|Máscara de pestañas resistente al agua
极细眼线笔|Ultra-fine eyeliner|Тонкая подводка для глаз|Delineador ultrafino
无硅油洗发水|Silicone-free shampoo|Шампунь без силиконов|Champú sin siliconas
控油去屑洗发水|Oil-control anti-dandruff shampoo|Шампунь от перхоти для жирных волос|Champú anticaspa para cabello graso
香氛沐浴露|Scented shower gel|Ароматный гель для душа|Gel de ducha perfumado
氨基酸沐浴露|Amino acid shower gel|Гель для душа с аминокислотами|Gel de ducha con aminoácidos
美白牙膏|Whitening toothpaste|Отбеливающая зубная паста|Pasta de dientes blanqueadora
清新漱口水|Fresh mouthwash|Освежающий ополаскиватель|Enjuague bucal refrescante
软毛牙刷|Soft toothbrushes|Мягкие зубные щётки|Cepillos de dientes suaves
花果香女士淡香水|Floral-fruity eau de toilette for women|Женская туалетная вода с цветочно-фруктовым ароматом|Eau de toilette floral frutal para mujer
白茶淡香氛|White tea eau de parfum|Парфюм «Белый чай»|Eau de parfum de té blanco
木质调男士香水|Woody perfume for men|Мужской парфюм с древесными нотами|Perfume amaderado para hombre
海洋古龙水|Ocean cologne|Морской одеколон|Colonia marina
藤条无火香薰|Reed diffuser|Аромадиффузор с палочками|Difusor de varillas
香薰蜡烛|Scented candle|Ароматическая свеча|Vela aromática
婴儿配方奶粉 1段|Infant formula, stage 1|Детская смесь, этап 1|Leche de inicio, etapa 1
较大婴儿配方奶粉 2段|Follow-on formula, stage 2|Последующая смесь, этап 2|Leche de continuación, etapa 2
幼儿配方奶粉 3段|Toddler formula, stage 3|Детское молочко, этап 3|Leche de crecimiento, etapa 3
高铁婴儿米粉|Iron-rich baby rice cereal|Рисовая каша с железом|Cereal de arroz infantil con hierro
有机营养米粉|Organic baby rice cereal|Органическая рисовая каша|Cereal de arroz ecológico
宝宝溶豆|Baby yoghurt melts|Йогуртовые дропсы для малышей|Bocaditos de yogur para bebé
婴儿磨牙饼干|Teething biscuits|Печенье для прорезывания зубов|Galletas de dentición
儿童果泥|Kids' fruit purée|Детское фруктовое пюре|Puré de fruta infantil
超薄透气纸尿裤|Ultra-thin breathable diapers|Тонкие дышащие подгузники|Pañales ultrafinos transpirables
夜用纸尿裤|Night diapers|Ночные подгузники|Pañales de noche
成长拉拉裤|Pull-up pants|Трусики-подгузники|Pañales braguita
学步拉拉裤|Toddler training pants|Трусики для обучения|Braguitas de aprendizaje
婴儿手口湿巾 80抽|Baby hand & mouth wipes, 80|Детские влажные салфетки, 80 шт.|Toallitas para manos y boca, 80 uds.
棉柔巾 100抽|Cotton soft towels, 100|Хлопковые салфетки, 100 шт.|Toallitas de algodón, 100 uds.
宽口径PPSU奶瓶|Wide-neck PPSU bottle|Бутылочка PPSU с широким горлом|Biberón PPSU de boca ancha
玻璃防胀气奶瓶|Anti-colic glass bottle|Стеклянная бутылочка против колик|Biberón de vidrio anticólicos
儿童吸管杯|Kids' straw cup|Детский поильник с трубочкой|Vaso infantil con pajita
硅胶辅食碗|Silicone feeding bowl|Силиконовая миска для прикорма|Cuenco de silicona para papillas
电动双边吸奶器|Electric double breast pump|Электрический двойной молокоотсос|Sacaleches eléctrico doble
手动吸奶器|Manual breast pump|Ручной молокоотсос|Sacaleches manual
纯棉儿童睡衣|Kids' cotton pyjamas|Детская хлопковая пижама|Pijama infantil de algodón
儿童羽绒服|Kids' down jacket|Детский пуховик|Plumífero infantil
宝宝连体衣|Baby romper|Боди для малыша|Pelele de bebé
大颗粒积木|Large building blocks|Крупный конструктор|Bloques de construcción grandes
磁力片|Magnetic tiles|Магнитный конструктор|Piezas magnéticas
木质拼图|Wooden puzzle|Деревянный пазл|Puzle de madera
轻便婴儿推车|Lightweight stroller|Лёгкая прогулочная коляска|Cochecito ligero
儿童平衡车|Kids' balance bike|Детский беговел|Bicicleta de equilibrio infantil
儿童自行车 14寸|Kids' bicycle 14"|Детский велосипед 14"|Bicicleta infantil de 14"
铬钒钢开口扳手|Chrome-vanadium open-end wrench|Рожковый ключ из хром-ванадиевой стали|Llave fija de cromo-vanadio
10寸活动扳手|10" adjustable wrench|Разводной ключ 10"|Llave inglesa de 10"
棘轮扳手套装|Ratchet wrench set|Набор ключей с трещоткой|Juego de llaves de carraca
十字螺丝刀|Phillips screwdriver|Крестовая отвёртка|Destornillador Phillips
24合1精密螺丝刀套装|24-in-1 precision screwdriver set|Набор прецизионных отвёрток 24 в 1|Juego de destornilladores de precisión 24 en 1
8寸钢丝钳|8" combination pliers|Плоскогубцы 8"|Alicates universales de 8"
尖嘴钳|Long-nose pliers|Длинногубцы|Alicates de punta
剥线钳|Wire strippers|Стриппер для проводов|Pelacables
家用工具箱 46件|Home tool kit, 46 pcs|Домашний набор инструментов, 46 предм.|Caja de herramientas doméstica, 46 piezas
汽修工具套装 121件|Car repair tool set, 121 pcs|Автомобильный набор инструментов, 121 предм.|Juego de herramientas para coche, 121 piezas
12V锂电手电钻|12V cordless drill|Аккумуляторная дрель 12 В|Taladro inalámbrico 12 V
800W冲击钻|800W impact drill|Ударная дрель 800 Вт|Taladro percutor 800 W
无刷电锤|Brushless rotary hammer|Бесщёточный перфоратор|Martillo perforador sin escobillas
1200W角磨机|1200W angle grinder|Угловая шлифмашина 1200 Вт|Amoladora angular 1200 W
锂电角磨机|Cordless angle grinder|Аккумуляторная болгарка|Amoladora angular inalámbrica
7寸电圆锯|7" circular saw|Циркулярная пила 7"|Sierra circular de 7"
往复锯|Reciprocating saw|Сабельная пила|Sierra de sable
曲线锯|Jigsaw|Электролобзик|Sierra de calar
304不锈钢内六角螺丝|304 stainless hex socket screws|Винты с внутренним шестигранником из стали 304|Tornillos Allen de acero inoxidable 304
8.8级外六角螺栓|Grade 8.8 hex bolts|Болты с шестигранной головкой класса 8.8|Pernos hexagonales grado 8.8
自攻螺丝|Self-tapping screws|Саморезы|Tornillos autorroscantes
不锈钢六角螺母|Stainless hex nuts|Шестигранные гайки из нержавеющей стали|Tuercas hexagonales inoxidables
弹簧垫片|Spring washers|Пружинные шайбы|Arandelas de presión
平垫片|Flat washers|Плоские шайбы|Arandelas planas
M10膨胀螺栓|M10 expansion bolts|Анкерные болты M10|Pernos de expansión M10
化学锚栓|Chemical anchors|Химические анкеры|Anclajes químicos
丁腈浸胶手套|Nitrile-dipped gloves|Перчатки с нитриловым покрытием|Guantes recubiertos de nitrilo
5级防割手套|Level-5 cut-resistant gloves|Перчатки от порезов 5-го уровня|Guantes anticorte nivel 5
国标ABS安全帽|ABS hard hat to national standard|Каска из ABS по госстандарту|Casco de ABS homologado
透气安全帽|Ventilated hard hat|Вентилируемая каска|Casco ventilado
钢包头劳保鞋|Steel-toe work shoes|Рабочая обувь со стальным носком|Zapatos de trabajo con puntera de acero
防砸防刺穿安全鞋|Impact and puncture-proof safety shoes|Защитная обувь от ударов и проколов|Calzado de seguridad antiimpacto y antiperforación
数显游标卡尺 0-150mm|Digital caliper 0-150mm|Цифровой штангенциркуль 0–150 мм|Calibre digital 0-150 mm
50米激光测距仪|50 m laser distance meter|Лазерный дальномер 50 м|Medidor láser de 50 m
5米钢卷尺|5 m steel tape measure|Стальная рулетка 5 м|Cinta métrica de acero de 5 m
数字万用表|Digital multimeter|Цифровой мультиметр|Multímetro digital
钳形电流表|Clamp meter|Токоизмерительные клещи|Pinza amperimétrica
番茄种子|Tomato seeds|Семена томатов|Semillas de tomate
黄瓜种子|Cucumber seeds|Семена огурцов|Semillas de pepino
上海青种子|Shanghai bok choy seeds|Семена шанхайского бок-чоя|Semillas de bok choy de Shanghái
杂交水稻种子|Hybrid rice seeds|Семена гибридного риса|Semillas de arroz híbrido
高产玉米种子|High-yield maize seeds|Высокоурожайные семена кукурузы|Semillas de maíz de alto rendimiento
冬小麦种子|Winter wheat seeds|Семена озимой пшеницы|Semillas de trigo de invierno
嫁接苹果苗|Grafted apple saplings|Привитые саженцы яблони|Plantones de manzano injertados
两年生蓝莓苗|Two-year blueberry plants|Двухлетние саженцы голубики|Plantas de arándano de dos años
脐橙苗|Navel orange saplings|Саженцы апельсина навел|Plantones de naranjo navel
硫酸钾复合肥 15-15-15|Potassium sulphate NPK 15-15-15|Комплексное удобрение с сульфатом калия 15-15-15|Abono NPK con sulfato potásico 15-15-15
高塔复合肥|Tower-granulated NPK fertiliser|Комплексное башенное удобрение|Abono complejo granulado en torre
生物有机肥|Bio-organic fertiliser|Биоорганическое удобрение|Abono bioorgánico
腐熟羊粪有机肥|Composted sheep manure|Перепревший овечий навоз|Estiércol de oveja compostado
大量元素水溶肥|Water-soluble macronutrient fertiliser|Водорастворимое удобрение с макроэлементами|Fertilizante hidrosoluble de macronutrientes
氨基酸叶面肥|Amino acid foliar fertiliser|Листовое удобрение с аминокислотами|Fertilizante foliar de aminoácidos
高效氯氰菊酯|Beta-cypermethrin|Бета-циперметрин|Beta-cipermetrina
吡虫啉可湿性粉剂|Imidacloprid wettable powder|Имидаклоприд, смачиваемый порошок|Imidacloprid polvo mojable
多菌灵|Carbendazim|Карбендазим|Carbendazima
代森锰锌|Mancozeb|Манкоцеб|Mancozeb
芸苔素内酯|Brassinolide|Брассинолид|Brasinólido
赤霉素|Gibberellic acid|Гиббереллин|Ácido giberélico
柴油微耕机|Diesel mini tiller|Дизельный мотоблок|Motocultor diésel
汽油旋耕机|Petrol rotary tiller|Бензиновый культиватор|Motoazada de gasolina
16L电动喷雾器|16 L electric sprayer|Электроопрыскиватель 16 л|Pulverizador eléctrico 16 L
背负式打药机|Backpack sprayer|Ранцевый опрыскиватель|Pulverizador de mochila
30L植保无人机|30 L crop-spraying drone|Агродрон-опрыскиватель 30 л|Dron fumigador 30 L
农业播撒无人机|Seeding drone|Агродрон для посева|Dron de siembra
`;

/** Provinces and cities of origin and of the shops. */
export const placeWords = `
浙江|Zhejiang|Чжэцзян|Zhejiang
内蒙古|Inner Mongolia|Внутренняя Монголия|Mongolia Interior
江苏|Jiangsu|Цзянсу|Jiangsu
湖北|Hubei|Хубэй|Hubei
新疆|Xinjiang|Синьцзян|Xinjiang
云南|Yunnan|Юньнань|Yunnan
广西|Guangxi|Гуанси|Guangxi
湖南|Hunan|Хунань|Hunan
广东|Guangdong|Гуандун|Cantón
黑龙江|Heilongjiang|Хэйлунцзян|Heilongjiang
宁夏|Ningxia|Нинся|Ningxia
山东|Shandong|Шаньдун|Shandong
陕西|Shaanxi|Шэньси|Shaanxi
江西|Jiangxi|Цзянси|Jiangxi
四川|Sichuan|Сычуань|Sichuan
福建|Fujian|Фуцзянь|Fujian
安徽|Anhui|Аньхой|Anhui
河北|Hebei|Хэбэй|Hebei
辽宁|Liaoning|Ляонин|Liaoning
上海|Shanghai|Шанхай|Shanghái
徐汇|Xuhui|Сюйхуэй|Xuhui
南京|Nanjing|Нанкин|Nankín
长沙|Changsha|Чанша|Changsha
西安|Xi'an|Сиань|Xi'an
合肥|Hefei|Хэфэй|Hefei
海南|Hainan|Хайнань|Hainan
河南|Henan|Хэнань|Henan
山西|Shanxi|Шаньси|Shanxi
甘肃|Gansu|Ганьсу|Gansu
贵州|Guizhou|Гуйчжоу|Guizhou
北京|Beijing|Пекин|Pekín
临安|Lin'an|Линьань|Lin'an
锡林郭勒|Xilingol|Шилин-Гол|Xilingol
靖江|Jingjiang|Цзинцзян|Jingjiang
武汉|Wuhan|Ухань|Wuhan
吐鲁番|Turpan|Турфан|Turpán
保山|Baoshan|Баошань|Baoshan
呼伦贝尔|Hulunbuir|Хулун-Буир|Hulunbuir
柳州|Liuzhou|Лючжоу|Liuzhou
宁波|Ningbo|Нинбо|Ningbo
湘西|Xiangxi|Сянси|Xiangxi
广州|Guangzhou|Гуанчжоу|Cantón
金华|Jinhua|Цзиньхуа|Jinhua
苏州|Suzhou|Сучжоу|Suzhou
昆明|Kunming|Куньмин|Kunming
杭州|Hangzhou|Ханчжоу|Hangzhou
饶河|Raohe|Жаохэ|Raohe
神农架|Shennongjia|Шэньнунцзя|Shennongjia
中宁|Zhongning|Чжуннин|Zhongning
阿克苏|Aksu|Аксу|Aksu
烟台|Yantai|Яньтай|Yantai
洛川|Luochuan|Лочуань|Luochuan
赣州|Ganzhou|Ганьчжоу|Ganzhou
蒲江|Pujiang|Пуцзян|Pujiang
平和|Pinghe|Пинхэ|Pinghe
台州|Taizhou|Тайчжоу|Taizhou
库尔勒|Korla|Корла|Korla
砀山|Dangshan|Даншань|Dangshan
赵县|Zhaoxian|Чжаосянь|Zhaoxian
周至|Zhouzhi|Чжоучжи|Zhouzhi
宾川|Binchuan|Биньчуань|Binchuan
大连|Dalian|Далянь|Dalian
寿光|Shouguang|Шоугуан|Shouguang
青浦|Qingpu|Цинпу|Qingpu
乌兰察布|Ulanqab|Уланчаб|Ulanqab
章丘|Zhangqiu|Чжанцю|Zhangqiu
曲靖|Qujing|Цюйцзин|Qujing
古田|Gutian|Гутянь|Gutian
楚雄|Chuxiong|Чусюн|Chuxiong
庆元|Qingyuan|Циньюань|Qingyuan
三亚|Sanya|Санья|Sanya
温岭|Wenling|Вэньлин|Wenling
哈尔滨|Harbin|Харбин|Harbin
宜春|Yichun|Ичунь|Yichun
盐池|Yanchi|Яньчи|Yanchi
伊犁|Ili|Или|Ili
清远|Qingyuan|Цинъюань|Qingyuan
高邮|Gaoyou|Гаою|Gaoyou
潜江|Qianjiang|Цяньцзян|Qianjiang
北海|Beihai|Бэйхай|Beihai
舟山|Zhoushan|Чжоушань|Zhoushan
鄂州|Ezhou|Эчжоу|Ezhou
青岛|Qingdao|Циндао|Qingdao
霞浦|Xiapu|Сяпу|Xiapu
五常|Wuchang|Учан|Wuchang
盐城|Yancheng|Яньчэн|Yancheng
盘锦|Panjin|Паньцзинь|Panjin
新乡|Xinxiang|Синьсян|Xinxiang
德州|Dezhou|Дэчжоу|Dezhou
沁县|Qinxian|Циньсянь|Qinxian
绥化|Suihua|Суйхуа|Suihua
赤峰|Chifeng|Чифэн|Chifeng
岐山|Qishan|Цишань|Qishan
临沂|Linyi|Линьи|Linyi
德阳|Deyang|Дэян|Deyang
陇南|Longnan|Луннань|Longnan
太原|Taiyuan|Тайюань|Taiyuan
镇江|Zhenjiang|Чжэньцзян|Zhenjiang
郫县|Pixian|Писянь|Pixian
遵义|Zunyi|Цзуньи|Zunyi
汉源|Hanyuan|Ханьюань|Hanyuan
玉林|Yulin|Юйлинь|Yulin
若羌|Ruoqiang|Жоцян|Ruoqiang
东宁|Dongning|Дуннин|Dongning
湛江|Zhanjiang|Чжаньцзян|Zhanjiang
仁怀|Renhuai|Жэньхуай|Renhuai
宜宾|Yibin|Ибинь|Yibin
泸州|Luzhou|Лучжоу|Luzhou
汾阳|Fenyang|Фэньян|Fenyang
怀柔|Huairou|Хуайжоу|Huairou
贺兰山|Helan Mountains|Хэланьшань|Montes Helan
焉耆|Yanqi|Яньци|Yanqi
黄山|Huangshan|Хуаншань|Huangshan
武夷山|Wuyishan|Уишань|Wuyishan
祁门|Qimen|Цимэнь|Qimen
凤庆|Fengqing|Фэнцин|Fengqing
安溪|Anxi|Аньси|Anxi
潮州|Chaozhou|Чаочжоу|Chaozhou
勐海|Menghai|Мэнхай|Menghai
临沧|Lincang|Линьцан|Lincang
桐乡|Tongxiang|Тунсян|Tongxiang
绍兴|Shaoxing|Шаосин|Shaoxing
景德镇|Jingdezhen|Цзиндэчжэнь|Jingdezhen
浦东|Pudong|Пудун|Pudong
成都|Chengdu|Чэнду|Chengdu
银川|Yinchuan|Иньчуань|Yinchuan
福州|Fuzhou|Фучжоу|Fuzhou
佛山|Foshan|Фошань|Foshan
深圳|Shenzhen|Шэньчжэнь|Shenzhen
东莞|Dongguan|Дунгуань|Dongguan
海淀|Haidian|Хайдянь|Haidian
南通|Nantong|Наньтун|Nantong
泉州|Quanzhou|Цюаньчжоу|Quanzhou
闵行|Minhang|Миньхан|Minhang
湖州|Huzhou|Хучжоу|Huzhou
汕头|Shantou|Шаньтоу|Shantou
邯郸|Handan|Ханьдань|Handan
潍坊|Weifang|Вэйфан|Weifang
郑州|Zhengzhou|Чжэнчжоу|Zhengzhou
`;

/** Parameter names and values, subtitles, title suffixes and supply-listing tags. */
export const phraseWords = `
规格|Pack|Фасовка|Formato
产地|Origin|Происхождение|Origen
发货时效|Dispatch|Отправка|Envío
包装|Packaging|Упаковка|Embalaje
售后|After-sales|Гарантия|Posventa
保质期|Shelf life|Срок годности|Consumo preferente
储存方式|Storage|Хранение|Conservación
生产日期|Produced|Дата производства|Fecha de producción
等级|Grade|Сорт|Categoría
保障|Guarantee|Гарантия|Garantía
品牌|Brand|Бренд|Marca
型号|Model|Модель|Modelo
颜色|Colour|Цвет|Color
质保|Warranty|Гарантийный срок|Garantía
适用场景|Use|Назначение|Uso
风格|Style|Стиль|Estilo
服务|Service|Сервис|Servicio
货号|Item no.|Артикул|Referencia
版型|Fit|Крой|Corte
洗涤说明|Care|Уход|Lavado
执行标准|Standard|Стандарт|Norma
适用作物|Crops|Культуры|Cultivos
24小时内发货|Ships within 24 hours|Отправка в течение 24 часов|Envío en 24 horas
48小时内发货|Ships within 48 hours|Отправка в течение 48 часов|Envío en 48 horas
预售 3天内发货|Pre-sale, ships within 3 days|Предзаказ, отправка за 3 дня|Preventa, envío en 3 días
泡沫箱+冰袋|Foam box + ice packs|Термобокс со льдом|Caja de espuma + hielo
纸箱|Carton|Картонная коробка|Caja de cartón
礼盒|Gift box|Подарочная коробка|Caja regalo
破损包赔|Damage covered|Компенсация при повреждении|Daños cubiertos
48小时售后|48-hour after-sales|Поддержка 48 часов|Posventa de 48 horas
签收后24小时内可申请售后|Claims within 24 hours of delivery|Претензии в течение 24 часов после получения|Reclamaciones en 24 horas tras la entrega
6个月|6 months|6 месяцев|6 meses
9个月|9 months|9 месяцев|9 meses
12个月|12 months|12 месяцев|12 meses
18个月|18 months|18 месяцев|18 meses
24个月|24 months|24 месяца|24 meses
36个月|36 months|36 месяцев|36 meses
3年|3 years|3 года|3 años
常温|Room temperature|При комнатной температуре|Temperatura ambiente
阴凉干燥处|Cool, dry place|В прохладном сухом месте|Lugar fresco y seco
避光保存|Away from light|Беречь от света|Protegido de la luz
常温避光|Room temperature, away from light|При комнатной температуре, без света|Temperatura ambiente, sin luz
密封防潮|Sealed, dry|Герметично, без влаги|Cerrado y sin humedad
近30天|Within 30 days|Не старше 30 дней|Últimos 30 días
近60天|Within 60 days|Не старше 60 дней|Últimos 60 días
近90天|Within 90 days|Не старше 90 дней|Últimos 90 días
一级|First grade|Первый сорт|Primera
特级|Premium grade|Высший сорт|Extra
优级|Superior grade|Отборный|Superior
正品保证|Genuine guaranteed|Гарантия подлинности|Original garantizado
正品保证 假一赔十|Genuine guaranteed, tenfold refund for fakes|Гарантия подлинности, десятикратная компенсация|Original garantizado, reembolso x10 si es falso
假一赔十|Tenfold refund for fakes|Десятикратная компенсация за подделку|Reembolso x10 si es falso
白色|White|Белый|Blanco
银色|Silver|Серебристый|Plateado
黑色|Black|Чёрный|Negro
香槟金|Champagne gold|Золотое шампанское|Oro champán
灰色|Grey|Серый|Gris
曜石黑|Obsidian black|Обсидиановый чёрный|Negro obsidiana
冰川蓝|Glacier blue|Ледниковый синий|Azul glaciar
月光白|Moonlight white|Лунный белый|Blanco luna
星河银|Galaxy silver|Звёздный серебристый|Plata galaxia
深空灰|Space grey|Серый космос|Gris espacial
藏青|Navy|Тёмно-синий|Azul marino
卡其|Khaki|Хаки|Caqui
酒红|Burgundy|Бордовый|Burdeos
整机一年保修|1-year warranty|Гарантия 1 год|Garantía de 1 año
整机三年保修|3-year warranty|Гарантия 3 года|Garantía de 3 años
主要部件十年保修|10-year warranty on main parts|10 лет гарантии на основные узлы|10 años en piezas principales
全国联保一年|1-year nationwide warranty|Гарантия по всей стране 1 год|Garantía nacional de 1 año
官方质保两年|2-year official warranty|Официальная гарантия 2 года|Garantía oficial de 2 años
家庭|Home|Для дома|Hogar
办公|Office|Для офиса|Oficina
学生|Students|Для учёбы|Estudiantes
企业采购|Business purchasing|Корпоративные закупки|Compras de empresa
北欧|Nordic|Скандинавский|Nórdico
新中式|New Chinese|Новый китайский|Chino moderno
简约现代|Modern minimalist|Современный минимализм|Moderno minimalista
日式|Japanese|Японский|Japonés
包邮|Free shipping|Бесплатная доставка|Envío gratis
送货上门|Home delivery|Доставка до двери|Entrega a domicilio
7天无理由退换|7-day no-reason returns|Возврат в течение 7 дней без объяснения причин|Devolución en 7 días sin motivo
修身|Slim|Приталенный|Entallado
宽松|Loose|Свободный|Holgado
常规|Regular|Стандартный|Normal
可机洗|Machine washable|Машинная стирка|Lavable a máquina
建议手洗|Hand wash|Ручная стирка|Lavar a mano
建议干洗|Dry clean|Химчистка|Limpieza en seco
正品保障|Genuine guaranteed|Гарантия подлинности|Original garantizado
支持专柜验货|Verifiable at brand counters|Проверка у официального дилера|Verificable en tienda oficial
国家标准|National standard|Национальный стандарт|Norma nacional
ISO 9001|ISO 9001|ISO 9001|ISO 9001
彩盒装|Colour box|Цветная коробка|Caja de color
纸箱装|Carton|Картонная коробка|Caja de cartón
工厂直发|Ships from the factory|Отправка с завода|Envío desde fábrica
支持定制|Custom orders|Изготовление на заказ|Se admiten pedidos personalizados
可开专票|VAT invoice available|Выставляем счёт-фактуру|Factura con IVA disponible
水稻|Rice|Рис|Arroz
小麦|Wheat|Пшеница|Trigo
玉米|Maize|Кукуруза|Maíz
果树|Fruit trees|Плодовые деревья|Frutales
蔬菜|Vegetables|Овощи|Hortalizas
茶叶|Tea|Чай|Té
农业行业标准|Agricultural industry standard|Отраслевой стандарт сельского хозяйства|Norma del sector agrícola
厂家直发|Ships from the maker|Отправка от производителя|Envío desde fábrica
农技指导|Agronomy advice|Консультации агронома|Asesoramiento agronómico
产地直采 当季新鲜|Sourced at origin, in season|Прямо с места выращивания, свежий урожай|Directo del origen, de temporada
坏果包赔 顺丰冷链配送|Spoiled fruit refunded, SF cold-chain delivery|Компенсация за испорченные плоды, доставка в холоде|Fruta dañada reembolsada, envío refrigerado
果园现摘现发 酸甜可口|Picked and shipped the same day, sweet and tangy|Собраны и отправлены в тот же день, кисло-сладкие|Recogida y enviada en el día, dulce y ácida
基地直供 品质看得见|Direct from the farm, quality you can see|Прямо с фермы, качество видно сразу|Directo de la granja, calidad visible
冷链锁鲜 新鲜到家|Cold chain keeps it fresh to your door|Холодовая цепь сохраняет свежесть до двери|Cadena de frío, fresco hasta tu puerta
新日期 办公室常备零食|Fresh dates, office snack staple|Свежая дата, перекус для офиса|Fecha reciente, snack de oficina
独立小包装 干净卫生|Individually wrapped, hygienic|Индивидуальная упаковка, гигиенично|Envuelto individualmente, higiénico
满99包邮 整箱更优惠|Free shipping over ¥99, cheaper by the case|Бесплатная доставка от ¥99, ящиком дешевле|Envío gratis desde ¥99, más barato por caja
传统工艺 老字号味道|Traditional craft, time-honoured taste|Традиционная технология, вкус старой марки|Elaboración tradicional, sabor de siempre
健康配方 少糖少油|Healthy recipe, less sugar and oil|Полезный рецепт, меньше сахара и масла|Receta saludable, menos azúcar y aceite
当季新粮 产地直供|New-season grain, direct from origin|Зерно нового урожая прямо с места|Grano de la nueva cosecha, directo del origen
非转基因 物理压榨|Non-GMO, mechanically pressed|Без ГМО, механический отжим|Sin OGM, prensado mecánico
传统酿造 零添加|Traditionally brewed, no additives|Традиционное брожение, без добавок|Elaboración tradicional, sin aditivos
家庭装 实惠囤货|Family pack, good value to stock up|Семейная упаковка, выгодно впрок|Formato familiar, ideal para abastecerse
餐饮食堂 大包装批发|Bulk packs for canteens and restaurants|Крупная фасовка для столовых и ресторанов|Formato grande para comedores y restaurantes
商务宴请 送礼佳选|For business dinners and gifts|Для деловых ужинов и подарков|Para cenas de negocios y regalos
产区直采 原瓶原装|Bought at the source, original bottling|Закупка в регионе, оригинальный розлив|Comprado en origen, embotellado original
头采新茶 香高味醇|First-picked new tea, rich aroma|Чай первого сбора, насыщенный аромат|Té de primera cosecha, aroma intenso
整箱购买 更多优惠|Better prices by the case|Ящиком выгоднее|Mejor precio por caja
以旧换新 送装一体|Trade-in, delivery with installation|Обмен старого на новое, доставка с установкой|Cambio de usado, entrega con instalación
一级能效 节能省电|Class-1 energy efficiency, saves power|Класс энергоэффективности 1, экономит энергию|Eficiencia energética clase 1, ahorra energía
全国联保 上门安装|Nationwide warranty, installation at home|Гарантия по всей стране, установка на дому|Garantía nacional, instalación a domicilio
智能互联 手机远程控制|Smart, controlled from your phone|Умное управление со смартфона|Inteligente, control desde el móvil
静音设计 家用商用皆宜|Quiet design for home or business|Тихая работа, для дома и бизнеса|Diseño silencioso para hogar o negocio
官方正品 全国联保|Official and genuine, nationwide warranty|Официально и подлинно, гарантия по всей стране|Oficial y original, garantía nacional
快充长续航 轻薄机身|Fast charging, long battery life, slim body|Быстрая зарядка, долгая работа, тонкий корпус|Carga rápida, gran autonomía, cuerpo fino
分期免息 顺丰发货|Interest-free instalments, SF Express shipping|Рассрочка без процентов, доставка SF Express|Cuotas sin intereses, envío SF Express
高清影像 专业调校|High-definition imaging, pro tuning|Чёткая съёмка, профессиональная настройка|Imagen de alta definición, ajuste profesional
企业采购 支持开票|Business purchasing, invoices issued|Корпоративные закупки, выставляем счета|Compras de empresa, con factura
办公优选 高效稳定|Office pick, fast and reliable|Выбор для офиса, быстро и надёжно|Elección de oficina, rápido y fiable
学生优惠 轻薄便携|Student discount, thin and portable|Скидка студентам, тонкий и лёгкий|Descuento para estudiantes, fino y portátil
整箱批发 量大从优|Wholesale by the case, volume discounts|Опт ящиками, скидки за объём|Al por mayor por cajas, descuentos por volumen
上门安装 售后无忧|Installed at home, worry-free after-sales|Установка на дому, надёжная поддержка|Instalación a domicilio, posventa sin preocupaciones
品质家居 舒适生活|Quality home, comfortable living|Качественный дом, комфортная жизнь|Hogar de calidad, vida cómoda
环保材质 安心使用|Eco-friendly materials, safe to use|Экологичные материалы, безопасно|Materiales ecológicos, uso seguro
限时直降 包邮到家|Limited-time price cut, free delivery|Снижение цены на время, бесплатная доставка|Rebaja por tiempo limitado, envío gratis
工厂直营 品质保证|Factory direct, quality assured|Напрямую с фабрики, гарантия качества|Directo de fábrica, calidad garantizada
简约设计 百搭耐用|Simple design, durable and versatile|Простой дизайн, прочный и универсальный|Diseño sencillo, duradero y versátil
当季新款 舒适百搭|New season style, comfortable and versatile|Новинка сезона, удобно и универсально|Novedad de temporada, cómoda y versátil
面料亲肤 透气不闷|Soft, breathable fabric|Мягкая дышащая ткань|Tejido suave y transpirable
运费险 7天无理由退换|Return shipping insured, 7-day returns|Страховка доставки, возврат 7 дней|Envío de devolución asegurado, 7 días
工厂直供 品质保障|Factory supplied, quality assured|Поставка с фабрики, гарантия качества|De fábrica, calidad garantizada
经典版型 上身显瘦|Classic cut, flattering fit|Классический крой, стройнит|Corte clásico que estiliza
官方正品 假一赔十|Official and genuine, tenfold refund for fakes|Официально и подлинно, десятикратная компенсация|Oficial y original, reembolso x10 si es falso
温和配方 敏感肌可用|Gentle formula for sensitive skin|Мягкая формула для чувствительной кожи|Fórmula suave para piel sensible
补水保湿 持久水润|Hydrating, long-lasting moisture|Увлажняет надолго|Hidratación duradera
专柜同款 正品保证|Same as at brand counters, genuine|Как в фирменном магазине, подлинник|Igual que en tienda oficial, original
限时赠小样|Free samples for a limited time|Пробники в подарок ограниченное время|Muestras gratis por tiempo limitado
母婴安全认证 宝宝放心用|Mother-and-baby safety certified|Сертифицировано для мам и малышей|Certificado de seguridad para bebés
柔软亲肤 无刺激|Soft on skin, non-irritating|Мягко для кожи, без раздражения|Suave con la piel, sin irritación
宝妈回购 囤货装|Mums' favourite, stock-up pack|Выбор мам, запас впрок|Favorito de las mamás, pack ahorro
正品保障 假一赔十|Genuine guaranteed, tenfold refund for fakes|Гарантия подлинности, десятикратная компенсация|Original garantizado, reembolso x10 si es falso
新生儿适用|Suitable for newborns|Подходит новорождённым|Apto para recién nacidos
工厂直销 支持定制|Factory direct, custom orders|Напрямую с завода, под заказ|Directo de fábrica, a medida
国标品质 现货速发|National-standard quality, in stock, ships fast|Качество по госстандарту, в наличии|Calidad homologada, en stock, envío rápido
工地批量采购 量大从优|Bulk buying for sites, volume discounts|Оптом для стройплощадок, скидки за объём|Compra al por mayor para obras, descuentos
企业采购 可开专票|Business purchasing, VAT invoice|Корпоративные закупки, счёт-фактура|Compras de empresa, factura con IVA
耐用不易断 专业级|Durable, professional grade|Прочный, профессиональный класс|Duradero, de grado profesional
厂家直销 正品保障|Sold by the maker, genuine guaranteed|От производителя, гарантия подлинности|Venta directa del fabricante, original
农技指导 增产增收|Agronomy advice for bigger harvests|Консультации агронома, выше урожай|Asesoría agronómica, más cosecha
合作社团购 量大从优|Group buys for co-ops, volume discounts|Закупки для кооперативов, скидки за объём|Compras para cooperativas, descuentos
登记证齐全 放心使用|Fully registered, safe to use|Все регистрации, безопасно|Totalmente registrado, uso seguro
春耕备货 现货速发|Spring planting stock, ships fast|Запас к весеннему севу, быстрая отправка|Existencias de siembra, envío rápido
产地直发|Shipped from origin|Отправка с места выращивания|Enviado desde el origen
当季新鲜|Fresh in season|Свежий урожай|Fresco de temporada
坏果包赔|Spoiled fruit refunded|Компенсация за испорченные|Fruta dañada reembolsada
现摘现发|Picked to order|Сбор под заказ|Recogido al pedir
冷链配送|Cold-chain delivery|Доставка в холоде|Envío refrigerado
新日期|Fresh date|Свежая дата|Fecha reciente
独立包装|Individually wrapped|Индивидуальная упаковка|Envasado individual
整箱装|By the case|Ящиком|Por cajas
网红零食|Trending snack|Популярный снек|Snack de moda
送礼佳品|Great gift|Отличный подарок|Ideal para regalar
新货|New stock|Новая партия|Nuevo lote
家庭装|Family pack|Семейная упаковка|Formato familiar
当季新粮|New-season grain|Урожай этого года|Cosecha nueva
餐饮专用|For catering|Для общепита|Para hostelería
非转基因|Non-GMO|Без ГМО|Sin OGM
礼盒装|Gift box|Подарочная коробка|Caja regalo
新品上市|New release|Новинка|Novedad
商务宴请|For business dinners|Для деловых ужинов|Para cenas de negocios
整箱更优惠|Cheaper by the case|Ящиком дешевле|Más barato por caja
送装一体|Delivered and installed|Доставка и установка|Entrega e instalación
一级能效|Class-1 efficiency|Энергокласс 1|Eficiencia clase 1
以旧换新|Trade-in|Обмен старого на новое|Cambio de usado
全国联保|Nationwide warranty|Гарантия по всей стране|Garantía nacional
智能款|Smart model|Умная модель|Modelo inteligente
官方正品|Official and genuine|Официальный оригинал|Original oficial
分期免息|Interest-free instalments|Рассрочка без процентов|Cuotas sin intereses
顺丰发货|Ships by SF Express|Доставка SF Express|Envío por SF Express
支持开票|Invoices issued|Выставляем счета|Con factura
办公优选|Office pick|Выбор для офиса|Elección de oficina
量大从优|Volume discounts|Скидки за объём|Descuento por volumen
正品行货|Genuine, official channel|Официальная поставка|Original de canal oficial
家用|For home|Для дома|Para el hogar
工厂直营|Factory direct|С фабрики|Directo de fábrica
新款|New model|Новая модель|Nuevo modelo
简约风|Minimalist|Минимализм|Minimalista
2026新款|2026 model|Модель 2026|Modelo 2026
百搭|Versatile|Универсальный|Versátil
宽松版|Loose fit|Свободный крой|Corte holgado
修身款|Slim fit|Приталенный крой|Corte entallado
经典款|Classic|Классика|Clásico
正品|Genuine|Оригинал|Original
送小样|Free samples|Пробники в подарок|Muestras gratis
官方授权|Officially authorised|Официальный дилер|Distribuidor oficial
新包装|New packaging|Новая упаковка|Nuevo envase
限量版|Limited edition|Лимитированная серия|Edición limitada
囤货装|Stock-up pack|Запас впрок|Pack ahorro
宝妈推荐|Mums recommend|Выбор мам|Recomendado por mamás
宝宝专用|Made for babies|Для малышей|Para bebés
安全材质|Safe materials|Безопасные материалы|Materiales seguros
工业级|Industrial grade|Промышленный класс|Grado industrial
现货速发|In stock, ships fast|В наличии, быстрая отправка|En stock, envío rápido
国标|National standard|Госстандарт|Homologado
厂家直销|Sold by the maker|От производителя|Venta directa de fábrica
春耕特惠|Spring planting offer|Весенняя скидка|Oferta de siembra
合作社团购|Co-op group buy|Закупка для кооперативов|Compra para cooperativas
高产|High yield|Высокоурожайный|Alto rendimiento
厂家直供|Factory supplied|Поставка с завода|Suministro de fábrica
源头工厂|Source factory|Завод-производитель|Fábrica de origen
批发|Wholesale|Опт|Al por mayor
产地直销|Direct from origin|С места производства|Directo del origen
支持批量定制 量大从优|Bulk custom orders, volume discounts|Оптовые заказы под вас, скидки за объём|Pedidos personalizados al por mayor, descuentos
源头工厂 价格实惠|Source factory, good prices|Завод-производитель, выгодные цены|Fábrica de origen, buenos precios
支持拿样 长期稳定供货|Samples available, steady long-term supply|Образцы по запросу, стабильные поставки|Muestras disponibles, suministro estable
可开增值税专票|VAT special invoice available|Выставляем счёт-фактуру с НДС|Factura de IVA disponible
产能充足 48小时发货|Ample capacity, ships within 48 hours|Большие мощности, отправка за 48 часов|Gran capacidad, envío en 48 horas
`;

/** Whole words of pack names; counted forms ('24袋', '3斤装') are built by rule. */
export const packWords = `
礼盒装|Gift box|Подарочная коробка|Caja regalo
礼盒|Gift box|Подарочная коробка|Caja regalo
整箱|Case|Ящик|Caja
单箱|Single case|1 ящик|1 caja
两箱装|2 cases|2 ящика|2 cajas
散装称重|Loose, by weight|Развес|A granel, al peso
真空包装|Vacuum-packed|Вакуумная упаковка|Envasado al vacío
散装|Loose|Развес|A granel
精选级|Select grade|Отборный|Selecto
特级|Premium grade|Высший сорт|Extra
单只|Single|1 шт.|1 ud.
单只装|Single|1 шт.|1 ud.
两只装|2 pcs|2 шт.|2 uds.
大包装|Bulk pack|Крупная фасовка|Formato grande
罐装|Tin|Банка|Lata
单饼|Single cake|1 блин|1 torta
整提|Tong|Тун|Tong
扎啤桶|Keg|Кег|Barril
坛装|Jar|Кувшин|Tinaja
标准款|Standard|Стандарт|Estándar
升级款|Upgraded|Улучшенная|Mejorado
旗舰款|Flagship|Флагман|Tope de gama
礼盒款|Gift edition|Подарочная версия|Edición regalo
礼盒版|Gift edition|Подарочная версия|Edición regalo
家庭装|Family pack|Семейная упаковка|Formato familiar
标准版|Standard edition|Стандартная версия|Edición estándar
带充电座|With charging dock|С зарядной базой|Con base de carga
单台|Single unit|1 шт.|1 unidad
两台装|2 units|2 шт.|2 unidades
标准套装|Standard set|Стандартный набор|Juego estándar
单机身|Body only|Только корпус|Solo cuerpo
旅行套装|Travel set|Дорожный набор|Kit de viaje
Pro版|Pro|Pro|Pro
套装|Set|Набор|Juego
无线版|Wireless|Беспроводная версия|Inalámbrico
商用款|Commercial|Для бизнеса|Profesional
单包|Single pack|1 пачка|1 paquete
单盒|Single box|1 коробка|1 caja
单支|Single|1 шт.|1 ud.
两支装|2 pcs|2 шт.|2 uds.
一对装|Pair|Пара|Par
单件|Single piece|1 шт.|1 pieza
三件套|3-piece set|Набор из 3 предметов|Juego de 3 piezas
五件套|5-piece set|Набор из 5 предметов|Juego de 5 piezas
加大款|Large|Увеличенная|Grande
组合款|Combo|Комплект|Combinado
两件装|2 pcs|2 шт.|2 uds.
大号|Large|Большой|Grande
标准装|Standard pack|Стандартная упаковка|Formato estándar
替换装|Refill|Сменный блок|Recambio
便携款|Portable|Портативная|Portátil
豪华款|Deluxe|Люкс|De lujo
专业款|Professional|Профессиональная|Profesional
单机|Tool only|Без аккумулятора|Solo herramienta
2电1充|2 batteries + charger|2 АКБ + зарядка|2 baterías + cargador
豪华套装|Deluxe set|Набор люкс|Juego de lujo
加强款|Heavy-duty|Усиленная|Reforzado
10包整箱|Case of 10 packs|Ящик из 10 пачек|Caja de 10 paquetes
`;

/** Shops in shopDefs order: two lines each, the name then the description, as 'en|ru|es'. */
export const shopWords = `
Xianfeng Fruit Flagship Store|Флагманский магазин фруктов «Сяньфэн»|Tienda oficial de fruta Xianfeng
Fresh fruit sourced directly from growing regions across China, with our own cold-chain warehouses: order today, delivered tomorrow in Jiangsu, Zhejiang and Shanghai.|Свежие фрукты прямо из регионов выращивания, собственные склады-холодильники: закажите сегодня — доставим завтра в Цзянсу, Чжэцзян и Шанхай.|Fruta fresca comprada en origen en toda China, con almacenes refrigerados propios: pide hoy y recíbelo mañana en Jiangsu, Zhejiang y Shanghái.
Orchard Direct Fresh Produce Store|Магазин свежих продуктов «Прямо из сада»|Tienda de frescos Directo del Huerto
Straight from Yantai orchards: apples, pears, cherries and other seasonal fruit picked and shipped the same day.|Прямо из садов Яньтая: яблоки, груши, черешня и другие сезонные фрукты, собранные и отправленные в тот же день.|Directo de los huertos de Yantai: manzanas, peras, cerezas y otra fruta de temporada recogida y enviada el mismo día.
Taste of the Sea Seafood Flagship Store|Флагманский магазин морепродуктов «Вкус моря»|Tienda oficial de marisco Sabor del Mar
East China Sea catch, processed on site and flash-frozen, cold chain all the way to you.|Улов Восточно-Китайского моря, переработка на месте и шоковая заморозка, доставка в холоде до двери.|Pesca del mar de China Oriental, procesada en origen y ultracongelada, con cadena de frío hasta tu casa.
Liangpin Select Snack Shop|Магазин снеков «Лянпинь»|Tienda de snacks Liangpin Select
Hand-picked snacks from all over China in fresh, small packs: the office group-buy favourite.|Отборные снеки со всего Китая в свежих маленьких упаковках: любимец офисных закупок.|Snacks seleccionados de toda China en paquetes pequeños y frescos: el favorito de las compras de oficina.
Baiweiyuan Food Store|Продуктовый магазин «Байвэйюань»|Tienda de alimentación Baiweiyuan
Food and drinks wholesale and retail, with custom gift boxes for company benefits and festivals.|Продукты и напитки оптом и в розницу, подарочные наборы на заказ для компаний и праздников.|Alimentos y bebidas al por mayor y al por menor, con cajas regalo personalizadas para empresas y festividades.
Bountiful Harvest Grain & Oil Flagship Store|Флагманский магазин круп и масел «Богатый урожай»|Tienda oficial de cereales y aceites Buena Cosecha
Fine rice from the black soil of the North-East, processed and vacuum-packed at origin, in bulk for canteens and restaurants.|Отличный рис с чернозёмов Северо-Востока, переработка и вакуумная упаковка на месте, оптом для столовых и ресторанов.|Arroz de las tierras negras del noreste, procesado y envasado al vacío en origen, al por mayor para comedores y restaurantes.
Sichuan Flavour Condiments Store|Магазин приправ «Сычуаньский вкус»|Tienda de condimentos Sabor de Sichuan
Authentic Sichuan seasonings straight from the factory: broad bean paste, Sichuan pepper and hot-pot bases.|Настоящие сычуаньские приправы с фабрики: бобовая паста, сычуаньский перец и основы для хого.|Condimentos auténticos de Sichuan directos de fábrica: pasta de habas, pimienta de Sichuan y bases para hot pot.
Saishang Dried Goods Specialty Shop|Магазин сушёных деликатесов «Сайшан»|Tienda de productos secos Saishang
Ningxia goji, Xinjiang red dates and other North-West specialties, shipped from origin.|Годжи из Нинся, финики из Синьцзяна и другие деликатесы Северо-Запада с отправкой с места.|Goji de Ningxia, azufaifas de Xinjiang y otras especialidades del noroeste, enviadas desde el origen.
Mingxiang Tea Flagship Store|Флагманский чайный магазин «Минсян»|Tienda oficial de té Mingxiang
Our own eco tea gardens: Tieguanyin, Da Hong Pao, Lapsang Souchong and other famous teas.|Собственные экологичные чайные сады: Те Гуань Инь, Да Хун Пао, Лапсанг Сушонг и другие знаменитые чаи.|Nuestros propios jardines de té ecológicos: Tieguanyin, Da Hong Pao, Lapsang Souchong y otros tés famosos.
Chunxiang Liquor Store|Магазин алкоголя «Чуньсян»|Tienda de licores Chunxiang
Direct from the heart of sauce-aroma baijiu country, for business dinners and company orders.|Прямо из главного региона соусового байцзю, для деловых ужинов и корпоративных заказов.|Directo del corazón de la región del baijiu aroma de salsa, para cenas de negocios y pedidos de empresa.
West Lake Tea Farmers' Co-op Store|Магазин кооператива чаеводов Западного озера|Tienda de la cooperativa de té del Lago del Oeste
A co-op of West Lake tea farmers: pre-Qingming Longjing, hand-roasted and shipped fresh.|Кооператив чаеводов Западного озера: весенний Лунцзин ручной обжарки, отправка сразу после обжарки.|Cooperativa de agricultores del Lago del Oeste: Longjing de cosecha temprana tostado a mano y enviado al momento.
Meijia Appliances Flagship Store|Флагманский магазин техники «Мэйцзя»|Tienda oficial de electrodomésticos Meijia
Fridges, washing machines and air conditioners delivered and installed, trade-ins welcome, nationwide warranty.|Холодильники, стиральные машины и кондиционеры с доставкой и установкой, обмен старой техники, гарантия по всей стране.|Frigoríficos, lavadoras y aires acondicionados con entrega e instalación, se acepta el usado, garantía nacional.
Smart Choice Small Appliances Store|Магазин малой техники «Умный выбор»|Tienda de pequeños electrodomésticos Smart Choice
Kitchen and home small appliances from the factory, good quality at good prices.|Малая техника для кухни и дома с фабрики: хорошее качество по хорошей цене.|Pequeños electrodomésticos de cocina y hogar de fábrica, buena calidad a buen precio.
Aurora Digital Flagship Store|Флагманский магазин электроники «Аврора»|Tienda oficial de electrónica Aurora
Officially authorised phones, earbuds and wearables: genuine goods, shipped by SF Express.|Официально авторизованные телефоны, наушники и носимые устройства: оригинал, доставка SF Express.|Móviles, auriculares y wearables con autorización oficial: productos originales, envío por SF Express.
Cloud Comms Store|Магазин связи «Облако»|Tienda de comunicaciones Cloud
Digital accessories and communication devices, wholesale and retail, custom orders for companies.|Цифровые аксессуары и средства связи оптом и в розницу, заказы для компаний.|Accesorios digitales y equipos de comunicación al por mayor y al por menor, pedidos para empresas.
Borui Computers & Office Flagship Store|Флагманский магазин компьютеров и оргтехники «Божуй»|Tienda oficial de informática y oficina Borui
Computers and peripherals, VAT invoices for companies, on-site service.|Компьютеры и периферия, счета-фактуры для компаний, выезд специалиста.|Ordenadores y periféricos, facturas con IVA para empresas, servicio a domicilio.
Wenhui Office Supplies Mall|Магазин канцтоваров «Вэньхуэй»|Tienda de material de oficina Wenhui
One-stop buying of stationery and printing supplies, better prices for bigger orders.|Канцелярия и расходники для печати в одном месте, чем больше заказ — тем ниже цена.|Papelería y consumibles de impresión en un solo lugar, mejores precios por volumen.
Anzhijia Home Flagship Store|Флагманский магазин товаров для дома «Аньчжицзя»|Tienda oficial de hogar Anzhijia
Source factory of the Nantong textile belt: bedding sets, quilts and pillows.|Фабрика текстильного кластера Наньтуна: комплекты белья, одеяла и подушки.|Fábrica del polo textil de Nantong: juegos de cama, edredones y almohadas.
Muyu Furniture Store|Мебельный магазин «Муюй»|Tienda de muebles Muyu
Nankang solid-wood furniture sold by the factory, made to order with delivery and assembly.|Мебель из массива из Наньканя от фабрики, на заказ, с доставкой и сборкой.|Muebles de madera maciza de Nankang directos de fábrica, a medida, con entrega y montaje.
Jinxiu Fashion Flagship Store|Флагманский магазин одежды «Цзиньсю»|Tienda oficial de moda Jinxiu
Original designs for men and women, new arrivals all year round.|Оригинальная мужская и женская одежда, новинки круглый год.|Diseños originales para hombre y mujer, novedades todo el año.
Bulü Footwear Store|Обувной магазин «Булюй»|Tienda de calzado Bulü
From the Jinjiang footwear belt: sneakers and leather shoes straight from the factory.|Из обувного кластера Цзиньцзяна: кроссовки и кожаная обувь прямо с фабрики.|Del polo del calzado de Jinjiang: zapatillas y zapatos de piel directos de fábrica.
Yueyan Beauty Flagship Store|Флагманский магазин косметики «Юэянь»|Tienda oficial de belleza Yueyan
Officially authorised skincare and make-up, genuine guaranteed, verifiable at brand counters.|Официальная уходовая и декоративная косметика, гарантия подлинности, проверка у дилера.|Cosmética y maquillaje con autorización oficial, originales garantizados y verificables en tienda.
Qingfeng Household Store|Магазин бытовой химии «Цинфэн»|Tienda de droguería Qingfeng
Toiletries and cleaning products, wholesale and retail, better value in family packs.|Средства гигиены и уборки оптом и в розницу, семейные упаковки выгоднее.|Higiene y limpieza al por mayor y al por menor, mejor precio en formato familiar.
Beibeile Mother & Baby Flagship Store|Флагманский магазин для мам и малышей «Бэйбэйлэ»|Tienda oficial de mamá y bebé Beibeile
Formula, diapers and feeding gear all in one place, safety certified, trusted by mums.|Смеси, подгузники и всё для кормления в одном месте, сертифицировано, мамы доверяют.|Leche de fórmula, pañales y alimentación en un solo lugar, con certificación de seguridad.
Tongqu Toys Store|Магазин игрушек «Тунцюй»|Tienda de juguetes Tongqu
From the Chenghai toy belt: educational toys and kids' bikes sold by the factory.|Из игрушечного кластера Чэнхая: развивающие игрушки и детский транспорт с фабрики.|Del polo juguetero de Chenghai: juguetes educativos y vehículos infantiles directos de fábrica.
Lituo Tools Flagship Store|Флагманский магазин инструментов «Литуо»|Tienda oficial de herramientas Lituo
Source factory in Yongkang, China's hardware capital: a full range of hand and power tools.|Завод в Юнкане, столице металлоизделий: полный выбор ручного и электроинструмента.|Fábrica en Yongkang, capital de la ferretería: gama completa de herramientas manuales y eléctricas.
Hengjiu Fasteners Store|Магазин крепежа «Хэнцзю»|Tienda de fijaciones Hengjiu
From the Yongnian fastener belt: screws and bolts in every size, custom parts on request.|Из кластера крепежа Юнняня: винты и болты всех размеров, нестандартные изделия на заказ.|Del polo de fijaciones de Yongnian: tornillos y pernos de todas las medidas, piezas a medida.
Andun Safety Gear Store|Магазин спецзащиты «Аньдунь»|Tienda de seguridad laboral Andun
Work gloves, hard hats and safety shoes in bulk for building sites and factories.|Рабочие перчатки, каски и защитная обувь оптом для стройплощадок и заводов.|Guantes de trabajo, cascos y calzado de seguridad al por mayor para obras y fábricas.
Nongfeng Farm Supplies Flagship Store|Флагманский магазин агротоваров «Нунфэн»|Tienda oficial de insumos agrícolas Nongfeng
Seeds, fertilisers and crop protection from official channels, with agronomists online.|Семена, удобрения и средства защиты растений из официальных каналов, агрономы онлайн.|Semillas, abonos y fitosanitarios de canales oficiales, con agrónomos en línea.
Lüye Farm Machinery Store|Магазин сельхозтехники «Люйе»|Tienda de maquinaria agrícola Lüye
Mini tillers, crop-spraying drones and other farm machinery, delivered with training.|Мотоблоки, агродроны и другая сельхозтехника с доставкой и обучением.|Motocultores, drones fumigadores y otra maquinaria agrícola, con entrega y formación.
`;

/** Brands: 'zh|en name|ru name|es name|en description|ru description|es description|zh description'. */
export const brandWords = `
禾味坊|Hewei Workshop|Хэвэй|Hewei|Snacks and pastries made the traditional way.|Снеки и выпечка по традиционным рецептам.|Snacks y pasteles de elaboración tradicional.|传统工艺制作的零食糕点。
山野集|Shanye|Шанье|Shanye|Wild-harvested foods from China's hills and forests.|Дикоросы с гор и лесов Китая.|Alimentos silvestres de los montes y bosques de China.|来自山林的野生食材。
五谷源|Wuguyuan|Угуюань|Wuguyuan|Grains and oils from the best growing regions.|Крупы и масла из лучших регионов.|Cereales y aceites de las mejores regiones.|优质产区的粮油。
川香阁|Chuanxiang|Чуаньсян|Chuanxiang|Sichuan seasonings and sauces.|Сычуаньские приправы и соусы.|Condimentos y salsas de Sichuan.|四川调味品与酱料。
茗山|Mingshan|Миншань|Mingshan|Teas from mountain gardens.|Чай с горных плантаций.|Tés de jardines de montaña.|高山茶园的好茶。
醉江南|Zuijiangnan|Цзуйцзяннань|Zuijiangnan|Wines and spirits of the Jiangnan region.|Вина и крепкие напитки региона Цзяннань.|Vinos y licores de la región de Jiangnan.|江南酒香。
美瑞|Meirui|Мэйжуй|Meirui|Home appliances for every kitchen and home.|Бытовая техника для кухни и дома.|Electrodomésticos para la cocina y el hogar.|家用电器。
智匠|Zhijiang|Чжицзян|Zhijiang|Smart devices and small appliances.|Умные устройства и малая техника.|Dispositivos inteligentes y pequeños electrodomésticos.|智能设备与小家电。
极光|Aurora|Аврора|Aurora|Phones, audio and wearables.|Телефоны, аудио и носимая электроника.|Móviles, audio y wearables.|手机、音频与穿戴设备。
博锐|Borui|Божуй|Borui|Computers and office equipment.|Компьютеры и оргтехника.|Ordenadores y equipos de oficina.|电脑与办公设备。
文汇|Wenhui|Вэньхуэй|Wenhui|Stationery and office supplies.|Канцелярия и офисные товары.|Papelería y material de oficina.|文具与办公用品。
安之家|Anzhijia|Аньчжицзя|Anzhijia|Bedding and home textiles.|Постельное бельё и домашний текстиль.|Ropa de cama y textil para el hogar.|床品家纺。
木语|Muyu|Муюй|Muyu|Solid-wood furniture.|Мебель из массива.|Muebles de madera maciza.|实木家具。
锦衣坊|Jinyi|Цзиньи|Jinyi|Everyday fashion for men and women.|Повседневная мода для мужчин и женщин.|Moda diaria para hombre y mujer.|男女日常服饰。
步履|Bulü|Булюй|Bulü|Comfortable shoes for walking and sport.|Удобная обувь для прогулок и спорта.|Calzado cómodo para caminar y hacer deporte.|舒适的运动与休闲鞋。
悦颜|Yueyan|Юэянь|Yueyan|Skincare and make-up.|Уход за кожей и макияж.|Cuidado de la piel y maquillaje.|护肤与彩妆。
清风|Qingfeng|Цинфэн|Qingfeng|Personal care and household cleaning.|Личная гигиена и бытовая химия.|Higiene personal y limpieza del hogar.|个人护理与家居清洁。
贝贝乐|Beibeile|Бэйбэйлэ|Beibeile|Mother and baby products.|Товары для мам и малышей.|Productos para mamá y bebé.|母婴用品。
力拓|Lituo|Литуо|Lituo|Hand and power tools.|Ручной и электроинструмент.|Herramientas manuales y eléctricas.|手动与电动工具。
农丰|Nongfeng|Нунфэн|Nongfeng|Seeds, fertilisers and farm supplies.|Семена, удобрения и агротовары.|Semillas, abonos e insumos agrícolas.|种子、肥料与农资。
`;
