import { ArrowLeftOutlined, DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type GalleryFile,
  galleryEndpoints,
  shopProductLimits,
  storedPictureKey,
  thumbnailUrl,
} from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Empty, Flex, Input, Modal, Pagination, Progress, Tag, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../app/page-states';
import { call, errorText } from '../../lib/api';
import { uploadFile } from '../../lib/upload';

/** A picture's small form: the stored picture's 160-pixel thumbnail, or the address itself (the seed's). */
export function thumbOf(url: string): string {
  const key = storedPictureKey(url);
  return key ? thumbnailUrl(key, 160, 'webp') : url;
}

/** Folder names the workbench files uploads under, in any language it was first made in. */
const folderNames = ['商品图片', 'Product pictures', 'Фото товаров', 'Imágenes de productos'];

/** The caller's product-picture folder in their gallery, made the first time (an upload needs a folder). */
async function productFolder(name: string): Promise<number> {
  const folders = await call(galleryEndpoints.folders);
  const found = folders.find((f) => folderNames.includes(f.name));
  if (found) return found.id;
  return (await call(galleryEndpoints.addFolder, { body: { name, pid: 0 } })).id;
}

const pageSize = 24;

/** The caller's gallery, to choose up to `max` pictures from (the newest first, by a part of the name). */
export function GalleryPicker({
  open,
  max,
  onClose,
  onPick,
}: {
  open: boolean;
  max: number;
  onClose: () => void;
  onPick: (urls: string[]) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const files = useQuery({
    queryKey: ['gallery', 'files', name, page],
    queryFn: () => call(galleryEndpoints.files, { query: { fileName: name, offset: page, limit: pageSize } }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const toggle = (file: GalleryFile, on: boolean) =>
    setChosen((list) =>
      on ? [...list, file.fileUrl].slice(0, max) : list.filter((u) => u !== file.fileUrl),
    );
  return (
    <Modal
      open={open}
      title={t('product.galleryTitle')}
      onCancel={onClose}
      width={760}
      okText={t('product.choose', { count: chosen.length })}
      okButtonProps={{ disabled: chosen.length === 0 }}
      onOk={() => {
        onPick(chosen);
        setChosen([]);
      }}
      destroyOnHidden
    >
      <Input.Search
        aria-label={t('product.galleryTitle')}
        allowClear
        onSearch={(value) => {
          setName(value.trim());
          setPage(1);
        }}
        className="console-gallery__search"
      />
      {files.isError ? (
        <LoadFailed error={files.error} retry={() => void files.refetch()} />
      ) : files.data && files.data.rows.length === 0 ? (
        <Empty description={t('product.galleryEmpty')} />
      ) : (
        <ul className="console-gallery" aria-busy={files.isFetching}>
          {files.data?.rows.map((file) => {
            const on = chosen.includes(file.fileUrl);
            return (
              <li key={file.id} className={on ? 'console-gallery__item is-chosen' : 'console-gallery__item'}>
                <Checkbox
                  checked={on}
                  disabled={!on && chosen.length >= max}
                  onChange={(event) => toggle(file, event.target.checked)}
                >
                  <img src={thumbOf(file.fileUrl)} alt="" width={96} height={96} loading="lazy" />
                  <span className="console-gallery__name">{file.fileName}</span>
                </Checkbox>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        size="small"
        current={page}
        pageSize={pageSize}
        total={files.data?.total ?? 0}
        onChange={setPage}
        hideOnSinglePage
        showSizeChanger={false}
      />
    </Modal>
  );
}

interface Uploading {
  uid: string;
  name: string;
  percent: number;
}

/**
 * The product's pictures as a form control: the chosen ones in order (the first is the main one), moved
 * and removed by buttons a keyboard reaches; more from the gallery or uploaded here (into the caller's
 * product-picture folder, with each file's progress).
 */
export function ProductPictures({
  value = [],
  onChange,
  max = shopProductLimits.imagesMax,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  /** How many pictures the control holds (1: a single picture, as an advert's or a cover). */
  max?: number;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [picking, setPicking] = useState(false);
  const [uploads, setUploads] = useState<Uploading[]>([]);
  // The latest list: several uploads finish one after another, each adding to what the others added.
  const latest = useRef(value);
  latest.current = value;
  const set = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const add = (urls: string[]) =>
    set([...latest.current, ...urls.filter((u) => !latest.current.includes(u))].slice(0, max));
  const move = (index: number) =>
    set(value.map((url, i) => (i === index - 1 ? value[index]! : i === index ? value[index - 1]! : url)));
  const upload = async (file: File, uid: string) => {
    setUploads((list) => [...list, { uid, name: file.name, percent: 0 }]);
    try {
      const folderId = await productFolder(t('product.folderName'));
      const done = await uploadFile(galleryEndpoints.upload, { folderId }, file, (percent) =>
        setUploads((list) => list.map((u) => (u.uid === uid ? { ...u, percent } : u))),
      );
      add([done.fileUrl]);
    } catch (error) {
      const reason = errorText(error, t('app.networkError'));
      void message.error(t('product.uploadFailed', { reason }));
    } finally {
      setUploads((list) => list.filter((u) => u.uid !== uid));
    }
  };
  const full = value.length + uploads.length >= max;
  return (
    <div className="console-pictures">
      <ol className="console-pictures__list">
        {value.map((url, index) => (
          <li key={url} className="console-pictures__item">
            <img
              src={thumbOf(url)}
              alt={t('product.pictureAlt', { n: index + 1 })}
              width={104}
              height={104}
            />
            {index === 0 && max > 1 && <Tag className="console-pictures__main">{t('product.main')}</Tag>}
            <Flex gap={4} className="console-pictures__actions">
              <Button
                size="small"
                icon={<ArrowLeftOutlined />}
                aria-label={`${t('product.moveLeft')} ${t('product.pictureAlt', { n: index + 1 })}`}
                disabled={index === 0}
                hidden={max === 1}
                onClick={() => move(index)}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('product.remove')} ${t('product.pictureAlt', { n: index + 1 })}`}
                onClick={() => set(value.filter((u) => u !== url))}
              />
            </Flex>
          </li>
        ))}
        {uploads.map((u) => (
          <li key={u.uid} className="console-pictures__item console-pictures__item--uploading">
            <Progress type="circle" percent={u.percent} size={64} aria-label={u.name} />
            <span className="console-pictures__uploading">
              {t('product.uploading', { percent: u.percent })}
            </span>
          </li>
        ))}
      </ol>
      <Flex gap={8} wrap>
        <Upload
          accept={galleryEndpoints.upload.upload?.types.join(',')}
          multiple
          showUploadList={false}
          disabled={full}
          customRequest={({ file, onSuccess }) => {
            void upload(file as File, (file as File & { uid?: string }).uid ?? String(Math.random())).then(
              () => onSuccess?.(null),
            );
          }}
        >
          <Button icon={<UploadOutlined />} disabled={full}>
            {t('product.upload')}
          </Button>
        </Upload>
        <Button icon={<PictureOutlined />} disabled={full} onClick={() => setPicking(true)}>
          {t('product.fromGallery')}
        </Button>
      </Flex>
      <GalleryPicker
        open={picking}
        max={Math.max(0, max - value.length)}
        onClose={() => setPicking(false)}
        onPick={(urls) => {
          add(urls);
          setPicking(false);
        }}
      />
    </div>
  );
}

/** One picture as a form control (an advert's, an article's cover): '' when none. */
export function SinglePicture({ value = '', onChange }: { value?: string; onChange?: (v: string) => void }) {
  return (
    <ProductPictures max={1} value={value ? [value] : []} onChange={(list) => onChange?.(list[0] ?? '')} />
  );
}
