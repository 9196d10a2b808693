// antd's Pagination by itself, for the pager in ../listing/pager.tsx.
export { Pagination as default } from 'antd';
