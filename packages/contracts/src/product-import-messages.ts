import type { MessagePluralForms } from './plural-forms';

/**
 * Server messages of the products' spreadsheet import and export (product-import.contracts.ts), in the four
 * languages; merged into `serverMessages`. The column headers and the template's explanations are here too:
 * the server writes them into the file in the request's language, and reads the headers of every language.
 */
const zh_CN = {
  'productImport.column.productId': '商品ID',
  'productImport.column.version': '版本',
  'productImport.column.status': '状态',
  'productImport.column.name': '商品名称',
  'productImport.column.nameEn': '英文名称',
  'productImport.column.nameRu': '俄文名称',
  'productImport.column.nameEs': '西班牙文名称',
  'productImport.column.subtitle': '副标题',
  'productImport.column.class': '分类',
  'productImport.column.brand': '品牌',
  'productImport.column.unit': '单位',
  'productImport.column.minOrder': '起订量',
  'productImport.column.marketPrice': '市场价',
  'productImport.column.code': '商品编码',
  'productImport.column.keywords': '关键词',
  'productImport.column.images': '图片',
  'productImport.column.skuId': '规格ID',
  'productImport.column.skuName': '规格名称',
  'productImport.column.price': '价格',
  'productImport.column.stock': '库存',
  'productImport.column.skuCode': '规格编码',
  'productImport.column.weightGrams': '重量(克)',
  'productImport.help.productId': '修改已有商品时填写（导出文件中已有）；新商品留空',
  'productImport.help.version': '修改已有商品时必填，用导出时的版本；商品在导出后被改过会提示重新导出',
  'productImport.help.status': '仅导出时显示，导入时忽略（新商品为草稿，已有商品状态不变）',
  'productImport.help.name': '中文名称。同一商品的多个规格占多行，商品信息只在第一行填写，其余行留空',
  'productImport.help.translation': '可选；留空时显示中文',
  'productImport.help.subtitle': '可选',
  'productImport.help.class': '三级分类的完整路径，用 > 分隔，如“食品饮料>茶叶>绿茶”；也可填分类ID',
  'productImport.help.brand': '品牌名称，可留空',
  'productImport.help.unit': '如 件、箱、千克',
  'productImport.help.minOrder': '默认 1',
  'productImport.help.marketPrice': '划线价，可留空',
  'productImport.help.code': '字母、数字和 . _ / -',
  'productImport.help.keywords': '可选，搜索用',
  'productImport.help.images':
    '图库中图片的地址或文件名，多张用 ; 或换行分隔，第一张为主图；至少一张（请先上传到图库）',
  'productImport.help.skuId': '修改已有规格时填写（导出文件中已有）；新规格留空',
  'productImport.help.skuName': '没有规格的商品留空，此时价格、库存是商品自己的',
  'productImport.help.price': '元，最多两位小数',
  'productImport.help.stock': '最多四位小数',
  'productImport.help.skuCode': '字母、数字和 . _ / -',
  'productImport.help.weightGrams': '整数，运费按重量计算时使用',
  'productImport.sheet.products': '商品',
  'productImport.sheet.help': '填写说明',
  'productImport.help.heading.column': '列',
  'productImport.help.heading.required': '必填',
  'productImport.help.heading.what': '填写说明',
  'productImport.help.yes': '是',
  'productImport.help.example': '示例（一个商品两个规格，占两行）：',
  'productImport.status.draft': '草稿',
  'productImport.status.onSale': '在售',
  'productImport.status.offShelf': '已下架',
  'productImport.status.suspended': '店铺暂停',
  'productImport.notXlsx': '请上传 .xlsx 格式的 Excel 文件（可先下载模板）',
  'productImport.noHeader': '第一行应是模板的表头（如“商品名称”“价格”），没有找到可识别的列',
  'productImport.hasErrors': '文件中有 {{count}} 处错误，请修正后重新上传，或选择“只导入无误的商品”',
  'productImport.nothingValid': '文件中没有可以导入的商品',
  'productImport.notFound': '导入任务不存在',
  'productImport.tooManyRows': '筛选出的商品共 {{count}} 行，一次最多导出 {{max}} 行，请按状态筛选后分批导出',
  'productImport.row.noProduct': '这一行没有商品名称，上面也没有它所属的商品',
  'productImport.row.differs': '与本商品第 {{row}} 行不一致（同一商品的各行，商品信息须相同或留空）',
  'productImport.row.repeated': '商品ID {{id}} 已在第 {{row}} 行出现（同一商品的各行须相邻）',
  'productImport.row.notOwnProduct': '不是本店的商品ID',
  'productImport.row.versionRequired': '修改已有商品时须填写版本（请用导出的文件修改）',
  'productImport.row.versionChanged': '商品在导出后被修改过（现在是版本 {{version}}），请重新导出后再修改',
  'productImport.row.classNotFound': '找不到这个分类，请填写三级分类的完整路径（一级>二级>三级）或分类ID',
  'productImport.row.classAmbiguous': '有多个同名分类，请填写完整路径（一级>二级>三级）',
  'productImport.row.brandNotFound': '找不到这个品牌',
  'productImport.row.pictureNotFound': '图片不在您的图库中：{{name}}',
  'productImport.row.pictureAmbiguous': '图库中有多张名为 {{name}} 的图片，请填写图片地址',
  'productImport.row.skuNameRequired': '同一商品有多行时每行是一个规格，须填写规格名称',
  'productImport.row.skuIdNotOwn': '这个规格ID不属于这件商品',
  'productImport.row.skuOnly': '没有规格名称时不能填写规格ID或规格编码',
  'productImport.row.skuRowsNeeded': '这件商品有规格，价格和库存须按规格逐行填写（需要“规格名称”列）',
  'productImport.row.integer': '须为整数',
  'productImport.failed.server': '保存时出错，请稍后重新导入这件商品',
};

