// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { Pack } from '../../pack';
import type { AreaMessages } from './zh_CN';

const texts: Pack<AreaMessages> = {
  productImport: {
    title: 'Importar y exportar productos',
    intro:
      'Crea o cambia muchos productos a la vez en Excel: descarga la plantilla o exporta tus productos, rellénala y súbela. Primero se revisa cada fila; no se guarda nada hasta que lo confirmes.',
    entry: 'Importar / Exportar',
    exportButton: 'Exportar a Excel',
    exporting: 'Exportando…',
    exportFailed: 'No se pudo exportar: {{reason}}',
    exported: 'Exportado {{name}}',
    exportTitle: 'Exportar productos',
    exportHelp:
      'Una fila por variante, con las columnas del producto repetidas en cada fila. Cambia precios, existencias, etc. y súbela para cambiarlos todos a la vez.',
    exportStatus: 'Productos que exportar',
    allProducts: 'Todos los productos',
    templateTitle: 'Descargar la plantilla',
    templateHelp:
      'La segunda hoja de la plantilla explica cada columna con un ejemplo. Un producto con varias variantes ocupa una fila por variante; en imágenes escribe los nombres de archivo o direcciones de imágenes de tu galería (súbelas antes allí).',
    templateButton: 'Descargar la plantilla de importación',
    uploadTitle: 'Subir el archivo',
    uploadLabel: 'Elige el archivo .xlsx que importar',
    drag: 'Haz clic para elegir o suelta aquí el archivo .xlsx rellenado',
    limits: 'Como máximo {{mb}} MB y {{rows}} filas (una por variante)',
    uploading: 'Subiendo y revisando: {{percent}} %',
    checking: 'Revisando cada fila…',
    chooseAgain: 'Elegir otro archivo',
    previewTitle: 'Resultado de la revisión',
    file: 'Archivo',
    rows: 'Filas',
    products: 'Productos',
    toCreate: 'Se crearán (borradores)',
    toUpdate: 'Se cambiarán',
    unchanged: 'Sin cambios',
    invalid: 'Productos con errores',
    allGood: 'Todas las filas están bien: lista para importar',
    hasErrors:
      'Errores encontrados: {{count}}. Corrige el archivo y vuelve a subirlo, o importa solo los productos sin errores.',
    listedErrors: 'La tabla muestra los primeros {{shown}} errores',
    row: 'Fila',
    column: 'Columna',
    reason: 'Motivo',
    nothingToDo: 'Los productos del archivo son iguales a los de tu tienda: no hay nada que importar',
    committedBefore: 'Este archivo ya se importó; así fue aquella importación',
    commit: 'Importar',
    commitValid: 'Importar solo los productos sin errores ({{count}})',
    progressTitle: 'Progreso de la importación',
    waiting: 'En la cola…',
    running: 'Importando: {{done}} de {{total}}',
    done: 'Importación terminada',
    stopped:
      'La importación se detuvo; los productos guardados se conservan. Sube el mismo archivo otra vez para seguir desde donde paró.',
    created: 'Creados',
    updated: 'Cambiados',
    failed: 'No importados',
    failures: 'Productos no importados',
    product: 'Producto',
    viewProducts: 'Ver los productos',
    another: 'Importar otro archivo',
  },
};
export default texts;
