// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { DeepStrings } from '../locale-utils';
import type { Messages } from './zh_CN';

const messages: DeepStrings<Messages> = {
  picker: {
    choose: 'Выбрать изображения',
    remove: 'Убрать изображение {{index}}',
    picture: 'Выбранное изображение {{index}}',
    count: 'Выбрано {{count}} из {{limit}}',
  },
  attached: {
    title: 'Уже прикреплённые',
    hint: 'Эти изображения прикреплены к редактируемому объекту: выберите снова без повторной загрузки.',
  },
  dialog: {
    title: 'Галерея изображений',
    confirm: 'ОК',
    cancel: 'Отмена',
    selected: 'Выбрано {{count}} из {{limit}}',
    loadFailed: 'Не удалось загрузить галерею',
    retry: 'Повторить',
  },
  /** Units of file sizes. */
  units: { B: 'Б', KB: 'КБ', MB: 'МБ', GB: 'ГБ' },
  usage: {
    title: 'Место для изображений',
    used: 'Занято {{used}} из {{quota}}',
    kept: 'Из них {{kept}} — удалённые изображения, которые ещё показываются в отправленных сообщениях чата, на аватаре или в заявке продавца; это место освободится, когда они перестанут использоваться.',
  },
  folders: {
    title: 'Папки',
    add: 'Новая папка',
    addChild: 'Новая подпапка',
    rename: 'Переименовать',
    delete: 'Удалить',
    name: 'Название папки',
    nameRequired: 'Введите название папки',
    nameMax: 'Название папки — не более {{max}} символов',
    addTitle: 'Новая папка',
    addChildTitle: 'Новая папка в «{{name}}»',
    renameTitle: 'Переименовать папку',
    deleteTitle: 'Удалить папку «{{name}}»?',
    deleteConfirm:
      'Все изображения в этой папке и её подпапках будут потеряны без возможности восстановления. Продолжить?',
    deleted: 'Удалено папок: {{folders}}, изображений: {{files}}',
    saved: 'Сохранено',
    empty: 'Папок пока нет: сначала создайте папку',
    actions: 'Действия с папкой «{{name}}»',
  },
  files: {
    search: 'Поиск по имени файла',
    sortLabel: 'Сортировка',
    orderLabel: 'Порядок',
    sort: {
      createTime: 'Время загрузки',
      fileName: 'Имя файла',
      size: 'Размер',
    },
    order: {
      asc: 'По возрастанию',
      desc: 'По убыванию',
    },
    upload: 'Загрузить изображения',
    uploading: 'Загрузка {{name}}',
    uploadProgress: 'Загрузка {{name}}',
    cancelUpload: 'Отменить загрузку',
    delete: 'Удалить выбранные',
    deleteOne: 'Удалить',
    download: 'Скачать',
    deleteTitle: 'Удаление изображений',
    deleteKeepsUses:
      'Изображение из отправленного сообщения чата, аватара или заявки продавца останется там и будет занимать место, пока используется.',
    empty: 'В этой папке пока нет изображений',
    emptySearch: 'Нет изображений, в имени которых есть «{{text}}»',
    total: 'Всего: {{total}}',
    dimensions: '{{width}} × {{height}}',
    select: 'Выбрать {{name}}',
    hint: '{{types}}, не более {{mb}} МБ каждый',
  },
  counts: {
    overLimit_one: 'Можно выбрать не более {{count}} изображения',
    overLimit_few: 'Можно выбрать не более {{count}} изображений',
    overLimit_many: 'Можно выбрать не более {{count}} изображений',
    overLimit_other: 'Можно выбрать не более {{count}} изображения',
    uploaded_one: 'Загружено {{count}} изображение',
    uploaded_few: 'Загружено {{count}} изображения',
    uploaded_many: 'Загружено {{count}} изображений',
    uploaded_other: 'Загружено {{count}} изображения',
    filesDeleted_one: 'Удалено {{count}} изображение',
    filesDeleted_few: 'Удалено {{count}} изображения',
    filesDeleted_many: 'Удалено {{count}} изображений',
    filesDeleted_other: 'Удалено {{count}} изображения',
    deleteFiles_one: 'Удалить это изображение? Отменить это действие нельзя.',
    deleteFiles_few: 'Удалить эти {{count}} изображения? Отменить это действие нельзя.',
    deleteFiles_many: 'Удалить эти {{count}} изображений? Отменить это действие нельзя.',
    deleteFiles_other: 'Удалить эти {{count}} изображения? Отменить это действие нельзя.',
  },
  upload: {
    folderFirst: 'Сначала создайте папку',
    typeInvalid: '«{{name}}» — недопустимый тип изображения (только {{types}})',
    tooLarge: '«{{name}}» больше {{mb}} МБ',
    readFailed: 'Не удалось прочитать файл «{{name}}»',
  },
  download: {
    failed: 'Не удалось скачать файл',
    network: 'Ошибка сети, повторите попытку',
  },
};

export default messages;
