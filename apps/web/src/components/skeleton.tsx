import type { CSSProperties, ReactNode } from 'react';
import './skeleton.css';

// Loading placeholders in plain markup and CSS, in place of antd's Skeleton: the first view of every page
// shows one, and antd's (its component, its style generator and the tokens it reads) cost some 3 KB of
// script before anything shows. It renders antd's markup and class names, so rules written for antd's
// skeleton (pages' CSS, tests waiting for `.ant-skeleton` to go) apply unchanged; skeleton.css draws it.
// Unlike antd's it is hidden from assistive technology (an empty heading and list say nothing).

type Width = number | string;

export interface SkeletonProps {
  /** The shimmer. */
  active?: boolean;
  /** A heading bar (on by default). */
  title?: boolean | { width?: Width };
  /** Text rows (3 by default, 2 next to an avatar). */
  paragraph?: boolean | { rows?: number; width?: Width | Width[] };
  /** A round (or square) block beside the text. */
  avatar?: boolean | { shape?: 'circle' | 'square'; size?: number | 'large' | 'small' | 'default' };
  className?: string;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
const options = <T extends object>(value: boolean | T | undefined): Partial<T> =>
  typeof value === 'object' ? value : {};

/** antd's Skeleton: its defaults (widths, rows, avatar shape) as antd sets them. */
export function Skeleton({
  active,
  title = true,
  paragraph = true,
  avatar = false,
  className,
}: SkeletonProps) {
  const hasAvatar = !!avatar;
  const hasTitle = !!title;
  const hasParagraph = !!paragraph;

  let header: ReactNode = null;
  if (hasAvatar) {
    const { shape = hasTitle && !hasParagraph ? 'square' : 'circle', size = 'large' } = options(avatar);
    const sizeStyle: CSSProperties | undefined =
      typeof size === 'number' ? { width: size, height: size, lineHeight: `${size}px` } : undefined;
    header = (
      <div className="ant-skeleton-header">
        <span
          className={classes(
            'ant-skeleton-avatar',
            size === 'large' && 'ant-skeleton-avatar-lg',
            size === 'small' && 'ant-skeleton-avatar-sm',
            `ant-skeleton-avatar-${shape}`,
          )}
          style={sizeStyle}
        />
      </div>
    );
  }

  let section: ReactNode = null;
  if (hasTitle || hasParagraph) {
    const titleWidth = options(title).width ?? (hasParagraph ? (hasAvatar ? '50%' : '38%') : undefined);
    const { rows = !hasAvatar && hasTitle ? 3 : 2, width = !hasAvatar || !hasTitle ? '61%' : undefined } =
      options(paragraph);
    const rowWidth = (index: number) =>
      Array.isArray(width) ? width[index] : index === rows - 1 ? width : undefined;
    section = (
      <div className="ant-skeleton-section">
        {hasTitle && <div className="ant-skeleton-title" style={{ width: titleWidth }} />}
        {hasParagraph && (
          <ul className="ant-skeleton-paragraph">
            {Array.from({ length: rows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical rows
              <li key={index} style={{ width: rowWidth(index) }} />
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <div
      className={classes(
        'ant-skeleton',
        hasAvatar && 'ant-skeleton-with-avatar',
        active && 'ant-skeleton-active',
        className,
      )}
      aria-hidden="true"
    >
      {header}
      {section}
    </div>
  );
}

interface ElementProps {
  active?: boolean;
  className?: string;
  /** The block's own style (its size). */
  style?: CSSProperties;
  children?: ReactNode;
}

/** antd's Skeleton.Node: a block of the given size, with optional content. */
function SkeletonNode({
  active,
  className,
  style,
  children,
  inner = 'ant-skeleton-node',
}: ElementProps & { inner?: string }) {
  return (
    <div
      className={classes('ant-skeleton', 'ant-skeleton-element', active && 'ant-skeleton-active', className)}
    >
      <div className={inner} style={style}>
        {children}
      </div>
    </div>
  );
}

/** antd's Skeleton.Image: a block with a picture outline. */
function SkeletonImage(props: Omit<ElementProps, 'children'>) {
  return (
    <SkeletonNode {...props} inner="ant-skeleton-image">
      <svg viewBox="0 0 1098 1024" className="ant-skeleton-image-svg" aria-hidden="true" focusable="false">
        <path
          className="ant-skeleton-image-path"
          d="M365.7 329.1q0 45.8-32 77.7t-77.7 32-77.7-32-32-77.7 32-77.6 77.7-32 77.7 32 32 77.6M951 548.6v256H146.3V694.9L329 512l91.5 91.4L713 311zm54.8-402.3H91.4q-7.4 0-12.8 5.4T73 164.6v694.8q0 7.5 5.5 12.9t12.8 5.4h914.3q7.5 0 12.9-5.4t5.4-12.9V164.6q0-7.5-5.4-12.9t-12.9-5.4m91.4 18.3v694.8q0 37.8-26.8 64.6t-64.6 26.9H91.4q-37.7 0-64.6-26.9T0 859.4V164.6q0-37.8 26.8-64.6T91.4 73h914.3q37.8 0 64.6 26.9t26.8 64.6"
        />
      </svg>
    </SkeletonNode>
  );
}

Skeleton.Node = SkeletonNode;
Skeleton.Image = SkeletonImage;
