import { Button, Progress } from 'antd';
import './upload-progress.css';

export interface UploadProgressProps {
  /** What is happening, shown above the bar and read as the bar's name ("Uploading photo.png"). */
  label: string;
  /** 0-100: the bytes sent so far. */
  percent: number;
  /** After the last byte: the server still works on the file (the bar stays full and keeps moving). */
  processing?: boolean;
  /** Shown as a cancel button when given. */
  onCancel?(): void;
  cancelText?: string;
}

/** The bar an upload screen shows while its file is sent (antd Progress: role progressbar, aria-valuenow). */
export function UploadProgress({ label, percent, processing, onCancel, cancelText }: UploadProgressProps) {
  return (
    <div className="upload-progress" data-testid="upload-progress">
      <span className="upload-progress__label" aria-live="polite">
        {label}
      </span>
      <Progress
        percent={processing ? 100 : percent}
        status="active"
        size="small"
        aria-label={label}
        className="upload-progress__bar"
      />
      {onCancel && (
        <Button size="small" onClick={onCancel}>
          {cancelText}
        </Button>
      )}
    </div>
  );
}
