// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
import type { DeepStrings } from '../locale-utils';
import type { Messages } from './zh_CN';

const messages: DeepStrings<Messages> = {
  picker: {
    choose: 'Choose pictures',
    remove: 'Remove picture {{index}}',
    picture: 'Chosen picture {{index}}',
    count_one: '{{count}} of {{limit}} chosen',
    count_other: '{{count}} of {{limit}} chosen',
  },
  attached: {
    title: 'Already attached',
    hint: 'These pictures are attached to what you are editing: choose one again without uploading it.',
  },
  dialog: {
    title: 'Picture gallery',
    confirm: 'OK',
    cancel: 'Cancel',
    selected_one: '{{count}} of {{limit}} chosen',
    selected_other: '{{count}} of {{limit}} chosen',
    loadFailed: 'The gallery could not be loaded',
  },
  /** Units of file sizes. */
  units: { B: 'B', KB: 'KB', MB: 'MB', GB: 'GB' },
  usage: {
    title: 'Picture space',
    used: '{{used}} of {{quota}} used',
    kept: '{{kept}} of it are deleted pictures still shown in sent chat messages, your avatar or your merchant application; that space frees up once they are no longer used.',
  },
  folders: {
    title: 'Folders',
    add: 'New folder',
    addChild: 'New sub-folder',
    rename: 'Rename',
    delete: 'Delete',
    name: 'Folder name',
    nameRequired: 'Please enter the folder name',
    nameMax: 'The folder name may have at most {{max}} characters',
    addTitle: 'New folder',
    addChildTitle: 'New folder in "{{name}}"',
    renameTitle: 'Rename folder',
    deleteTitle: 'Delete the folder "{{name}}"?',
    deleteConfirm:
      'All pictures in this folder and its sub-folders will be lost and cannot be restored. Continue?',
    deleted: 'Deleted: folders {{folders}}, pictures {{files}}',
    saved: 'Saved',
    empty: 'No folders yet: create one first',
    actions: 'Actions for the folder "{{name}}"',
  },
  files: {
    search: 'Search by file name',
    sortLabel: 'Sort by',
    orderLabel: 'Order',
    sort: {
      createTime: 'Upload time',
      fileName: 'File name',
      size: 'Size',
    },
    order: {
      asc: 'Ascending',
      desc: 'Descending',
    },
    upload: 'Upload pictures',
    uploading: 'Uploading {{name}}',
    uploadProgress: 'Uploading {{name}}',
    cancelUpload: 'Cancel upload',
    delete: 'Delete chosen',
    deleteOne: 'Delete',
    download: 'Download',
    deleteTitle: 'Delete pictures',
    deleteKeepsUses:
      'A picture used in a sent chat message, your avatar or your merchant application stays there, and keeps its space, until it is no longer used.',
    empty: 'No pictures in this folder yet',
    emptySearch: 'No picture whose name contains "{{text}}"',
    total: '{{total}} in all',
    dimensions: '{{width}} × {{height}}',
    select: 'Choose {{name}}',
    hint: '{{types}}, at most {{mb}} MB each',
  },
  counts: {
    overLimit_one: 'At most {{count}} picture may be chosen',
    overLimit_other: 'At most {{count}} pictures may be chosen',
    uploaded_one: '{{count}} picture uploaded',
    uploaded_other: '{{count}} pictures uploaded',
    filesDeleted_one: '{{count}} picture deleted',
    filesDeleted_other: '{{count}} pictures deleted',
    deleteFiles_one: 'Delete this picture? This cannot be undone.',
    deleteFiles_other: 'Delete these {{count}} pictures? This cannot be undone.',
  },
  upload: {
    folderFirst: 'Please set up a folder first',
    typeInvalid: '"{{name}}" is not an allowed picture type (only {{types}})',
    tooLarge: '"{{name}}" is larger than {{mb}} MB',
    readFailed: 'The file "{{name}}" could not be read',
  },
  download: {
    failed: 'Download file failed',
    network: 'Network error, please retry',
  },
};

export default messages;
