import type { MessagePluralForms } from './plural-forms';

/**
 * Server messages of the platform console's catalogue (catalogue-edit.contracts.ts), in the four languages;
 * merged into `serverMessages`. `{{name}}` marks a parameter.
 */
const zh_CN = {
  'catalogue.classNotFound': '分类不存在',
  'catalogue.parentNotFound': '上级分类不存在',
  'catalogue.underLeaf': '三级分类下不能再添加分类',
  'catalogue.classNameTaken': '同一上级下已有名为“{{name}}”的分类',
  'catalogue.moveTop': '一级分类不能移动到其他分类下',
  'catalogue.moveLevel': '只能移动到{{level}}级分类下',
  'catalogue.moveUnderItself': '不能移动到自身或自身的下级分类下',
  'catalogue.moveSameParent': '分类已在这个上级分类下',
  'catalogue.classHasChildren': '请先删除或移走它的 {{count}} 个下级分类',
  'catalogue.classHasProducts': '分类下还有 {{count}} 件商品，不能删除',
  'catalogue.pictureNotFound': '图片不在您的图库中：{{name}}',
  'catalogue.brandNotFound': '品牌不存在',
  'catalogue.brandNameTaken': '已有名为“{{name}}”的品牌',
  'catalogue.brandInUse': '还有 {{count}} 件商品使用这个品牌，不能删除',
  'catalogue.unitNotFound': '计量单位不存在',
  'catalogue.unitTaken': '已有计量单位“{{name}}”',
  'catalogue.unitNameFixed': '计量单位的中文名称保存在商品上，不能修改；请新增一个单位并停用旧的',
  'validation.taxCode': '税收分类编码为 19 位数字',
  'validation.moveSeparately': '请用“移动到”更换上级分类',
};

export type CatalogueMessageKey = keyof typeof zh_CN;
type Texts = Record<CatalogueMessageKey, string> & MessagePluralForms<CatalogueMessageKey>;

const en_US: Texts = {
  'catalogue.classNotFound': 'The class does not exist',
  'catalogue.parentNotFound': 'The parent class does not exist',
  'catalogue.underLeaf': 'A class of the third level cannot have subclasses',
  'catalogue.classNameTaken': 'Its parent already has a class named “{{name}}”',
  'catalogue.moveTop': 'A top class cannot be moved under another class',
  'catalogue.moveLevel': 'It can only be moved under a class of level {{level}}',
  'catalogue.moveUnderItself': 'A class cannot be moved under itself or one of its subclasses',
  'catalogue.moveSameParent': 'The class is under this parent already',
  'catalogue.classHasChildren': 'Delete or move its {{count}} subclasses first',
  'catalogue.classHasChildren_one': 'Delete or move its {{count}} subclass first',
  'catalogue.classHasProducts': 'The class still holds {{count}} products and cannot be deleted',
  'catalogue.classHasProducts_one': 'The class still holds {{count}} product and cannot be deleted',
  'catalogue.pictureNotFound': 'This picture is not in your gallery: {{name}}',
  'catalogue.brandNotFound': 'The brand does not exist',
  'catalogue.brandNameTaken': 'A brand named “{{name}}” exists already',
  'catalogue.brandInUse': '{{count}} products use this brand; it cannot be deleted',
  'catalogue.brandInUse_one': '{{count}} product uses this brand; it cannot be deleted',
  'catalogue.unitNotFound': 'The unit does not exist',
  'catalogue.unitTaken': 'The unit “{{name}}” exists already',
  'catalogue.unitNameFixed':
    "Products keep a unit's Chinese name, so it cannot change; add a new unit and disable the old one",
  'validation.taxCode': 'A tax classification code has 19 digits',
  'validation.moveSeparately': 'Use “Move to” to change the parent class',
};

