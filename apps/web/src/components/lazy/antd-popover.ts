// antd's Popover by itself, for LazyPopover in ../lazy-antd.tsx.
export { Popover as default } from 'antd';
