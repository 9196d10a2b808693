import {
  configItemEndpoints,
  configItemFields,
  configItemLimits,
  type DiscountMethodInput,
  type DiscountMethodItem,
  type DiscountModule,
} from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Empty, Flex, Form, List, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../app/page-states';
import { call, errorText } from '../../lib/api';
import { NameFields } from '../../lib/rich-text-field';
import { type Texts, textsOf, useShownText } from '../../lib/texts';
import { drawerWidth } from './config-shared';
import { SwitchRow } from './config-switches';

const discountsKey = ['platform', 'config', 'discounts'] as const;

function useSaveDiscount(onDone?: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountMethodInput) => call(configItemEndpoints.discountSave, { body }),
    onSuccess: () => {
      void message.success(t('configItems.saved'));
      void queryClient.invalidateQueries({ queryKey: discountsKey });
      onDone?.();
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
}

function NamesDrawer({ editing, onClose }: { editing: DiscountMethodItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const textOf = useShownText();
  const [form] = Form.useForm<{ names: Texts; enabled: boolean }>();
  const save = useSaveDiscount(onClose);
  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      title={editing ? t('configItems.discounts.editTitle', { name: textOf(editing.names) }) : ''}
      width={drawerWidth}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {t('configItems.save')}
        </Button>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ names: editing?.names ?? {}, enabled: editing?.enabled ?? true }}
        onFinish={() => {
          const values = form.getFieldsValue(true);
          if (editing) save.mutate({ id: editing.id, names: textsOf(values.names), enabled: values.enabled });
        }}
      >
        <NameFields
          name="names"
          label={t('configItems.discounts.name')}
          rule={configItemFields.discountName}
          max={configItemLimits.discountNameMax}
        />
        <Form.Item name="enabled" label={t('configItems.discounts.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

function MethodRow({ method, onEdit }: { method: DiscountMethodItem; onEdit: () => void }) {
  const { t } = useTranslation();
  const textOf = useShownText();
  const save = useSaveDiscount();
  const name = textOf(method.names);
  const rule = method.rule;
  const description =
    rule.type === 'reduce'
      ? t('configItems.discounts.reduce', { over: rule.over, minus: rule.minus })
      : rule.type === 'percent'
        ? t('configItems.discounts.percent', { percent: rule.percent, off: 100 - rule.percent })
        : t('configItems.discounts.unknown');
  return (
    <List.Item data-testid={`discount-${method.configCode}`}>
      <Flex gap={8} wrap justify="space-between" align="center" style={{ width: '100%' }}>
        <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography.Text strong>{name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {description} · {method.configCode}
          </Typography.Text>
        </div>
        <Flex gap={8} align="center">
          <Switch
            aria-label={`${t('configItems.discounts.enabled')}: ${name}`}
            checked={method.enabled}
            loading={save.isPending}
            onChange={(enabled) => save.mutate({ id: method.id, names: textsOf(method.names), enabled })}
          />
          <Button size="small" onClick={onEdit}>
            {t('configItems.edit')}
          </Button>
        </Flex>
      </Flex>
    </List.Item>
  );
}

function ModuleCard({ module, onEdit }: { module: DiscountModule; onEdit: (m: DiscountMethodItem) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = `${module.moduleCode}@DISCOUNT_METHOD` as const;
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t(`configItems.discounts.modules.${module.moduleCode}`)}
        </Typography.Title>
      }
    >
      <List
        dataSource={[module]}
        renderItem={() => (
          <SwitchRow
            item={{
              key,
              moduleCode: module.moduleCode,
              itemCode: 'DISCOUNT_METHOD',
              source: 'param',
              enabled: module.enabled,
            }}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: discountsKey })}
          />
        )}
      />
      {module.methods.length === 0 ? (
        <Empty description={t('configItems.discounts.empty')} />
      ) : (
        <List
          dataSource={module.methods}
          renderItem={(method) => <MethodRow key={method.id} method={method} onEdit={() => onEdit(method)} />}
        />
      )}
    </Card>
  );
}

/** The checkout's discount methods of each order module, with the module's switch. */
export function ConfigDiscounts() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<DiscountMethodItem | null>(null);
  const modules = useQuery({ queryKey: discountsKey, queryFn: () => call(configItemEndpoints.discountList) });
  if (modules.isPending) return <Loading />;
  if (modules.isError) return <LoadFailed error={modules.error} retry={() => void modules.refetch()} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('configItems.discounts.intro')}</Typography.Paragraph>
      <Flex vertical gap={16}>
        {modules.data.map((module) => (
          <ModuleCard key={module.moduleCode} module={module} onEdit={setEditing} />
        ))}
      </Flex>
      <NamesDrawer editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