const ru_RU: Texts = {
  'catalogue.classNotFound': 'Категория не найдена',
  'catalogue.parentNotFound': 'Родительская категория не найдена',
  'catalogue.underLeaf': 'В категории третьего уровня не может быть подкатегорий',
  'catalogue.classNameTaken': 'У этого родителя уже есть категория «{{name}}»',
  'catalogue.moveTop': 'Категорию верхнего уровня нельзя переместить в другую категорию',
  'catalogue.moveLevel': 'Её можно переместить только в категорию уровня {{level}}',
  'catalogue.moveUnderItself': 'Нельзя переместить категорию в неё саму или в её подкатегорию',
  'catalogue.moveSameParent': 'Категория уже находится в этой родительской категории',
  'catalogue.classHasChildren': 'Сначала удалите или перенесите её подкатегории ({{count}})',
  'catalogue.classHasProducts': 'В категории ещё есть товары ({{count}}), её нельзя удалить',
  'catalogue.pictureNotFound': 'Этого изображения нет в вашей галерее: {{name}}',
  'catalogue.brandNotFound': 'Бренд не найден',
  'catalogue.brandNameTaken': 'Бренд «{{name}}» уже есть',
  'catalogue.brandInUse': 'Этот бренд используют товары ({{count}}), его нельзя удалить',
  'catalogue.unitNotFound': 'Единица измерения не найдена',
  'catalogue.unitTaken': 'Единица «{{name}}» уже есть',
  'catalogue.unitNameFixed':
    'Товары хранят китайское название единицы, поэтому его нельзя изменить; добавьте новую единицу и отключите старую',
  'validation.taxCode': 'Код налоговой классификации состоит из 19 цифр',
  'validation.moveSeparately': 'Чтобы сменить родительскую категорию, используйте «Переместить»',
};

const es: Texts = {
  'catalogue.classNotFound': 'La categoría no existe',
  'catalogue.parentNotFound': 'La categoría superior no existe',
  'catalogue.underLeaf': 'Una categoría del tercer nivel no puede tener subcategorías',
  'catalogue.classNameTaken': 'La categoría superior ya tiene una categoría llamada «{{name}}»',
  'catalogue.moveTop': 'Una categoría principal no se puede mover dentro de otra categoría',
  'catalogue.moveLevel': 'Solo se puede mover bajo una categoría del nivel {{level}}',
  'catalogue.moveUnderItself':
    'Una categoría no se puede mover bajo sí misma ni bajo una de sus subcategorías',
  'catalogue.moveSameParent': 'La categoría ya está bajo esta categoría superior',
  'catalogue.classHasChildren': 'Primero elimina o mueve sus {{count}} subcategorías',
  'catalogue.classHasChildren_one': 'Primero elimina o mueve su {{count}} subcategoría',
  'catalogue.classHasProducts': 'La categoría aún tiene {{count}} productos y no se puede eliminar',
  'catalogue.classHasProducts_one': 'La categoría aún tiene {{count}} producto y no se puede eliminar',
  'catalogue.pictureNotFound': 'Esta imagen no está en tu galería: {{name}}',
  'catalogue.brandNotFound': 'La marca no existe',
  'catalogue.brandNameTaken': 'Ya existe una marca llamada «{{name}}»',
  'catalogue.brandInUse': '{{count}} productos usan esta marca; no se puede eliminar',
  'catalogue.brandInUse_one': '{{count}} producto usa esta marca; no se puede eliminar',
  'catalogue.unitNotFound': 'La unidad no existe',
  'catalogue.unitTaken': 'La unidad «{{name}}» ya existe',
  'catalogue.unitNameFixed':
    'Los productos guardan el nombre chino de la unidad, así que no puede cambiar; añade una unidad nueva y desactiva la anterior',
  'validation.taxCode': 'Un código de clasificación fiscal tiene 19 dígitos',
  'validation.moveSeparately': 'Usa «Mover a» para cambiar la categoría superior',
};

export const catalogueMessages = { zh_CN, en_US, ru_RU, es };
