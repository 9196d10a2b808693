// biome-ignore-all lint/style/useFilenamingConvention: pack files are named after the contract's locale codes
const messages = {
  home: {
    title: '资讯中心',
    subtitle: '平台新闻、公告与采购资料，一站了解',
    headlines: '头条资讯',
    bulletins: '平台公告',
    categories: '栏目导航',
    more: '更多',
    moreOf: '更多{{name}}',
  },
  kinds: {
    news: {
      title: '新闻资讯',
      subtitle: '行业动态、产地消息与平台新功能',
      search: '搜索新闻标题',
    },
    bulletin: {
      title: '平台公告',
      subtitle: '规则调整、服务安排与风险提示',
      search: '搜索公告标题',
    },
    resource: {
      title: '资料中心',
      subtitle: '采购指南、操作说明与规则解读',
      search: '搜索资料标题',
    },
    company: {
      title: '企业介绍',
      subtitle: '了解云采商城',
    },
  },
  list: {
    found_other: '共 {{count}} 篇',
    foundFor_other: '“{{key}}”共 {{count}} 篇',
    empty: '暂无内容',
    emptySearch: '没有找到标题包含“{{key}}”的内容',
    views_other: '浏览 {{count}}',
  },
  detail: {
    published: '发布时间：{{date}}',
    views: '浏览次数：{{count}}',
    prev: '上一篇：',
    next: '下一篇：',
    none: '没有了',
    notFound: '文章不存在或已删除',
    backTo: '返回{{name}}',
    neighbours: '相邻文章',
  },
  help: {
    title: '帮助中心',
    menu: '帮助目录',
    choose: '请在左侧选择要查看的帮助文章',
    notFound: '帮助文章不存在或已删除',
    empty: '暂无帮助内容',
    backHome: '返回首页',
  },
  company: {
    nav: '企业介绍目录',
  },
  todo: {
    title: '功能即将上线',
    text: '该页面正在建设中，敬请期待。',
    back: '返回上一页',
    home: '返回首页',
  },
};

export type Messages = typeof messages;
export default messages;