export type ProductImportMessageKey = keyof typeof zh_CN;

const en_US: Record<ProductImportMessageKey, string> & MessagePluralForms<ProductImportMessageKey> = {
  'productImport.column.productId': 'Product ID',
  'productImport.column.version': 'Version',
  'productImport.column.status': 'Status',
  'productImport.column.name': 'Name',
  'productImport.column.nameEn': 'Name (English)',
  'productImport.column.nameRu': 'Name (Russian)',
  'productImport.column.nameEs': 'Name (Spanish)',
  'productImport.column.subtitle': 'Subtitle',
  'productImport.column.class': 'Class',
  'productImport.column.brand': 'Brand',
  'productImport.column.unit': 'Unit',
  'productImport.column.minOrder': 'Minimum order',
  'productImport.column.marketPrice': 'List price',
  'productImport.column.code': 'Product code',
  'productImport.column.keywords': 'Keywords',
  'productImport.column.images': 'Pictures',
  'productImport.column.skuId': 'SKU ID',
  'productImport.column.skuName': 'SKU name',
  'productImport.column.price': 'Price',
  'productImport.column.stock': 'Stock',
  'productImport.column.skuCode': 'SKU code',
  'productImport.column.weightGrams': 'Weight (g)',
  'productImport.help.productId':
    'To change a product you have (the export fills it in); empty for a new one',
  'productImport.help.version':
    "Needed to change a product: the export's version; a product changed since the export asks for a new export",
  'productImport.help.status':
    'Shown by the export, ignored by the import (new products are drafts, others keep theirs)',
  'productImport.help.name':
    "Chinese name. A product with several SKUs takes one row per SKU; fill the product's columns in its first row only",
  'productImport.help.translation': 'Optional; empty shows the Chinese',
  'productImport.help.subtitle': 'Optional',
  'productImport.help.class':
    'The full path of a third-level class, separated by >, e.g. "食品饮料>茶叶>绿茶"; or the class ID',
  'productImport.help.brand': "The brand's name; may be empty",
  'productImport.help.unit': 'E.g. 件, 箱, 千克',
  'productImport.help.minOrder': 'Default 1',
  'productImport.help.marketPrice': 'The crossed-out price; may be empty',
  'productImport.help.code': 'Letters, digits and . _ / -',
  'productImport.help.keywords': 'Optional, for search',
  'productImport.help.images':
    'Addresses or file names of pictures in your gallery, separated by ; or line breaks, the first the main one; at least one (upload them to the gallery first)',
  'productImport.help.skuId': 'To change a SKU you have (the export fills it in); empty for a new one',
  'productImport.help.skuName':
    "Empty for a product without SKUs: price and stock are then the product's own",
  'productImport.help.price': 'Yuan, up to two decimals',
  'productImport.help.stock': 'Up to four decimals',
  'productImport.help.skuCode': 'Letters, digits and . _ / -',
  'productImport.help.weightGrams': 'A whole number, for freight charged by weight',
  'productImport.sheet.products': 'Products',
  'productImport.sheet.help': 'How to fill in',
  'productImport.help.heading.column': 'Column',
  'productImport.help.heading.required': 'Required',
  'productImport.help.heading.what': 'What to write',
  'productImport.help.yes': 'Yes',
  'productImport.help.example': 'Example (one product with two SKUs, two rows):',
  'productImport.status.draft': 'Draft',
  'productImport.status.onSale': 'On sale',
  'productImport.status.offShelf': 'Taken down',
  'productImport.status.suspended': 'Shop suspended',
  'productImport.notXlsx': 'Please upload an Excel file in .xlsx format (download the template first)',
  'productImport.noHeader':
    'The first row should be the template\'s header (such as "Name", "Price"); no column was recognised',
  'productImport.hasErrors':
    'The file has {{count}} errors. Correct them and upload it again, or choose "Import the valid products only"',
  'productImport.hasErrors_one':
    'The file has {{count}} error. Correct it and upload it again, or choose "Import the valid products only"',
  'productImport.nothingValid': 'The file has no product that can be imported',
  'productImport.notFound': 'Import not found',
  'productImport.tooManyRows':
    'These products take {{count}} rows; at most {{max}} can be exported at once. Filter by status and export in parts',
  'productImport.row.noProduct': 'This row has no product name, and no product above it that it belongs to',
  'productImport.row.differs':
    "Differs from this product's row {{row}} (a product's rows must repeat its columns or leave them empty)",
  'productImport.row.repeated':
    "Product ID {{id}} is in row {{row}} already (a product's rows must be together)",
  'productImport.row.notOwnProduct': "Not one of your shop's product IDs",
  'productImport.row.versionRequired': 'A change to a product needs its version (change an exported file)',
  'productImport.row.versionChanged':
    'The product was changed after the export (it is version {{version}} now); export it again and change that file',
  'productImport.row.classNotFound':
    'Class not found: write the full path of a third-level class (first>second>third) or the class ID',
  'productImport.row.classAmbiguous':
    'Several classes have this name: write the full path (first>second>third)',
  'productImport.row.brandNotFound': 'Brand not found',
  'productImport.row.pictureNotFound': 'This picture is not in your gallery: {{name}}',
  'productImport.row.pictureAmbiguous': 'Your gallery has several pictures named {{name}}: write its address',
  'productImport.row.skuNameRequired':
    'A product with several rows has one SKU per row: fill in the SKU name',
  'productImport.row.skuIdNotOwn': 'This SKU ID is not one of this product’s',
  'productImport.row.skuOnly': 'A SKU ID or SKU code needs a SKU name',
  'productImport.row.skuRowsNeeded':
    'This product has SKUs: write price and stock per SKU, one row each (this needs the "SKU name" column)',
  'productImport.row.integer': 'Must be a whole number',
  'productImport.failed.server': 'Could not be saved; import this product again later',
};

