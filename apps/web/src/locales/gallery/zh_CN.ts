// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
/** Picture gallery (spec screen 9): the picker field and the gallery dialog with folders and files. */
const messages = {
  picker: {
    choose: '选择图片',
    remove: '移除图片 {{index}}',
    picture: '已选图片 {{index}}',
    count_other: '已选 {{count}} / {{limit}} 张',
  },
  attached: {
    title: '已附加的图片',
    hint: '这些图片已附加在正在编辑的内容上，可再次选用，无需重新上传。',
  },
  dialog: {
    title: '图片库',
    confirm: '确定',
    cancel: '取消',
    selected_other: '已选 {{count}} / {{limit}} 张',
    loadFailed: '图片库加载失败',
  },
  /** Units of file sizes. */
  units: { B: 'B', KB: 'KB', MB: 'MB', GB: 'GB' },
  usage: {
    title: '图片空间',
    used: '已用 {{used}} / 共 {{quota}}',
    kept: '其中 {{kept}} 是已删除、但仍用于已发送的聊天消息、头像或入驻申请的图片，不再使用后释放。',
  },
  folders: {
    title: '文件夹',
    add: '新建文件夹',
    addChild: '新建子文件夹',
    rename: '重命名',
    delete: '删除',
    name: '文件夹名称',
    nameRequired: '请输入文件夹名称',
    nameMax: '文件夹名称最多 {{max}} 个字符',
    addTitle: '新建文件夹',
    addChildTitle: '在“{{name}}”下新建文件夹',
    renameTitle: '重命名文件夹',
    deleteTitle: '删除文件夹“{{name}}”？',
    deleteConfirm: '删除后文件夹及其子文件夹中的图片将全部丢失，且无法恢复，是否继续？',
    deleted: '已删除 {{folders}} 个文件夹、{{files}} 张图片',
    saved: '已保存',
    empty: '还没有文件夹，请先新建一个',
    actions: '文件夹“{{name}}”的操作',
  },
  files: {
    search: '按文件名搜索',
    sortLabel: '排序方式',
    orderLabel: '排列顺序',
    sort: {
      createTime: '上传时间',
      fileName: '文件名',
      size: '大小',
    },
    order: {
      asc: '升序',
      desc: '降序',
    },
    upload: '上传图片',
    uploading: '正在上传 {{name}}',
    uploadProgress: '正在上传 {{name}}',
    cancelUpload: '取消上传',
    delete: '删除所选',
    deleteOne: '删除',
    download: '下载',
    deleteTitle: '删除图片',
    deleteKeepsUses:
      '已发送的聊天消息、头像和入驻申请中用到的图片仍会在那里显示，并占用图片空间，直到不再使用。',
    empty: '这个文件夹里还没有图片',
    emptySearch: '没有找到名称包含“{{text}}”的图片',
    total: '共 {{total}} 张',
    dimensions: '{{width}} × {{height}}',
    select: '选择 {{name}}',
    hint: '支持 {{types}}，单张不超过 {{mb}} MB',
  },
  // Texts with a number: each language has its own plural forms (i18next picks by count).
  counts: {
    overLimit_other: '最多只能选择 {{count}} 张图片',
    uploaded_other: '已上传 {{count}} 张图片',
    filesDeleted_other: '已删除 {{count}} 张图片',
    deleteFiles_other: '确定删除这 {{count}} 张图片吗？删除后无法恢复。',
  } as Record<string, string>,
  upload: {
    folderFirst: '请先设置文件夹',
    typeInvalid: '“{{name}}”不是允许的图片类型（仅支持 {{types}}）',
    tooLarge: '“{{name}}”超过 {{mb}} MB',
    readFailed: '无法读取文件“{{name}}”',
  },
  download: {
    failed: '下载文件失败',
    network: '网络异常，请重试',
  },
};

export type Messages = typeof messages;
export default messages;
