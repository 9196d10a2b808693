import { Empty, type EmptyProps } from 'antd';

/** antd's Empty with its simple picture (the one the storefront uses), for LazyEmpty in ../lazy-antd.tsx. */
export default function SimpleEmpty(props: EmptyProps) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} {...props} />;
}
