import { galleryLimits } from '@mall/contracts';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface FolderNameDialogProps {
  open: boolean;
  title: string;
  /** The name to start from (rename); empty for a new folder. */
  initialName: string;
  saving: boolean;
  onCancel(): void;
  onSave(name: string): void;
}

/** Asks for a folder name: required (the message asks for the name) and at most 30 characters (spec §5). */
export function FolderNameDialog({
  open,
  title,
  initialName,
  saving,
  onCancel,
  onSave,
}: FolderNameDialogProps) {
  const { t } = useTranslation('gallery');
  const [form] = Form.useForm<{ name: string }>();

  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName });
  }, [open, initialName, form]);

  return (
    <Modal
      open={open}
      title={title}
      okText={t('dialog.confirm')}
      cancelText={t('dialog.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      width={420}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => onSave(values.name.trim())}
        className="gallery-folder-form"
      >
        <Form.Item
          name="name"
          label={t('folders.name')}
          rules={[
            { required: true, whitespace: true, message: t('folders.nameRequired') },
            {
              max: galleryLimits.folderNameMax,
              message: t('folders.nameMax', { max: galleryLimits.folderNameMax }),
            },
          ]}
        >
          <Input autoFocus maxLength={galleryLimits.folderNameMax} showCount autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
