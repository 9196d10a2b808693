/**
 * Server messages of the workbench's products (shop-product.contracts.ts), in the four languages; merged into
 * `serverMessages`. `{{name}}` marks a parameter.
 */
const zh_CN = {
  'product.notFound': '商品不存在',
  'product.changed': '这件商品已被其他人修改（版本 {{version}}），请刷新后再编辑',
  'product.classNotLeaf': '请选择三级分类',
  'product.brandNotFound': '品牌不存在',
  'validation.skuNameTwice': '规格名称重复',
  'validation.skuPictureNotOwn': '规格图片须是商品图片之一',
  'product.pictureNotFound': '图片不在您的图库中：{{name}}',
  'product.alreadyOnSale': '商品已在售',
  'product.notOnSale': '商品未上架',
};

export type ProductMessageKey = keyof typeof zh_CN;

const en_US: Record<ProductMessageKey, string> = {
  'product.notFound': 'Product not found',
  'product.changed': 'Someone else changed this product (version {{version}}). Reload it before you edit it',
  'product.classNotLeaf': 'Choose a class of the third level',
  'product.brandNotFound': 'Brand not found',
  'validation.skuNameTwice': 'Two SKUs have this name',
  'validation.skuPictureNotOwn': "A SKU's picture must be one of the product's pictures",
  'product.pictureNotFound': 'This picture is not in your gallery: {{name}}',
  'product.alreadyOnSale': 'The product is on sale already',
  'product.notOnSale': 'The product is not on sale',
};

const ru_RU: Record<ProductMessageKey, string> = {
  'product.notFound': 'Товар не найден',
  'product.changed':
    'Этот товар изменил кто-то другой (версия {{version}}). Обновите страницу, прежде чем редактировать',
  'product.classNotLeaf': 'Выберите категорию третьего уровня',
  'product.brandNotFound': 'Бренд не найден',
  'validation.skuNameTwice': 'Два варианта с одинаковым названием',
  'validation.skuPictureNotOwn': 'Фото варианта должно быть одним из фото товара',
  'product.pictureNotFound': 'Этого изображения нет в вашей галерее: {{name}}',
  'product.alreadyOnSale': 'Товар уже в продаже',
  'product.notOnSale': 'Товар не в продаже',
};

const es: Record<ProductMessageKey, string> = {
  'product.notFound': 'Producto no encontrado',
  'product.changed':
    'Otra persona ha modificado este producto (versión {{version}}). Recárgalo antes de editarlo',
  'product.classNotLeaf': 'Elige una categoría del tercer nivel',
  'product.brandNotFound': 'Marca no encontrada',
  'validation.skuNameTwice': 'Dos variantes tienen el mismo nombre',
  'validation.skuPictureNotOwn': 'La imagen de una variante debe ser una de las imágenes del producto',
  'product.pictureNotFound': 'Esta imagen no está en tu galería: {{name}}',
  'product.alreadyOnSale': 'El producto ya está a la venta',
  'product.notOnSale': 'El producto no está a la venta',
};

export const productMessages = { zh_CN, en_US, ru_RU, es };
