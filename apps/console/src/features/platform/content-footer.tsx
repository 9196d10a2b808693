import { PlusOutlined } from '@ant-design/icons';
import {
  contentEditEndpoints,
  contentEditFields,
  contentEditLimits,
  type FooterColumn,
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
  Typography,
} from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../app/page-states';
import { call, errorText } from '../../lib/api';
import { contractRule, optionalContractRule } from '../../lib/contract-rules';
import { LanguageTabs, NameFields, RichTextField } from '../../lib/rich-text-field';
import { type Texts, textsOf, useShownText } from '../../lib/texts';

type Editing =
  | { kind: 'column'; column?: FooterColumn }
  | { kind: 'menu'; columnId: number; menu?: FooterColumn['menus'][number] }
  | { kind: 'link'; link?: { id: number; names: Texts; linkUrl: string; sort: number } };

function EditDrawer({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const save = useMutation({
    mutationFn: async (values: Record<string, unknown>) => {
      const sort = (values.sort as number | null) ?? 0;
      if (editing?.kind === 'column')
        return call(contentEditEndpoints.footerColumnSave, {
          body: {
            ...(editing.column ? { id: editing.column.id } : {}),
            names: textsOf(values.names as Texts),
            sort,
          },
        });
      if (editing?.kind === 'menu')
        return call(contentEditEndpoints.footerMenuSave, {
          body: {
            ...(editing.menu ? { id: editing.menu.id } : {}),
            columnId: editing.columnId,
            titles: textsOf(values.titles as Texts),
            bodies: textsOf(values.bodies as Texts),
            sort,
          },
        });
      return call(contentEditEndpoints.linkSave, {
        body: {
          ...(editing?.kind === 'link' && editing.link ? { id: editing.link.id } : {}),
          names: textsOf(values.names as Texts),
          linkUrl: String(values.linkUrl ?? '').trim(),
          sort,
        },
      });
    },
    onSuccess: () => {
      void message.success(t('content.saved'));
      void queryClient.invalidateQueries({ queryKey: ['platform', 'footer'] });
      onClose();
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  const initial =
    editing?.kind === 'column'
      ? { names: editing.column?.names ?? {}, sort: editing.column?.sort ?? 0 }
      : editing?.kind === 'menu'
        ? {
            titles: editing.menu?.titles ?? {},
            bodies: editing.menu?.bodies ?? {},
            sort: editing.menu?.sort ?? 0,
          }
        : {
            names: editing?.link?.names ?? {},
            linkUrl: editing?.link?.linkUrl ?? '',
            sort: editing?.link?.sort ?? 0,
          };
  let fields: ReactNode = null;
  if (editing?.kind === 'column')
    fields = (
      <NameFields
        name="names"
        label={t('content.columnName')}
        rule={contentEditFields.className}
        max={contentEditLimits.classNameMax}
      />
    );
  else if (editing?.kind === 'menu')
    fields = (
      <LanguageTabs>
        {(lang) => (
          <>
            <Form.Item
              name={['titles', lang]}
              label={t('content.menuTitle')}
              required={lang === 'zh_CN'}
              rules={[
                lang === 'zh_CN'
                  ? contractRule(contentEditFields.menuTitle)
                  : optionalContractRule(contentEditFields.menuTitle),
              ]}
            >
              <Input maxLength={contentEditLimits.menuTitleMax} lang={lang.replace('_', '-')} />
            </Form.Item>
            <Suspense fallback={<Loading />}>
              <Form.Item name={['bodies', lang]} label={t('content.body')}>
                <RichTextField lang={lang} label={t('content.body')} />
              </Form.Item>
            </Suspense>
          </>
        )}
      </LanguageTabs>
    );
  else if (editing)
    fields = (
      <>
        <Form.Item
          name="linkUrl"
          label={t('content.link')}
          extra={t('content.linkHelp')}
          rules={[contractRule(contentEditFields.link.refine((v) => v !== '', 'validation.required'))]}
        >
          <Input maxLength={contentEditLimits.linkMax} autoComplete="off" />
        </Form.Item>
        <NameFields
          name="names"
          label={t('content.linkName')}
          rule={contentEditFields.linkName}
          max={contentEditLimits.linkNameMax}
        />
      </>
    );
  const title =
    editing?.kind === 'column'
      ? t('content.columnName')
      : editing?.kind === 'menu'
        ? t('content.menuTitle')
        : t('content.linkName');
  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      title={title}
      width={editing?.kind === 'menu' ? 720 : 480}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {t('content.save')}
        </Button>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={() => save.mutate(form.getFieldsValue(true))}
      >
        {fields}
        <Form.Item name="sort" label={t('content.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** The footer's columns with their help articles, and the friendly links. */
export default function ContentFooter() {
  const { t } = useTranslation();
  const shown = useShownText();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const footer = useQuery({
    queryKey: ['platform', 'footer', 'columns'],
    queryFn: () => call(contentEditEndpoints.footerList),
  });
  const links = useQuery({
    queryKey: ['platform', 'footer', 'links'],
    queryFn: () => call(contentEditEndpoints.linkList),
  });
  const done = {
    onSuccess: () => {
      void message.success(t('content.removed'));
      void queryClient.invalidateQueries({ queryKey: ['platform', 'footer'] });
    },
    onError: (error: unknown) => void message.error(errorText(error, t('app.networkError'))),
  };
  const removeColumn = useMutation({
    mutationFn: (id: number) => call(contentEditEndpoints.footerColumnDelete, { body: { id } }),
    ...done,
  });
  const removeMenu = useMutation({
    mutationFn: (id: number) => call(contentEditEndpoints.footerMenuDelete, { body: { id } }),
    ...done,
  });
  const removeLink = useMutation({
    mutationFn: (id: number) => call(contentEditEndpoints.linkDelete, { body: { id } }),
    ...done,
  });
  const removeButton = (onConfirm: () => void) => (
    <Popconfirm key="remove" title={t('content.removeConfirm')} onConfirm={onConfirm}>
      <Button type="link" size="small" danger>
        {t('content.remove')}
      </Button>
    </Popconfirm>
  );
  if (footer.isError) return <LoadFailed error={footer.error} retry={() => void footer.refetch()} />;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} className="console-page-title">
            {t('content.footer')}
          </Typography.Title>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'column' })}>
            {t('content.newColumn')}
          </Button>
        </Flex>
        {footer.isLoading && <Loading />}
        <Flex vertical gap={12}>
          {footer.data?.map((column) => (
            <Card
              key={column.id}
              size="small"
              data-testid="footer-column"
              title={shown(column.names)}
              extra={
                <Flex gap={4} wrap>
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() => setEditing({ kind: 'menu', columnId: column.id })}
                  >
                    {t('content.newMenu')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setEditing({ kind: 'column', column })}>
                    {t('content.edit')}
                  </Button>
                  {removeButton(() => removeColumn.mutate(column.id))}
                </Flex>
              }
            >
              <List
                size="small"
                dataSource={column.menus}
                locale={{ emptyText: <Empty description={t('content.noMenus')} /> }}
                renderItem={(menu) => (
                  <List.Item
                    actions={[
                      <Button
                        key="edit"
                        type="link"
                        size="small"
                        onClick={() => setEditing({ kind: 'menu', columnId: column.id, menu })}
                      >
                        {t('content.edit')}
                      </Button>,
                      removeButton(() => removeMenu.mutate(menu.id)),
                    ]}
                  >
                    {shown(menu.titles)}
                  </List.Item>
                )}
              />
            </Card>
          ))}
        </Flex>
      </Card>
      <Card
        title={
          <Typography.Title level={2} className="console-section__title">
            {t('content.links')}
          </Typography.Title>
        }
        extra={
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'link' })}>
            {t('content.newLink')}
          </Button>
        }
      >
        <List
          loading={links.isFetching}
          dataSource={links.data}
          locale={{ emptyText: t('content.empty') }}
          renderItem={(link) => (
            <List.Item
              actions={[
                <Button
                  key="edit"
                  type="link"
                  size="small"
                  onClick={() => setEditing({ kind: 'link', link })}
                >
                  {t('content.edit')}
                </Button>,
                removeButton(() => removeLink.mutate(link.id)),
              ]}
            >
              <List.Item.Meta title={shown(link.names)} description={link.linkUrl} />
            </List.Item>
          )}
        />
      </Card>
      <EditDrawer editing={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
