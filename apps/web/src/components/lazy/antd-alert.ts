// antd's Alert by itself, for LazyAlert in ../lazy-antd.tsx.
export { Alert as default } from 'antd';
