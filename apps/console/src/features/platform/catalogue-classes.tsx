import {
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  NodeIndexOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { type CatalogueClass, catalogueEditEndpoints } from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Dropdown, Flex, Grid, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../app/page-states';
import { call } from '../../lib/api';
import { thumbOf } from '../merchant/product-pictures';
import { ClassDrawer, type ClassEditing, classesKey, MoveDialog } from './catalogue-class-forms';
import { failure, inputTexts } from './catalogue-fields';

interface ClassRow extends CatalogueClass {
  children?: ClassRow[];
}

/** The flat list (parents first) as the table's tree, keeping the classes `keep` says, with their ancestors. */
function treeOf(classes: CatalogueClass[], keep: (c: CatalogueClass) => boolean): ClassRow[] {
  const rows = new Map<number, ClassRow>();
  const roots: ClassRow[] = [];
  for (const c of classes) rows.set(c.classId, { ...c });
  const kept = new Set<number>();
  for (const c of classes) {
    if (!keep(c)) continue;
    for (let id: number | undefined = c.classId; id && !kept.has(id); id = rows.get(id)?.parentId)
      kept.add(id);
  }
  for (const c of classes) {
    if (!kept.has(c.classId)) continue;
    const row = rows.get(c.classId)!;
    const parent = rows.get(c.parentId);
    if (parent && kept.has(parent.classId)) {
      parent.children = [...(parent.children ?? []), row];
    } else if (c.parentId === 0) roots.push(row);
  }
  return roots;
}

const matches = (c: CatalogueClass, word: string) =>
  [...Object.values(c.name), ...Object.values(c.alias)].some((text) => text.toLowerCase().includes(word));

/**
 * The storefront's class tree (three levels) as a table tree: add a subclass, edit names in four languages
 * and the icon, show or hide, move to another parent through a dialog, delete an empty class. Each row's
 * actions are buttons and a menu a keyboard reaches; on a phone the translations and counts fold away.
 */
export default function CatalogueClasses() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  // The tree's rows hold more than a list's: a tablet held upright gets the phone's compact rows too.
  const narrow = !Grid.useBreakpoint().lg;
  const [word, setWord] = useState('');
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [editing, setEditing] = useState<ClassEditing | null>(null);
  const [moving, setMoving] = useState<CatalogueClass | null>(null);
  const classes = useQuery({
    queryKey: classesKey,
    queryFn: () => call(catalogueEditEndpoints.classTree),
  });
  const list = classes.data ?? [];
  const needle = word.trim().toLowerCase();
  const tree = useMemo(
    () => treeOf(classes.data ?? [], (c) => !needle || matches(c, needle)),
    [classes.data, needle],
  );
  const childCount = useMemo(() => {
    const counts = new Map<number, number>();
    for (const c of list) counts.set(c.parentId, (counts.get(c.parentId) ?? 0) + 1);
    return counts;
  }, [list]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: classesKey });
  const toggle = useMutation({
    mutationFn: (row: CatalogueClass) =>
      call(catalogueEditEndpoints.classSave, {
        body: {
          classId: row.classId,
          name: inputTexts(row.name),
          alias: inputTexts(row.alias),
          icon: row.icon,
          sort: row.sort,
          shown: !row.shown,
          ...(row.level === 1 ? { taxCode: row.taxCode, taxRate: row.taxRate } : {}),
        },
      }),
    onSuccess: (saved) => {
      void message.success(
        t(saved.shown ? 'catalogue.classes.shownNow' : 'catalogue.classes.hiddenNow', {
          name: saved.name.zh_CN,
        }),
      );
      refresh();
    },
    onError: (error) => void message.error(failure(error, t('app.networkError'))),
  });
  const remove = useMutation({
    mutationFn: (row: CatalogueClass) =>
      call(catalogueEditEndpoints.classDelete, { body: { classId: row.classId } }),
    onSuccess: (_, row) => {
      void message.success(t('catalogue.deleted', { name: row.name.zh_CN }));
      refresh();
    },
    onError: (error) => void message.error(failure(error, t('app.networkError'))),
  });
  const confirmDelete = (row: CatalogueClass) =>
    modal.confirm({
      title: t('catalogue.classes.deleteConfirm', { name: row.name.zh_CN }),
      okText: t('catalogue.delete'),
      okButtonProps: { danger: true },
      cancelText: t('catalogue.cancel'),
      onOk: () => remove.mutateAsync(row).catch(() => {}),
    });
  const addUnder = (row: CatalogueClass) => {
    setEditing({ parent: row });
    setExpanded((keys) => (keys.includes(row.classId) ? keys : [...keys, row.classId]));
  };
  const actions = (row: CatalogueClass) => {
    const blocked = (childCount.get(row.classId) ?? 0) > 0 || row.products > 0;
    // On a phone every action is in the one menu; on wider screens editing and adding are buttons too.
    const items = [
      ...(narrow
        ? [
            { key: 'edit', icon: <EditOutlined />, label: t('catalogue.edit') },
            ...(row.level < 3
              ? [{ key: 'add', icon: <PlusOutlined />, label: t('catalogue.classes.addChild') }]
              : []),
          ]
        : []),
      ...(row.level > 1
        ? [{ key: 'move', icon: <NodeIndexOutlined />, label: t('catalogue.classes.move') }]
        : []),
      {
        key: 'toggle',
        icon: row.shown ? <EyeInvisibleOutlined /> : <EyeOutlined />,
        label: t(row.shown ? 'catalogue.classes.hide' : 'catalogue.classes.show'),
      },
      {
        key: 'delete',
        icon: <DeleteOutlined />,
        danger: true,
        disabled: blocked,
        label: blocked
          ? `${t('catalogue.delete')}（${t('catalogue.classes.deleteBlocked')}）`
          : t('catalogue.delete'),
      },
    ];
    const onMenu = ({ key }: { key: string }) => {
      if (key === 'edit') setEditing({ node: row });
      else if (key === 'add') addUnder(row);
      else if (key === 'move') setMoving(row);
      else if (key === 'toggle') toggle.mutate(row);
      else if (key === 'delete') confirmDelete(row);
    };
    return (
      <Space size={4}>
        {!narrow && (
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ node: row })}>
            {t('catalogue.edit')}
          </Button>
        )}
        {!narrow && row.level < 3 && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => addUnder(row)}>
            {t('catalogue.classes.addChild')}
          </Button>
        )}
        <Dropdown menu={{ items, onClick: onMenu }} trigger={['click']}>
          <Button
            size="small"
            aria-label={`${t(narrow ? 'catalogue.actions' : 'catalogue.more')}：${row.name.zh_CN}`}
          >
            <Space size={4}>
              {t(narrow ? 'catalogue.actions' : 'catalogue.more')}
              <DownOutlined />
            </Space>
          </Button>
        </Dropdown>
      </Space>
    );
  };
  const translations = (row: CatalogueClass) =>
    [row.name.en_US, row.name.ru_RU, row.name.es].map((text) => text || '—').join(' · ');
  const nameOf = (row: CatalogueClass) => (
    <Flex gap={8} align="center" data-testid="catalogue-class" data-class-id={row.classId}>
      {row.icon && (
        <img src={thumbOf(row.icon)} alt="" width={28} height={28} style={{ objectFit: 'contain' }} />
      )}
      <Flex vertical>
        <Space size={6} wrap>
          <Typography.Text strong={row.level === 1}>{row.name.zh_CN}</Typography.Text>
          {row.alias.zh_CN && <Tag>{row.alias.zh_CN}</Tag>}
          {!row.shown && <Tag color="default">{t('catalogue.classes.hidden')}</Tag>}
        </Space>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {narrow
            ? t('catalogue.classes.productsValue', { onSale: row.onSale, all: row.products })
            : translations(row)}
        </Typography.Text>
      </Flex>
    </Flex>
  );
  const columns: ColumnsType<ClassRow> = [
    { title: t('catalogue.classes.name'), key: 'name', render: (_, row) => nameOf(row) },
    ...(narrow
      ? []
      : ([
          {
            title: t('catalogue.classes.products'),
            key: 'products',
            render: (_, row) =>
              t('catalogue.classes.productsValue', { onSale: row.onSale, all: row.products }),
          },
          { title: t('catalogue.sort'), dataIndex: 'sort', align: 'right' },
        ] satisfies ColumnsType<ClassRow>)),
    { title: t('catalogue.actions'), key: 'actions', render: (_, row) => actions(row) },
  ];
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="console-page-title">
          {t('catalogue.classes.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parent: null })}>
          {t('catalogue.classes.addTop')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('catalogue.classes.intro')}</Typography.Paragraph>
      <search className="console-filters">
        <Input.Search
          aria-label={t('catalogue.classes.filter')}
          placeholder={t('catalogue.classes.filter')}
          allowClear
          onSearch={(value) => setWord(value)}
          onChange={(event) => !event.target.value && setWord('')}
          style={{ maxWidth: 360 }}
        />
      </search>
      {classes.isError ? (
        <LoadFailed error={classes.error} retry={() => void classes.refetch()} />
      ) : (
        <Table<ClassRow>
          rowKey="classId"
          columns={columns}
          dataSource={tree}
          loading={classes.isFetching}
          pagination={false}
          size={narrow ? 'small' : 'middle'}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: needle ? t('catalogue.classes.noMatch', { word }) : t('catalogue.classes.empty'),
          }}
          expandable={{
            // While a word is looked for, every match shows with its ancestors opened.
            expandedRowKeys: needle ? list.map((c) => c.classId) : expanded,
            onExpandedRowsChange: (keys) => !needle && setExpanded(keys),
          }}
        />
      )}
      <ClassDrawer editing={editing} onClose={() => setEditing(null)} />
      <MoveDialog key={moving?.classId ?? 0} node={moving} classes={list} onClose={() => setMoving(null)} />
    </Card>
  );
}
