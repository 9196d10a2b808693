/**
 * Server messages of the platform console's config items (config-items.contracts.ts), in the four
 * languages; merged into `serverMessages`. `{{name}}` marks a parameter.
 */
const zh_CN = {
  'configItems.switchMissing': '数据库中没有这个开关',
  'configItems.tabNotFound': '菜单不存在或已删除，请刷新后重试',
  'configItems.tooManyTabs': '菜单最多 {{max}} 个',
  'configItems.tabsChanged': '菜单已被其他人修改，请刷新后重新排序',
  'configItems.discountNotFound': '优惠方式不存在或已删除，请刷新后重试',
  'configItems.siteNotFound': '站点不存在或已删除，请刷新后重试',
  'configItems.lastSite': '至少要保留一个站点',
  'validation.tabPath': '请填写商城内的页面路径，以 / 开头且不含 /mallview，如 /mall/product',
  'validation.tabLightPath': '请填写商城内的页面路径（以 / 开头，不含 ? 和 #），或留空',
  'validation.httpLink': '请填写以 http:// 或 https:// 开头的网址',
  'validation.lightKey': '以英文字母开头，只能包含字母、数字、_ 和 -',
};

export type ConfigItemsMessageKey = keyof typeof zh_CN;

const en_US: Record<ConfigItemsMessageKey, string> = {
  'configItems.switchMissing': 'This switch is not in the database',
  'configItems.tabNotFound': 'This menu tab does not exist or was deleted. Reload and try again',
  'configItems.tooManyTabs': 'At most {{max}} menu tabs',
  'configItems.tabsChanged': 'Someone else changed the menu tabs. Reload and order them again',
  'configItems.discountNotFound': 'This discount method does not exist or was deleted. Reload and try again',
  'configItems.siteNotFound': 'This site does not exist or was deleted. Reload and try again',
  'configItems.lastSite': 'At least one site must stay',
  'validation.tabPath':
    'Enter a page of the mall starting with / and without /mallview, such as /mall/product',
  'validation.tabLightPath': 'Enter a page of the mall (starting with /, without ? or #), or leave it empty',
  'validation.httpLink': 'Enter an address starting with http:// or https://',
  'validation.lightKey': 'Starts with a letter; letters, digits, _ and - only',
};

const ru_RU: Record<ConfigItemsMessageKey, string> = {
  'configItems.switchMissing': 'Этого переключателя нет в базе данных',
  'configItems.tabNotFound': 'Этой вкладки меню нет или она удалена. Обновите страницу и повторите',
  'configItems.tooManyTabs': 'Не больше {{max}} вкладок меню',
  'configItems.tabsChanged': 'Вкладки меню изменил кто-то другой. Обновите страницу и расставьте их снова',
  'configItems.discountNotFound': 'Этого способа скидки нет или он удалён. Обновите страницу и повторите',
  'configItems.siteNotFound': 'Этого сайта нет или он удалён. Обновите страницу и повторите',
  'configItems.lastSite': 'Должен остаться хотя бы один сайт',
  'validation.tabPath': 'Укажите страницу магазина, начиная с / и без /mallview, например /mall/product',
  'validation.tabLightPath': 'Укажите страницу магазина (начиная с /, без ? и #) или оставьте поле пустым',
  'validation.httpLink': 'Укажите адрес, начинающийся с http:// или https://',
  'validation.lightKey': 'Начинается с латинской буквы; только буквы, цифры, _ и -',
};

const es: Record<ConfigItemsMessageKey, string> = {
  'configItems.switchMissing': 'Este interruptor no está en la base de datos',
  'configItems.tabNotFound': 'Esta pestaña del menú no existe o se eliminó. Recarga e inténtalo de nuevo',
  'configItems.tooManyTabs': 'Como máximo {{max}} pestañas de menú',
  'configItems.tabsChanged': 'Otra persona cambió las pestañas del menú. Recarga y vuelve a ordenarlas',
  'configItems.discountNotFound':
    'Este método de descuento no existe o se eliminó. Recarga e inténtalo de nuevo',
  'configItems.siteNotFound': 'Este sitio no existe o se eliminó. Recarga e inténtalo de nuevo',
  'configItems.lastSite': 'Debe quedar al menos un sitio',
  'validation.tabPath':
    'Indica una página de la tienda que empiece por / y sin /mallview, como /mall/product',
  'validation.tabLightPath': 'Indica una página de la tienda (que empiece por /, sin ? ni #) o déjalo vacío',
  'validation.httpLink': 'Indica una dirección que empiece por http:// o https://',
  'validation.lightKey': 'Empieza por una letra; solo letras, dígitos, _ y -',
};

export const configItemsMessages = { zh_CN, en_US, ru_RU, es };
