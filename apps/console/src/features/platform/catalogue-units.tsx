import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type CatalogueUnit,
  type CatalogueUnitInput,
  catalogueEditEndpoints,
  catalogueFields,
  catalogueLimits,
} from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  Grid,
  InputNumber,
  List,
  Modal,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../app/page-states';
import { call } from '../../lib/api';
import { contractRule } from '../../lib/contract-rules';
import { type FormTexts, failure, formTexts, inputTexts, LocaleFields } from './catalogue-fields';

const unitsKey = ['platform', 'catalogue', 'units'] as const;

interface UnitForm {
  name: FormTexts;
  sort: number | null;
}

/** A unit's form: its names (the Chinese one fixed once made) and its place in the list. */
function UnitDialog({
  open,
  unit,
  nextSort,
  onClose,
}: {
  open: boolean;
  unit: CatalogueUnit | null;
  nextSort: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<UnitForm>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      unit ? { name: formTexts(unit.name), sort: unit.sort } : { name: {}, sort: nextSort },
    );
  }, [open, unit, nextSort, form]);
  const save = useMutation({
    mutationFn: (body: CatalogueUnitInput) => call(catalogueEditEndpoints.unitSave, { body }),
    onSuccess: (saved) => {
      void message.success(t('catalogue.saved', { name: saved.code }));
      void queryClient.invalidateQueries({ queryKey: unitsKey });
      onClose();
    },
    onError: (error) => void message.error(failure(error, t('app.networkError'))),
  });
  return (
    <Modal
      open={open}
      title={unit ? t('catalogue.units.editTitle', { name: unit.code }) : t('catalogue.units.newTitle')}
      onCancel={onClose}
      okText={t('catalogue.save')}
      cancelText={t('catalogue.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      width={640}
      destroyOnHidden
    >
      <Form<UnitForm>
        form={form}
        layout="vertical"
        onFinish={(values) =>
          save.mutate({
            ...(unit ? { unitId: unit.unitId } : {}),
            name: inputTexts(values.name),
            sort: values.sort ?? 0,
          })
        }
      >
        <LocaleFields
          name="name"
          label={t('catalogue.units.name')}
          chinese={catalogueFields.unitName}
          translated={catalogueFields.translatedUnitName}
          maxLength={catalogueLimits.unitNameMax}
          disabledChinese={unit !== null}
          help={unit ? t('catalogue.units.nameFixed') : undefined}
        />
        <Form.Item
          name="sort"
          label={t('catalogue.sort')}
          extra={t('catalogue.sortHelp')}
          rules={[contractRule(catalogueFields.sort)]}
        >
          <InputNumber min={0} max={catalogueLimits.sortMax} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The units of measure merchants choose a product's unit from: add, translate, order, enable or disable. */
export default function CatalogueUnits() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // Cards below a laptop's width: a tablet held upright has no room for the table's columns.
  const narrow = !Grid.useBreakpoint().lg;
  const [editing, setEditing] = useState<{ unit: CatalogueUnit | null } | null>(null);
  const units = useQuery({ queryKey: unitsKey, queryFn: () => call(catalogueEditEndpoints.unitList) });
  const enable = useMutation({
    mutationFn: ({ unit, enabled }: { unit: CatalogueUnit; enabled: boolean }) =>
      call(catalogueEditEndpoints.unitEnable, { body: { unitId: unit.unitId, enabled } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<CatalogueUnit[]>(unitsKey, (list) =>
        list?.map((u) => (u.unitId === saved.unitId ? saved : u)),
      );
      void message.success(
        t(saved.enabled ? 'catalogue.units.enabledNow' : 'catalogue.units.disabledNow', { name: saved.code }),
      );
    },
    onError: (error) => void message.error(failure(error, t('app.networkError'))),
  });
  const switchOf = (unit: CatalogueUnit) => (
    <Switch
      checked={unit.enabled}
      aria-label={t('catalogue.units.enable', { name: unit.code })}
      loading={enable.isPending && enable.variables?.unit.unitId === unit.unitId}
      onChange={(enabled) => enable.mutate({ unit, enabled })}
    />
  );
  const editOf = (unit: CatalogueUnit) => (
    <Button
      size="small"
      icon={<EditOutlined />}
      aria-label={`${t('catalogue.edit')}：${unit.code}`}
      onClick={() => setEditing({ unit })}
    >
      {t('catalogue.edit')}
    </Button>
  );
  const columns: ColumnsType<CatalogueUnit> = [
    { title: t('catalogue.languages.zh_CN'), dataIndex: 'code', render: (code: string) => <Tag>{code}</Tag> },
    ...(['en_US', 'ru_RU', 'es'] as const).map((lang) => ({
      title: t(`catalogue.languages.${lang}`),
      key: lang,
      render: (_: unknown, unit: CatalogueUnit) => unit.name[lang] || '—',
    })),
    { title: t('catalogue.sort'), dataIndex: 'sort', align: 'right' },
    { title: t('catalogue.units.enabled'), key: 'enabled', render: (_, unit) => switchOf(unit) },
    { title: t('catalogue.actions'), key: 'actions', render: (_, unit) => editOf(unit) },
  ];
  const list = units.data ?? [];
  const nextSort = list.reduce((max, u) => Math.max(max, u.sort), 0) + 1;
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="console-page-title">
          {t('catalogue.units.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ unit: null })}>
          {t('catalogue.units.add')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('catalogue.units.intro')}</Typography.Paragraph>
      {units.isError ? (
        <LoadFailed error={units.error} retry={() => void units.refetch()} />
      ) : narrow ? (
        <List
          dataSource={list}
          loading={units.isFetching}
          locale={{ emptyText: t('catalogue.units.empty') }}
          renderItem={(unit) => (
            <List.Item key={unit.unitId} data-testid="unit-card" actions={[switchOf(unit), editOf(unit)]}>
              <List.Item.Meta
                title={unit.code}
                description={[unit.name.en_US, unit.name.ru_RU, unit.name.es].filter(Boolean).join(' · ')}
              />
            </List.Item>
          )}
        />
      ) : (
        <Table<CatalogueUnit>
          rowKey="unitId"
          columns={columns}
          dataSource={list}
          loading={units.isFetching}
          locale={{ emptyText: t('catalogue.units.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={false}
          size="middle"
        />
      )}
      <UnitDialog
        open={editing !== null}
        unit={editing?.unit ?? null}
        nextSort={nextSort}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
