// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { DeepStrings } from '../locale-utils';
import type { Messages } from './zh_CN';

const messages: DeepStrings<Messages> = {
  picker: {
    choose: 'Elegir imágenes',
    remove: 'Quitar la imagen {{index}}',
    picture: 'Imagen elegida {{index}}',
    count_one: '{{count}} de {{limit}} elegidas',
    count_many: '{{count}} de {{limit}} elegidas',
    count_other: '{{count}} de {{limit}} elegidas',
  },
  attached: {
    title: 'Ya adjuntas',
    hint: 'Estas imágenes están adjuntas a lo que edita: elija una de nuevo sin volver a subirla.',
  },
  dialog: {
    title: 'Galería de imágenes',
    confirm: 'Aceptar',
    cancel: 'Cancelar',
    selected_one: '{{count}} de {{limit}} elegidas',
    selected_many: '{{count}} de {{limit}} elegidas',
    selected_other: '{{count}} de {{limit}} elegidas',
    loadFailed: 'No se pudo cargar la galería',
  },
  /** Units of file sizes. */
  units: { B: 'B', KB: 'KB', MB: 'MB', GB: 'GB' },
  usage: {
    title: 'Espacio para imágenes',
    used: '{{used}} usados de {{quota}}',
    kept: 'De ello, {{kept}} son imágenes eliminadas que aún se muestran en mensajes de chat enviados, en su avatar o en su solicitud de comerciante; ese espacio se libera cuando dejan de usarse.',
  },
  folders: {
    title: 'Carpetas',
    add: 'Nueva carpeta',
    addChild: 'Nueva subcarpeta',
    rename: 'Renombrar',
    delete: 'Eliminar',
    name: 'Nombre de la carpeta',
    nameRequired: 'Introduzca el nombre de la carpeta',
    nameMax: 'El nombre de la carpeta admite como máximo {{max}} caracteres',
    addTitle: 'Nueva carpeta',
    addChildTitle: 'Nueva carpeta en «{{name}}»',
    renameTitle: 'Renombrar carpeta',
    deleteTitle: '¿Eliminar la carpeta «{{name}}»?',
    deleteConfirm:
      'Todas las imágenes de esta carpeta y de sus subcarpetas se perderán y no se podrán recuperar. ¿Continuar?',
    deleted: 'Eliminado: carpetas {{folders}}, imágenes {{files}}',
    saved: 'Guardado',
    empty: 'Aún no hay carpetas: cree una primero',
    actions: 'Acciones de la carpeta «{{name}}»',
  },
  files: {
    search: 'Buscar por nombre de archivo',
    sortLabel: 'Ordenar por',
    orderLabel: 'Orden',
    sort: {
      createTime: 'Fecha de subida',
      fileName: 'Nombre',
      size: 'Tamaño',
    },
    order: {
      asc: 'Ascendente',
      desc: 'Descendente',
    },
    upload: 'Subir imágenes',
    uploading: 'Subiendo {{name}}',
    uploadProgress: 'Subiendo {{name}}',
    cancelUpload: 'Cancelar la subida',
    delete: 'Eliminar elegidas',
    deleteOne: 'Eliminar',
    download: 'Descargar',
    deleteTitle: 'Eliminar imágenes',
    deleteKeepsUses:
      'Una imagen usada en un mensaje de chat enviado, en su avatar o en su solicitud de comerciante sigue allí, y ocupa su espacio, hasta que deja de usarse.',
    empty: 'Esta carpeta aún no tiene imágenes',
    emptySearch: 'Ninguna imagen cuyo nombre contenga «{{text}}»',
    total: '{{total}} en total',
    dimensions: '{{width}} × {{height}}',
    select: 'Elegir {{name}}',
    hint: '{{types}}, como máximo {{mb}} MB cada una',
  },
  counts: {
    overLimit_one: 'Se puede elegir como máximo {{count}} imagen',
    overLimit_many: 'Se pueden elegir como máximo {{count}} de imágenes',
    overLimit_other: 'Se pueden elegir como máximo {{count}} imágenes',
    uploaded_one: 'Se subió {{count}} imagen',
    uploaded_many: 'Se subieron {{count}} de imágenes',
    uploaded_other: 'Se subieron {{count}} imágenes',
    filesDeleted_one: 'Se eliminó {{count}} imagen',
    filesDeleted_many: 'Se eliminaron {{count}} de imágenes',
    filesDeleted_other: 'Se eliminaron {{count}} imágenes',
    deleteFiles_one: '¿Eliminar esta imagen? No se puede deshacer.',
    deleteFiles_many: '¿Eliminar estas {{count}} de imágenes? No se puede deshacer.',
    deleteFiles_other: '¿Eliminar estas {{count}} imágenes? No se puede deshacer.',
  },
  upload: {
    folderFirst: 'Primero cree una carpeta',
    typeInvalid: '«{{name}}» no es un tipo de imagen permitido (solo {{types}})',
    tooLarge: '«{{name}}» supera los {{mb}} MB',
    readFailed: 'No se pudo leer el archivo «{{name}}»',
  },
  download: {
    failed: 'Error al descargar el archivo',
    network: 'Error de red, vuelva a intentarlo',
  },
};

export default messages;
