import { useState } from 'react';
import { initialOf } from '../utils/chat-view';

/** A round avatar: the picture, or the name's first character when there is none or it fails. */
export function ChatAvatar({ src, name, size = 36 }: { src?: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (!src || failed) {
    return (
      <span className="chat-avatar chat-avatar--text" style={style} aria-hidden="true">
        {initialOf(name)}
      </span>
    );
  }
  return (
    <img
      className="chat-avatar"
      style={style}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
