// antd's Result by itself, for LazyResult in ../lazy-antd.tsx.
export { Result as default } from 'antd';
