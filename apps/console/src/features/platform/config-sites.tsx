import { PlusOutlined } from '@ant-design/icons';
import {
  configItemEndpoints,
  configItemFields,
  configItemLimits,
  type Locale,
  locales,
  portalMallFlags,
  type SiteInput,
  type SiteRow,
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
  InputNumber,
  List,
  Popconfirm,
  Select,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../app/page-states';
import { call, errorText } from '../../lib/api';
import { contractRule } from '../../lib/contract-rules';
import { drawerWidth } from './config-shared';

const sitesKey = ['platform', 'config', 'sites'] as const;

/** A language named in itself, as the storefront's site choice names it. */
const nativeNames: Record<Locale, string> = {
  zh_CN: '简体中文',
  en_US: 'English',
  ru_RU: 'Русский',
  es: 'Español',
};
const langOf = (code: string) => code.replace('_', '-');

function SiteDrawer({ editing, onClose }: { editing: SiteRow | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SiteInput>();
  const site = editing === 'new' ? undefined : (editing ?? undefined);
  const save = useMutation({
    mutationFn: (body: SiteInput) => call(configItemEndpoints.siteSave, { body }),
    onSuccess: () => {
      void message.success(t('configItems.saved'));
      void queryClient.invalidateQueries({ queryKey: sitesKey });
      onClose();
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      title={
        site
          ? t('configItems.sites.editTitle', { name: site.portalSiteName })
          : t('configItems.sites.addTitle')
      }
      width={drawerWidth}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {t('configItems.save')}
        </Button>
      }
    >
      <Form<SiteInput>
        form={form}
        layout="vertical"
        initialValues={{
          portalSiteName: site?.portalSiteName ?? '',
          languageCode: (site?.languageCode as Locale | undefined) ?? 'zh_CN',
          portalMallFlag: (site?.portalMallFlag as 1 | 2 | 3 | undefined) ?? 1,
          sort: site?.sort ?? 0,
        }}
        onFinish={(values) =>
          save.mutate({
            ...(site ? { id: site.id } : {}),
            portalSiteName: String(values.portalSiteName ?? '').trim(),
            languageCode: values.languageCode,
            portalMallFlag: values.portalMallFlag,
            sort: values.sort ?? 0,
          })
        }
      >
        <Form.Item
          name="portalSiteName"
          label={t('configItems.sites.name')}
          extra={t('configItems.sites.nameHelp')}
          required
          rules={[contractRule(configItemFields.siteName)]}
        >
          <Input maxLength={configItemLimits.siteNameMax} />
        </Form.Item>
        <Form.Item name="languageCode" label={t('configItems.sites.language')}>
          <Select
            options={locales.map((code) => ({
              value: code,
              label: <span lang={langOf(code)}>{nativeNames[code]}</span>,
            }))}
          />
        </Form.Item>
        <Form.Item name="portalMallFlag" label={t('configItems.sites.landing')}>
          <Select
            options={portalMallFlags.map((flag) => ({
              value: flag,
              label: t(`configItems.sites.landings.${flag}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="sort" label={t('configItems.sites.sort')}>
          <InputNumber min={0} max={configItemLimits.sortMax} precision={0} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** The sites of the region and language switch; one always stays. */
export function ConfigSites() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<SiteRow | 'new' | null>(null);
  const sites = useQuery({ queryKey: sitesKey, queryFn: () => call(configItemEndpoints.siteList) });
  const remove = useMutation({
    mutationFn: (id: number) => call(configItemEndpoints.siteDelete, { body: { id } }),
    onSuccess: () => {
      void message.success(t('configItems.removed'));
      void queryClient.invalidateQueries({ queryKey: sitesKey });
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  if (sites.isPending) return <Loading />;
  if (sites.isError) return <LoadFailed error={sites.error} retry={() => void sites.refetch()} />;
  const list = sites.data;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('configItems.sites.intro')}</Typography.Paragraph>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
        {t('configItems.sites.add')}
      </Button>
      {list.length === 0 ? (
        <Empty description={t('configItems.sites.empty')} />
      ) : (
        <List
          dataSource={list}
          renderItem={(site) => (
            <List.Item data-testid={`site-${site.id}`}>
              <Flex gap={8} wrap justify="space-between" align="center" style={{ width: '100%' }}>
                <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Typography.Text strong lang={langOf(site.languageCode)}>
                    {site.portalSiteName}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    <span lang={langOf(site.languageCode)}>
                      {nativeNames[site.languageCode as Locale] ?? site.languageCode}
                    </span>
                    {' · '}
                    {t(`configItems.sites.landings.${site.portalMallFlag as 1 | 2 | 3}`)}
                    {' · '}
                    {t('configItems.sites.sort')} {site.sort}
                  </Typography.Text>
                </div>
                <Flex gap={4}>
                  <Button size="small" onClick={() => setEditing(site)}>
                    {t('configItems.edit')}
                  </Button>
                  <Popconfirm title={t('configItems.removeConfirm')} onConfirm={() => remove.mutate(site.id)}>
                    <Button size="small" danger disabled={list.length <= 1}>
                      {t('configItems.remove')}
                    </Button>
                  </Popconfirm>
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      )}
      <SiteDrawer editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
