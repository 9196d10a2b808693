/**
 * Server messages of shops in the consoles (shop-admin.contracts.ts): the platform's suspension and the
 * merchant's shop settings, in the four languages; merged into `serverMessages`. `{{name}}` marks a parameter.
 */
const zh_CN = {
  'shop.notFound': '店铺不存在',
  'shop.alreadySuspended': '该店铺已处于暂停营业状态',
  'shop.notSuspended': '该店铺正在营业，无需恢复',
  'shop.suspended': '店铺已被平台暂停营业（{{reason}}），暂不能上架或下架商品',
  'shop.restoring': '店铺刚恢复营业，商品正在重新上架，请稍后再试',
  'shop.classNotTop': '请选择一级分类作为主营类目',
  'shop.pictureNotFound': '图片不在您的图库中：{{name}}',
  'shop.shopClassNotFound': '店铺分类不存在或已删除，请刷新后重试',
  'validation.shopClassTwice': '店铺分类名称重复',
};

export type ShopAdminMessageKey = keyof typeof zh_CN;

const en_US: Record<ShopAdminMessageKey, string> = {
  'shop.notFound': 'Shop not found',
  'shop.alreadySuspended': 'This shop is suspended already',
  'shop.notSuspended': 'This shop is open: there is nothing to restore',
  'shop.suspended':
    'The platform has suspended your shop ({{reason}}): products cannot be published or taken down meanwhile',
  'shop.restoring':
    'The shop has just reopened and its products are going back on sale. Try again in a moment',
  'shop.classNotTop': 'Choose a top-level class as the main class',
  'shop.pictureNotFound': 'This picture is not in your gallery: {{name}}',
  'shop.shopClassNotFound': 'This shop class does not exist or was deleted. Reload and try again',
  'validation.shopClassTwice': 'Two shop classes have this name',
};

const ru_RU: Record<ShopAdminMessageKey, string> = {
  'shop.notFound': 'Магазин не найден',
  'shop.alreadySuspended': 'Работа этого магазина уже приостановлена',
  'shop.notSuspended': 'Магазин работает: восстанавливать нечего',
  'shop.suspended':
    'Платформа приостановила работу вашего магазина ({{reason}}): пока нельзя выставлять товары и снимать их с продажи',
  'shop.restoring':
    'Магазин только что возобновил работу, товары возвращаются в продажу. Повторите чуть позже',
  'shop.classNotTop': 'Выберите основную категорию первого уровня',
  'shop.pictureNotFound': 'Этого изображения нет в вашей галерее: {{name}}',
  'shop.shopClassNotFound': 'Такой категории магазина нет или она удалена. Обновите страницу и повторите',
  'validation.shopClassTwice': 'Две категории магазина с таким названием',
};

const es: Record<ShopAdminMessageKey, string> = {
  'shop.notFound': 'Tienda no encontrada',
  'shop.alreadySuspended': 'Esta tienda ya está suspendida',
  'shop.notSuspended': 'Esta tienda está abierta: no hay nada que restablecer',
  'shop.suspended':
    'La plataforma ha suspendido tu tienda ({{reason}}): mientras tanto no se pueden publicar ni retirar productos',
  'shop.restoring':
    'La tienda acaba de reabrir y sus productos están volviendo a la venta. Inténtalo de nuevo en un momento',
  'shop.classNotTop': 'Elige una categoría de primer nivel como categoría principal',
  'shop.pictureNotFound': 'Esta imagen no está en tu galería: {{name}}',
  'shop.shopClassNotFound':
    'Esta categoría de la tienda no existe o se eliminó. Recarga e inténtalo de nuevo',
  'validation.shopClassTwice': 'Dos categorías de la tienda tienen este nombre',
};

export const shopAdminMessages = { zh_CN, en_US, ru_RU, es };
