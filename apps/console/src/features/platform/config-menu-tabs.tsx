import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import {
  configItemEndpoints,
  configItemFields,
  configItemLimits,
  lightKeySchema,
  type MenuTab,
  type MenuTabInput,
  tabLightPathSchema,
  tabOutLinkSchema,
  tabPathSchema,
} from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  List,
  Popconfirm,
  Radio,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../app/page-states';
import { call, errorText } from '../../lib/api';
import { contractRule } from '../../lib/contract-rules';
import { NameFields } from '../../lib/rich-text-field';
import { type Texts, textsOf, useShownText } from '../../lib/texts';
import { drawerWidth } from './config-shared';

const tabsKey = ['platform', 'config', 'menuTabs'] as const;

interface TabForm {
  names: Texts;
  kind: 'page' | 'external';
  path: string;
  outLink: string;
  lightKey: string;
  lightPath: string;
  enabled: boolean;
}

function TabDrawer({ editing, onClose }: { editing: MenuTab | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const textOf = useShownText();
  const [form] = Form.useForm<TabForm>();
  const kind = Form.useWatch('kind', form);
  const tab = editing === 'new' ? undefined : (editing ?? undefined);
  const save = useMutation({
    mutationFn: (body: MenuTabInput) => call(configItemEndpoints.menuTabSave, { body }),
    onSuccess: () => {
      void message.success(t('configItems.saved'));
      void queryClient.invalidateQueries({ queryKey: tabsKey });
      onClose();
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  const submit = (values: TabForm) => {
    const common = { ...(tab ? { id: tab.id } : {}), names: textsOf(values.names), enabled: values.enabled };
    save.mutate(
      values.kind === 'external'
        ? { ...common, kind: 'external', outLink: values.outLink.trim() }
        : {
            ...common,
            kind: 'page',
            path: values.path.trim(),
            lightKey: (values.lightKey ?? '').trim(),
            lightPath: (values.lightPath ?? '').trim(),
          },
    );
  };
  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      title={
        tab
          ? t('configItems.menuTabs.editTitle', { name: textOf(tab.names) })
          : t('configItems.menuTabs.addTitle')
      }
      width={drawerWidth}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {t('configItems.save')}
        </Button>
      }
    >
      <Form<TabForm>
        form={form}
        layout="vertical"
        initialValues={{
          names: tab?.names ?? {},
          kind: tab?.kind === 'external' ? 'external' : 'page',
          path: tab?.path ?? '',
          outLink: tab?.outLink ?? '',
          lightKey: tab?.lightKey ?? '',
          lightPath: tab?.lightPath ?? '',
          enabled: tab?.enabled ?? true,
        }}
        onFinish={() => submit(form.getFieldsValue(true))}
      >
        <NameFields
          name="names"
          label={t('configItems.menuTabs.name')}
          rule={configItemFields.tabName}
          max={configItemLimits.tabNameMax}
        />
        <Form.Item name="kind" label={t('configItems.menuTabs.kind')}>
          <Radio.Group
            options={(['page', 'external'] as const).map((value) => ({
              value,
              label: t(`configItems.menuTabs.kinds.${value}`),
            }))}
          />
        </Form.Item>
        {kind === 'external' ? (
          <Form.Item
            name="outLink"
            label={t('configItems.menuTabs.outLink')}
            extra={t('configItems.menuTabs.outLinkHelp')}
            required
            rules={[contractRule(tabOutLinkSchema)]}
          >
            <Input maxLength={configItemLimits.tabLinkMax} autoComplete="off" inputMode="url" />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="path"
              label={t('configItems.menuTabs.path')}
              extra={t('configItems.menuTabs.pathHelp')}
              required
              rules={[contractRule(tabPathSchema)]}
            >
              <Input maxLength={configItemLimits.tabLinkMax} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="lightKey"
              label={t('configItems.menuTabs.lightKey')}
              extra={t('configItems.menuTabs.lightKeyHelp')}
              rules={[contractRule(lightKeySchema)]}
            >
              <Input maxLength={configItemLimits.lightKeyMax} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="lightPath"
              label={t('configItems.menuTabs.lightPath')}
              extra={t('configItems.menuTabs.lightPathHelp')}
              rules={[contractRule(tabLightPathSchema)]}
            >
              <Input maxLength={configItemLimits.tabLinkMax} autoComplete="off" />
            </Form.Item>
          </>
        )}
        <Form.Item name="enabled" label={t('configItems.menuTabs.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** The storefront's menu tabs after Home: added, edited, moved and deleted, shown at once. */
export function ConfigMenuTabs() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const textOf = useShownText();
  const [editing, setEditing] = useState<MenuTab | 'new' | null>(null);
  const tabs = useQuery({ queryKey: tabsKey, queryFn: () => call(configItemEndpoints.menuTabList) });
  const failed = (error: unknown) => {
    void message.error(errorText(error, t('app.networkError')));
    void queryClient.invalidateQueries({ queryKey: tabsKey });
  };
  const reorder = useMutation({
    mutationFn: (ids: number[]) => call(configItemEndpoints.menuTabReorder, { body: { ids } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(tabsKey, saved);
      void message.success(t('configItems.saved'));
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(configItemEndpoints.menuTabDelete, { body: { id } }),
    onSuccess: () => {
      void message.success(t('configItems.removed'));
      void queryClient.invalidateQueries({ queryKey: tabsKey });
    },
    onError: failed,
  });
  if (tabs.isPending) return <Loading />;
  if (tabs.isError) return <LoadFailed error={tabs.error} retry={() => void tabs.refetch()} />;
  const list = tabs.data;
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((tab) => tab.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids);
  };
  return (
    <>
      <Typography.Paragraph type="secondary">{t('configItems.menuTabs.intro')}</Typography.Paragraph>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setEditing('new')}
        disabled={list.length >= configItemLimits.tabsMax}
      >
        {t('configItems.menuTabs.add')}
      </Button>
      {list.length === 0 ? (
        <Empty description={t('configItems.menuTabs.empty')} />
      ) : (
        <List
          dataSource={list}
          renderItem={(tab, index) => {
            const name = textOf(tab.names);
            return (
              <List.Item data-testid={`menu-tab-${tab.id}`}>
                <Flex gap={8} wrap justify="space-between" align="center" style={{ width: '100%' }}>
                  <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    <Flex gap={8} wrap align="center">
                      <Typography.Text strong>{name}</Typography.Text>
                      {tab.enabled ? null : <Tag>{t('configItems.menuTabs.hidden')}</Tag>}
                    </Flex>
                    <Typography.Text type="secondary">
                      {t(`configItems.menuTabs.kinds.${tab.kind}`)}
                      {tab.kind === 'external'
                        ? ` · ${tab.outLink}`
                        : tab.kind === 'page'
                          ? ` · ${tab.path}`
                          : ''}
                      {tab.lightKey ? ` · lightKey=${tab.lightKey}` : ''}
                    </Typography.Text>
                  </div>
                  <Flex gap={4} wrap>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('configItems.menuTabs.moveUp', { name })}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('configItems.menuTabs.moveDown', { name })}
                      disabled={index === list.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    />
                    <Button size="small" onClick={() => setEditing(tab)}>
                      {t('configItems.edit')}
                    </Button>
                    <Popconfirm
                      title={t('configItems.removeConfirm')}
                      onConfirm={() => remove.mutate(tab.id)}
                    >
                      <Button size="small" danger>
                        {t('configItems.remove')}
                      </Button>
                    </Popconfirm>
                  </Flex>
                </Flex>
              </List.Item>
            );
          }}
        />
      )}
      <TabDrawer editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
