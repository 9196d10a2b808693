import {
  type CatalogueClass,
  type CatalogueClassInput,
  catalogueEditEndpoints,
  catalogueFields,
  catalogueLimits,
} from '@mall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Drawer,
  Flex,
  Form,
  Grid,
  Input,
  InputNumber,
  Modal,
  Select,
  Switch,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { contractRule } from '../../lib/contract-rules';
import {
  type FormTexts,
  failure,
  formTexts,
  inputTexts,
  LocaleFields,
  PictureField,
} from './catalogue-fields';

export const classesKey = ['platform', 'catalogue', 'classes'] as const;

/** What the class drawer edits: a new class under a parent (null: a top class), or an existing one. */
export type ClassEditing = { parent: CatalogueClass | null } | { node: CatalogueClass };

interface ClassForm {
  name: FormTexts;
  alias: FormTexts;
  icon: string;
  sort: number | null;
  shown: boolean;
  taxCode: string;
  taxRate: number | null;
}

const emptyTexts = { zh_CN: '', en_US: '', ru_RU: '', es: '' };

/** The class's form: names and short names in four languages, icon, order, shown; a top class's tax. */
export function ClassDrawer({ editing, onClose }: { editing: ClassEditing | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const narrow = !Grid.useBreakpoint().md;
  const [form] = Form.useForm<ClassForm>();
  const node = editing && 'node' in editing ? editing.node : null;
  const parent = editing && 'parent' in editing ? editing.parent : null;
  const level = node ? node.level : parent ? parent.level + 1 : 1;
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(
      node
        ? {
            name: formTexts(node.name),
            alias: formTexts(node.alias),
            icon: node.icon,
            sort: node.sort,
            shown: node.shown,
            taxCode: node.taxCode,
            taxRate: node.taxRate,
          }
        : { name: emptyTexts, alias: emptyTexts, icon: '', sort: 0, shown: true, taxCode: '', taxRate: 0 },
    );
  }, [editing, node, form]);
  const save = useMutation({
    mutationFn: (body: CatalogueClassInput) => call(catalogueEditEndpoints.classSave, { body }),
    onSuccess: (saved) => {
      void message.success(t('catalogue.saved', { name: saved.name.zh_CN }));
      void queryClient.invalidateQueries({ queryKey: classesKey });
      onClose();
    },
    onError: (error) => void message.error(failure(error, t('app.networkError'))),
  });
  const submit = (values: ClassForm) =>
    save.mutate({
      ...(node ? { classId: node.classId } : { parentId: parent?.classId ?? 0 }),
      name: inputTexts(values.name),
      alias: inputTexts(values.alias),
      icon: values.icon ?? '',
      sort: values.sort ?? 0,
      shown: values.shown,
      ...(level === 1 ? { taxCode: values.taxCode ?? '', taxRate: values.taxRate ?? 0 } : {}),
    });
  const title = node
    ? t('catalogue.classes.editTitle', { name: node.name.zh_CN })
    : parent
      ? t('catalogue.classes.newUnder', { parent: parent.name.zh_CN })
      : t('catalogue.classes.newTop');
  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      title={title}
      width={narrow ? '100%' : 640}
      destroyOnHidden
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>{t('catalogue.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('catalogue.save')}
          </Button>
        </Flex>
      }
    >
      <Form<ClassForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        onFinishFailed={() => void message.error(t('catalogue.checkFields'))}
      >
        <LocaleFields
          name="name"
          label={t('catalogue.classes.name')}
          chinese={catalogueFields.className}
          translated={catalogueFields.translatedClassName}
          maxLength={catalogueLimits.classNameMax}
        />
        <LocaleFields
          name="alias"
          label={t('catalogue.classes.alias')}
          chinese={catalogueFields.translatedClassName}
          translated={catalogueFields.translatedClassName}
          maxLength={catalogueLimits.classNameMax}
          help={t('catalogue.classes.aliasHelp')}
        />
        <Form.Item name="icon" label={t('catalogue.classes.icon')}>
          <PictureField />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            name="sort"
            label={t('catalogue.sort')}
            extra={t('catalogue.sortHelp')}
            rules={[contractRule(catalogueFields.sort)]}
          >
            <InputNumber min={0} max={catalogueLimits.sortMax} precision={0} />
          </Form.Item>
          <Form.Item name="shown" label={t('catalogue.classes.shown')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
        {level === 1 && (
          <Flex gap={16} wrap>
            <Form.Item
              name="taxCode"
              label={t('catalogue.classes.taxCode')}
              extra={t('catalogue.classes.taxHelp')}
              rules={[contractRule(catalogueFields.taxCode)]}
            >
              <Input maxLength={19} inputMode="numeric" style={{ width: 240 }} />
            </Form.Item>
            <Form.Item
              name="taxRate"
              label={t('catalogue.classes.taxRate')}
              rules={[contractRule(catalogueFields.taxRate)]}
            >
              <InputNumber min={0} max={100} precision={0} />
            </Form.Item>
          </Flex>
        )}
      </Form>
    </Drawer>
  );
}

/** A class's path for a picker: "top / group". */
function pathName(node: CatalogueClass, byId: Map<number, CatalogueClass>): string {
  const parent = byId.get(node.parentId);
  return parent ? `${pathName(parent, byId)} / ${node.name.zh_CN}` : node.name.zh_CN;
}

/**
 * "Move to" (its page keys it by the class, so each opening starts without a choice): a parent of the right level (a top class for a class of level 2, a level-2 class for one of
 * level 3) picked from a searchable list, so the keyboard does it as well as a pointer would.
 */
export function MoveDialog({
  node,
  classes,
  onClose,
}: {
  node: CatalogueClass | null;
  classes: CatalogueClass[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [parentId, setParentId] = useState<number | undefined>();
  const byId = new Map(classes.map((c) => [c.classId, c]));
  const options = node
    ? classes
        .filter((c) => c.level === node.level - 1 && c.classId !== node.parentId)
        .map((c) => ({ value: c.classId, label: pathName(c, byId) }))
    : [];
  const move = useMutation({
    mutationFn: (target: number) =>
      call(catalogueEditEndpoints.classMove, { body: { classId: node!.classId, parentId: target } }),
    onSuccess: (moved) => {
      const parent = byId.get(moved.parentId);
      void message.success(
        t('catalogue.classes.moved', { name: moved.name.zh_CN, parent: parent?.name.zh_CN ?? '' }),
      );
      void queryClient.invalidateQueries({ queryKey: classesKey });
      onClose();
    },
    onError: (error) => void message.error(failure(error, t('app.networkError'))),
  });
  return (
    <Modal
      open={node !== null}
      title={node ? t('catalogue.classes.moveTitle', { name: node.name.zh_CN }) : ''}
      onCancel={onClose}
      okText={t('catalogue.classes.move')}
      cancelText={t('catalogue.cancel')}
      okButtonProps={{ disabled: parentId === undefined, loading: move.isPending }}
      onOk={() => parentId !== undefined && move.mutate(parentId)}
      destroyOnHidden
    >
      {options.length === 0 ? (
        <Alert type="info" showIcon message={t('catalogue.classes.moveNone')} />
      ) : (
        <Form layout="vertical">
          <Form.Item label={t('catalogue.classes.moveTo')} htmlFor="catalogue-move-parent">
            <Select
              id="catalogue-move-parent"
              showSearch
              optionFilterProp="label"
              options={options}
              value={parentId}
              onChange={setParentId}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Alert
            type="info"
            showIcon
            message={t('catalogue.classes.moveHint', { count: node?.products ?? 0 })}
          />
        </Form>
      )}
    </Modal>
  );
}