const ru_RU: Record<ProductImportMessageKey, string> & MessagePluralForms<ProductImportMessageKey> = {
  'productImport.column.productId': 'ID товара',
  'productImport.column.version': 'Версия',
  'productImport.column.status': 'Статус',
  'productImport.column.name': 'Название',
  'productImport.column.nameEn': 'Название (англ.)',
  'productImport.column.nameRu': 'Название (рус.)',
  'productImport.column.nameEs': 'Название (исп.)',
  'productImport.column.subtitle': 'Подзаголовок',
  'productImport.column.class': 'Категория',
  'productImport.column.brand': 'Бренд',
  'productImport.column.unit': 'Единица',
  'productImport.column.minOrder': 'Мин. заказ',
  'productImport.column.marketPrice': 'Старая цена',
  'productImport.column.code': 'Код товара',
  'productImport.column.keywords': 'Ключевые слова',
  'productImport.column.images': 'Фото',
  'productImport.column.skuId': 'ID варианта',
  'productImport.column.skuName': 'Название варианта',
  'productImport.column.price': 'Цена',
  'productImport.column.stock': 'Остаток',
  'productImport.column.skuCode': 'Код варианта',
  'productImport.column.weightGrams': 'Вес (г)',
  'productImport.help.productId': 'Чтобы изменить имеющийся товар (экспорт его заполняет); пусто для нового',
  'productImport.help.version':
    'Нужна для изменения товара: версия из экспорта; товар, изменённый после экспорта, потребует нового экспорта',
  'productImport.help.status':
    'Показывается экспортом, импорт его не читает (новые товары — черновики, остальные сохраняют статус)',
  'productImport.help.name':
    'Название на китайском. Товар с несколькими вариантами занимает по строке на вариант; данные товара — только в первой строке',
  'productImport.help.translation': 'Необязательно; если пусто, показывается китайское',
  'productImport.help.subtitle': 'Необязательно',
  'productImport.help.class':
    'Полный путь категории третьего уровня через >, например «食品饮料>茶叶>绿茶»; или ID категории',
  'productImport.help.brand': 'Название бренда; можно оставить пустым',
  'productImport.help.unit': 'Например, 件, 箱, 千克',
  'productImport.help.minOrder': 'По умолчанию 1',
  'productImport.help.marketPrice': 'Зачёркнутая цена; можно оставить пустым',
  'productImport.help.code': 'Буквы, цифры и . _ / -',
  'productImport.help.keywords': 'Необязательно, для поиска',
  'productImport.help.images':
    'Адреса или имена файлов фото из вашей галереи через ; или с новой строки, первое — главное; хотя бы одно (сначала загрузите их в галерею)',
  'productImport.help.skuId': 'Чтобы изменить имеющийся вариант (экспорт его заполняет); пусто для нового',
  'productImport.help.skuName':
    'Пусто для товара без вариантов: цена и остаток тогда относятся к самому товару',
  'productImport.help.price': 'Юани, до двух знаков после запятой',
  'productImport.help.stock': 'До четырёх знаков после запятой',
  'productImport.help.skuCode': 'Буквы, цифры и . _ / -',
  'productImport.help.weightGrams': 'Целое число, для доставки по весу',
  'productImport.sheet.products': 'Товары',
  'productImport.sheet.help': 'Как заполнять',
  'productImport.help.heading.column': 'Столбец',
  'productImport.help.heading.required': 'Обязательно',
  'productImport.help.heading.what': 'Что писать',
  'productImport.help.yes': 'Да',
  'productImport.help.example': 'Пример (один товар с двумя вариантами, две строки):',
  'productImport.status.draft': 'Черновик',
  'productImport.status.onSale': 'В продаже',
  'productImport.status.offShelf': 'Снят с продажи',
  'productImport.status.suspended': 'Магазин приостановлен',
  'productImport.notXlsx': 'Загрузите файл Excel в формате .xlsx (сначала скачайте шаблон)',
  'productImport.noHeader':
    'Первая строка должна быть заголовком шаблона (например, «Название», «Цена»); ни один столбец не распознан',
  'productImport.hasErrors':
    'В файле ошибок: {{count}}. Исправьте их и загрузите файл снова или выберите «Импортировать только товары без ошибок»',
  'productImport.nothingValid': 'В файле нет товаров, которые можно импортировать',
  'productImport.notFound': 'Импорт не найден',
  'productImport.tooManyRows':
    'Эти товары занимают {{count}} строк; за раз можно выгрузить не более {{max}}. Отфильтруйте по статусу и выгрузите частями',
  'productImport.row.noProduct': 'В строке нет названия товара, и выше нет товара, к которому она относится',
  'productImport.row.differs':
    'Отличается от строки {{row}} этого товара (строки товара должны повторять его данные или оставлять их пустыми)',
  'productImport.row.repeated':
    'ID товара {{id}} уже есть в строке {{row}} (строки одного товара должны идти подряд)',
  'productImport.row.notOwnProduct': 'Это не ID товара вашего магазина',
  'productImport.row.versionRequired': 'Для изменения товара нужна его версия (изменяйте выгруженный файл)',
  'productImport.row.versionChanged':
    'Товар изменён после экспорта (сейчас версия {{version}}); выгрузите его снова и измените новый файл',
  'productImport.row.classNotFound':
    'Категория не найдена: укажите полный путь категории третьего уровня (первая>вторая>третья) или её ID',
  'productImport.row.classAmbiguous':
    'Несколько категорий с таким названием: укажите полный путь (первая>вторая>третья)',
  'productImport.row.brandNotFound': 'Бренд не найден',
  'productImport.row.pictureNotFound': 'Этого изображения нет в вашей галерее: {{name}}',
  'productImport.row.pictureAmbiguous': 'В галерее несколько изображений с именем {{name}}: укажите адрес',
  'productImport.row.skuNameRequired':
    'У товара из нескольких строк каждая строка — вариант: укажите название варианта',
  'productImport.row.skuIdNotOwn': 'Этот ID варианта не относится к этому товару',
  'productImport.row.skuOnly': 'ID или код варианта требуют названия варианта',
  'productImport.row.skuRowsNeeded':
    'У товара есть варианты: цену и остаток указывайте по вариантам, по строке на каждый (нужен столбец «Название варианта»)',
  'productImport.row.integer': 'Должно быть целым числом',
  'productImport.failed.server': 'Не удалось сохранить; импортируйте этот товар позже',
};

