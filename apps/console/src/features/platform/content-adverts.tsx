import { PlusOutlined } from '@ant-design/icons';
import {
  type AdvertRow,
  type AdvertSlotCode,
  advertSlotCodes,
  contentEditEndpoints,
  contentEditFields,
  contentEditLimits,
  type Locale,
} from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Popconfirm,
  Segmented,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../app/page-states';
import { useAddressFilters } from '../../lib/address-filters';
import { call, errorText } from '../../lib/api';
import { optionalContractRule } from '../../lib/contract-rules';
import { LanguageTabs } from '../../lib/rich-text-field';
import { useShownText } from '../../lib/texts';
import { SinglePicture, thumbOf } from '../merchant/product-pictures';

type Texts = Partial<Record<Locale, string>>;
interface AdvertForm {
  imgUrl: string;
  alts: Texts;
  imgUrls: Texts;
  linkUrl: string;
  sort: number;
}

const isSlot = (value: string | null): value is AdvertSlotCode =>
  (advertSlotCodes as readonly (string | null)[]).includes(value);

function AdvertDrawer({
  slot,
  advert,
  onClose,
}: {
  slot: AdvertSlotCode;
  advert: AdvertRow | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AdvertForm>();
  const editing = advert && advert !== 'new' ? advert : undefined;
  const save = useMutation({
    mutationFn: (values: AdvertForm) =>
      call(contentEditEndpoints.advertSave, {
        body: {
          ...(editing ? { id: editing.id } : {}),
          slot,
          imgUrl: values.imgUrl ?? '',
          alts: {
            zh_CN: values.alts?.zh_CN ?? '',
            en_US: values.alts?.en_US,
            ru_RU: values.alts?.ru_RU,
            es: values.alts?.es,
          },
          imgUrls: {
            en_US: values.imgUrls?.en_US ?? '',
            ru_RU: values.imgUrls?.ru_RU ?? '',
            es: values.imgUrls?.es ?? '',
          },
          linkUrl: values.linkUrl?.trim() ?? '',
          sort: values.sort ?? 0,
        },
      }),
    onSuccess: () => {
      void message.success(t('content.saved'));
      void queryClient.invalidateQueries({ queryKey: ['platform', 'adverts'] });
      onClose();
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  return (
    <Drawer
      open={advert !== null}
      onClose={onClose}
      title={t('content.advertTitle')}
      width={560}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {t('content.save')}
        </Button>
      }
    >
      <Form<AdvertForm>
        form={form}
        layout="vertical"
        initialValues={
          editing
            ? {
                imgUrl: editing.imgUrl,
                alts: editing.alts,
                imgUrls: editing.imgUrls,
                linkUrl: editing.linkUrl,
                sort: editing.sort,
              }
            : { imgUrl: '', alts: {}, imgUrls: {}, linkUrl: '', sort: 0 }
        }
        onFinish={(values) => save.mutate({ ...form.getFieldsValue(true), ...values } as AdvertForm)}
      >
        <Form.Item
          name="imgUrl"
          label={t('content.picture')}
          rules={[{ required: true, message: t('content.pictureRequired') }]}
        >
          <SinglePicture />
        </Form.Item>
        <Form.Item
          name="linkUrl"
          label={t('content.link')}
          extra={t('content.linkHelp')}
          rules={[optionalContractRule(contentEditFields.link)]}
        >
          <Input maxLength={contentEditLimits.linkMax} autoComplete="off" />
        </Form.Item>
        <Form.Item name="sort" label={t('content.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <LanguageTabs>
          {(lang) => (
            <>
              <Form.Item
                name={['alts', lang]}
                label={t('content.alt')}
                rules={[optionalContractRule(contentEditFields.alt)]}
              >
                <Input maxLength={contentEditLimits.altMax} lang={lang.replace('_', '-')} />
              </Form.Item>
              {lang !== 'zh_CN' && (
                <Form.Item
                  name={['imgUrls', lang]}
                  label={t('content.pictureFor', { lang: t(`langs.${lang}`) })}
                >
                  <SinglePicture />
                </Form.Item>
              )}
            </>
          )}
        </LanguageTabs>
      </Form>
    </Drawer>
  );
}

/** The adverts of each slot (the home page's carousel first): add, edit, reorder by number, delete. */
export default function ContentAdverts() {
  const { t } = useTranslation();
  const shown = useShownText();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { params, update } = useAddressFilters();
  const slotParam = params.get('slot');
  const slot: AdvertSlotCode = isSlot(slotParam) ? slotParam : 'mall_home_banner';
  const [editing, setEditing] = useState<AdvertRow | 'new' | null>(null);
  const list = useQuery({
    queryKey: ['platform', 'adverts', slot],
    queryFn: () => call(contentEditEndpoints.advertList, { query: { slot } }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(contentEditEndpoints.advertDelete, { body: { id } }),
    onSuccess: () => {
      void message.success(t('content.removed'));
      void queryClient.invalidateQueries({ queryKey: ['platform', 'adverts'] });
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="console-page-title">
          {t('content.adverts')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('content.newAdvert')}
        </Button>
      </Flex>
      <Segmented
        aria-label={t('content.slot')}
        className="console-filters"
        value={slot}
        onChange={(value) => update({ slot: String(value) })}
        options={advertSlotCodes.map((value) => ({ value, label: t(`content.slots.${value}`) }))}
      />
      {list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : (
        <List
          loading={list.isFetching}
          dataSource={list.data}
          locale={{ emptyText: <Empty description={t('content.noAdverts')} /> }}
          renderItem={(row) => (
            <List.Item
              key={row.id}
              data-testid="advert-row"
              actions={[
                <Button key="edit" type="link" size="small" onClick={() => setEditing(row)}>
                  {t('content.edit')}
                </Button>,
                <Popconfirm
                  key="remove"
                  title={t('content.removeConfirm')}
                  onConfirm={() => remove.mutate(row.id)}
                >
                  <Button type="link" size="small" danger>
                    {t('content.remove')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                avatar={
                  <img
                    src={thumbOf(row.imgUrl)}
                    alt=""
                    width={120}
                    height={48}
                    className="console-product-thumb"
                  />
                }
                title={shown(row.alts) || row.imgUrl.slice(row.imgUrl.lastIndexOf('/') + 1)}
                description={
                  <Space wrap size={4}>
                    {`#${row.sort}`}
                    {row.linkUrl && <Typography.Text type="secondary">{row.linkUrl}</Typography.Text>}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
      <AdvertDrawer slot={slot} advert={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
