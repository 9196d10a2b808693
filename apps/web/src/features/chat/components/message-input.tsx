import { chatLimits } from '@mall/contracts';
import { Button, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface MessageInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Checks (empty, no conversation) happen in the caller, which owns the warnings. */
  onSend: () => void;
  sending: boolean;
  inputRef?: Ref<TextAreaRef>;
  /** Opens the picture gallery; without it there is no picture button. */
  onPicture?: () => void;
  sendingPicture?: boolean;
}

/** The message box (spec §5): Enter sends, Shift+Enter starts a new line. */
export function MessageInput({
  value,
  onChange,
  onSend,
  sending,
  inputRef,
  onPicture,
  sendingPicture,
}: MessageInputProps) {
  const { t } = useTranslation('chat');
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method is composing (Chinese pinyin), Enter picks the candidate instead.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };
  return (
    <div className="chat-input">
      <Input.TextArea
        ref={inputRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={chatLimits.textMax}
        autoSize={{ minRows: 3, maxRows: 6 }}
        variant="borderless"
        placeholder={t('input.placeholder')}
        aria-label={t('input.label')}
        data-testid="chat-input"
      />
      <div className="chat-input__bar">
        <span className="chat-input__tools">
          {onPicture && (
            <Button
              size="small"
              onClick={onPicture}
              loading={sendingPicture}
              data-testid="chat-picture-button"
            >
              {t('input.picture')}
            </Button>
          )}
          <span className="chat-input__hint">
            {value.length > 0 ? `${value.length}/${chatLimits.textMax}` : ''}
          </span>
        </span>
        <Button type="primary" onClick={onSend} loading={sending}>
          {t('input.send')}
        </Button>
      </div>
    </div>
  );
}