const es: Record<ProductImportMessageKey, string> & MessagePluralForms<ProductImportMessageKey> = {
  'productImport.column.productId': 'ID de producto',
  'productImport.column.version': 'Versión',
  'productImport.column.status': 'Estado',
  'productImport.column.name': 'Nombre',
  'productImport.column.nameEn': 'Nombre (inglés)',
  'productImport.column.nameRu': 'Nombre (ruso)',
  'productImport.column.nameEs': 'Nombre (español)',
  'productImport.column.subtitle': 'Subtítulo',
  'productImport.column.class': 'Categoría',
  'productImport.column.brand': 'Marca',
  'productImport.column.unit': 'Unidad',
  'productImport.column.minOrder': 'Pedido mínimo',
  'productImport.column.marketPrice': 'Precio de lista',
  'productImport.column.code': 'Código de producto',
  'productImport.column.keywords': 'Palabras clave',
  'productImport.column.images': 'Imágenes',
  'productImport.column.skuId': 'ID de variante',
  'productImport.column.skuName': 'Nombre de variante',
  'productImport.column.price': 'Precio',
  'productImport.column.stock': 'Existencias',
  'productImport.column.skuCode': 'Código de variante',
  'productImport.column.weightGrams': 'Peso (g)',
  'productImport.help.productId':
    'Para cambiar un producto que ya tienes (la exportación lo rellena); vacío para uno nuevo',
  'productImport.help.version':
    'Necesaria para cambiar un producto: la versión de la exportación; un producto cambiado después pide exportar de nuevo',
  'productImport.help.status':
    'Lo muestra la exportación, la importación lo ignora (los nuevos son borradores, los demás conservan el suyo)',
  'productImport.help.name':
    'Nombre en chino. Un producto con varias variantes ocupa una fila por variante; sus columnas solo en la primera fila',
  'productImport.help.translation': 'Opcional; vacío muestra el chino',
  'productImport.help.subtitle': 'Opcional',
  'productImport.help.class':
    'La ruta completa de una categoría de tercer nivel separada por >, p. ej. «食品饮料>茶叶>绿茶»; o el ID de la categoría',
  'productImport.help.brand': 'El nombre de la marca; puede quedar vacío',
  'productImport.help.unit': 'P. ej. 件, 箱, 千克',
  'productImport.help.minOrder': 'Por defecto 1',
  'productImport.help.marketPrice': 'El precio tachado; puede quedar vacío',
  'productImport.help.code': 'Letras, cifras y . _ / -',
  'productImport.help.keywords': 'Opcional, para la búsqueda',
  'productImport.help.images':
    'Direcciones o nombres de archivo de imágenes de tu galería, separadas por ; o saltos de línea, la primera la principal; al menos una (súbelas antes a la galería)',
  'productImport.help.skuId':
    'Para cambiar una variante que ya tienes (la exportación lo rellena); vacío para una nueva',
  'productImport.help.skuName':
    'Vacío para un producto sin variantes: precio y existencias son entonces del producto',
  'productImport.help.price': 'Yuanes, hasta dos decimales',
  'productImport.help.stock': 'Hasta cuatro decimales',
  'productImport.help.skuCode': 'Letras, cifras y . _ / -',
  'productImport.help.weightGrams': 'Un número entero, para el envío por peso',
  'productImport.sheet.products': 'Productos',
  'productImport.sheet.help': 'Cómo rellenar',
  'productImport.help.heading.column': 'Columna',
  'productImport.help.heading.required': 'Obligatoria',
  'productImport.help.heading.what': 'Qué escribir',
  'productImport.help.yes': 'Sí',
  'productImport.help.example': 'Ejemplo (un producto con dos variantes, dos filas):',
  'productImport.status.draft': 'Borrador',
  'productImport.status.onSale': 'A la venta',
  'productImport.status.offShelf': 'Retirado',
  'productImport.status.suspended': 'Tienda suspendida',
  'productImport.notXlsx': 'Sube un archivo de Excel en formato .xlsx (descarga antes la plantilla)',
  'productImport.noHeader':
    'La primera fila debe ser la cabecera de la plantilla (como «Nombre», «Precio»); no se reconoció ninguna columna',
  'productImport.hasErrors':
    'El archivo tiene {{count}} errores. Corrígelos y vuelve a subirlo, o elige «Importar solo los productos sin errores»',
  'productImport.hasErrors_one':
    'El archivo tiene {{count}} error. Corrígelo y vuelve a subirlo, o elige «Importar solo los productos sin errores»',
  'productImport.nothingValid': 'El archivo no tiene ningún producto que se pueda importar',
  'productImport.notFound': 'Importación no encontrada',
  'productImport.tooManyRows':
    'Estos productos ocupan {{count}} filas; se pueden exportar como máximo {{max}} a la vez. Filtra por estado y exporta por partes',
  'productImport.row.noProduct':
    'Esta fila no tiene nombre de producto, ni hay encima un producto al que pertenezca',
  'productImport.row.differs':
    'Distinta de la fila {{row}} de este producto (las filas de un producto repiten sus columnas o las dejan vacías)',
  'productImport.row.repeated':
    'El ID de producto {{id}} ya está en la fila {{row}} (las filas de un producto van juntas)',
  'productImport.row.notOwnProduct': 'No es un ID de producto de tu tienda',
  'productImport.row.versionRequired':
    'Cambiar un producto necesita su versión (cambia un archivo exportado)',
  'productImport.row.versionChanged':
    'El producto cambió después de la exportación (ahora es la versión {{version}}); expórtalo de nuevo y cambia ese archivo',
  'productImport.row.classNotFound':
    'Categoría no encontrada: escribe la ruta completa de una categoría de tercer nivel (primera>segunda>tercera) o su ID',
  'productImport.row.classAmbiguous':
    'Varias categorías tienen este nombre: escribe la ruta completa (primera>segunda>tercera)',
  'productImport.row.brandNotFound': 'Marca no encontrada',
  'productImport.row.pictureNotFound': 'Esta imagen no está en tu galería: {{name}}',
  'productImport.row.pictureAmbiguous':
    'Tu galería tiene varias imágenes llamadas {{name}}: escribe su dirección',
  'productImport.row.skuNameRequired':
    'Un producto de varias filas tiene una variante por fila: escribe su nombre',
  'productImport.row.skuIdNotOwn': 'Este ID de variante no es de este producto',
  'productImport.row.skuOnly': 'Un ID o código de variante necesita un nombre de variante',
  'productImport.row.skuRowsNeeded':
    'Este producto tiene variantes: escribe precio y existencias por variante, una fila cada una (necesita la columna «Nombre de variante»)',
  'productImport.row.integer': 'Debe ser un número entero',
  'productImport.failed.server': 'No se pudo guardar; vuelve a importar este producto más tarde',
};

export const productImportMessages = { zh_CN, en_US, ru_RU, es };
