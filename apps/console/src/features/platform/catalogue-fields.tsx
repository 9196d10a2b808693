import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { type CatalogueTexts, galleryEndpoints, type Locale, locales } from '@mall/contracts';
import { App, Button, Col, Flex, Form, Input, Progress, Row, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call, errorText, isApiError } from '../../lib/api';
import { contractRule, optionalContractRule } from '../../lib/contract-rules';
import { uploadFile } from '../../lib/upload';
import { GalleryPicker, thumbOf } from '../merchant/product-pictures';

/** A text in the four languages as a form holds it ('' or absent: the Chinese is shown). */
export type FormTexts = Partial<Record<Locale, string>>;

/** The four languages' texts of a stored one, for a form's initial values. */
export const formTexts = (texts: CatalogueTexts): FormTexts => ({ ...texts });

/** What a request sends of a form's texts: the Chinese, and the translations (each '' when none). */
export function inputTexts(texts: FormTexts | undefined): { zh_CN: string } & FormTexts {
  return {
    zh_CN: texts?.zh_CN ?? '',
    en_US: texts?.en_US ?? '',
    ru_RU: texts?.ru_RU ?? '',
    es: texts?.es ?? '',
  };
}

/**
 * One text in the four languages: a field per language, Chinese first (checked by `chinese`, required or
 * not), the translations by `translated` and empty allowed. Two columns from a tablet's width on.
 */
export function LocaleFields({
  name,
  label,
  chinese,
  translated,
  maxLength,
  multiline,
  disabledChinese,
  help,
}: {
  name: string;
  label: string;
  chinese: z.ZodType;
  translated: z.ZodType;
  maxLength: number;
  multiline?: boolean;
  disabledChinese?: boolean;
  help?: string;
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={12}>
      {locales.map((locale) => {
        const zh = locale === 'zh_CN';
        const field = multiline ? (
          <Input.TextArea
            rows={3}
            maxLength={maxLength}
            placeholder={zh ? undefined : t('catalogue.sameAsChinese')}
          />
        ) : (
          <Input
            maxLength={maxLength}
            disabled={zh && disabledChinese}
            placeholder={zh ? undefined : t('catalogue.sameAsChinese')}
          />
        );
        return (
          <Col key={locale} xs={24} md={12}>
            <Form.Item
              name={[name, locale]}
              label={`${label}（${t(`catalogue.languages.${locale}`)}）`}
              rules={[zh ? contractRule(chinese) : optionalContractRule(translated)]}
              extra={zh ? help : undefined}
            >
              {field}
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}

/** Folder names the catalogue files uploads under, in any language it was first made in. */
const folderNames = ['类目图片', 'Catalogue pictures', 'Изображения каталога', 'Imágenes del catálogo'];

async function catalogueFolder(name: string): Promise<number> {
  const folders = await call(galleryEndpoints.folders);
  const found = folders.find((f) => folderNames.includes(f.name));
  if (found) return found.id;
  return (await call(galleryEndpoints.addFolder, { body: { name, pid: 0 } })).id;
}

/**
 * One picture (a class's icon, a brand's logo) as a form control: the current one, chosen from the
 * caller's gallery or uploaded into it with progress, or removed (''). Every action is a button.
 */
export function PictureField({
  value = '',
  onChange,
  id,
}: {
  value?: string;
  onChange?: (url: string) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [picking, setPicking] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = async (file: File) => {
    setPercent(0);
    try {
      const folderId = await catalogueFolder(t('catalogue.picture.folder'));
      const done = await uploadFile(galleryEndpoints.upload, { folderId }, file, setPercent);
      onChange?.(done.fileUrl);
    } catch (error) {
      const reason = errorText(error, t('app.networkError'));
      void message.error(t('catalogue.picture.uploadFailed', { reason }));
    } finally {
      setPercent(null);
    }
  };
  return (
    <Flex gap={12} align="center" wrap id={id}>
      {percent !== null ? (
        <Progress
          type="circle"
          percent={percent}
          size={64}
          aria-label={t('catalogue.picture.uploading', { percent })}
        />
      ) : value ? (
        <img
          src={thumbOf(value)}
          alt={t('catalogue.picture.alt')}
          width={64}
          height={64}
          style={{ objectFit: 'contain' }}
        />
      ) : (
        <Typography.Text type="secondary">{t('catalogue.picture.none')}</Typography.Text>
      )}
      <Flex gap={8} wrap>
        <Button icon={<PictureOutlined />} onClick={() => setPicking(true)}>
          {t('catalogue.picture.choose')}
        </Button>
        <Upload
          accept={galleryEndpoints.upload.upload?.types.join(',')}
          showUploadList={false}
          disabled={percent !== null}
          customRequest={({ file, onSuccess }) => {
            void upload(file as File).then(() => onSuccess?.(null));
          }}
        >
          <Button icon={<UploadOutlined />} disabled={percent !== null}>
            {t('catalogue.picture.upload')}
          </Button>
        </Upload>
        {value && (
          <Button icon={<DeleteOutlined />} danger onClick={() => onChange?.('')}>
            {t('catalogue.picture.remove')}
          </Button>
        )}
      </Flex>
      <GalleryPicker
        open={picking}
        max={1}
        onClose={() => setPicking(false)}
        onPick={(urls) => {
          if (urls[0]) onChange?.(urls[0]);
          setPicking(false);
        }}
      />
    </Flex>
  );
}

/** The message of a failed call: the server's (in the reader's language), or the network's. */
export function failure(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
