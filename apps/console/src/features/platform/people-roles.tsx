import {
  peopleEndpoints,
  peopleLimits,
  platformCodeList,
  type StaffRole,
  type StaffRoleInput,
  staffRoleInputSchema,
} from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  List,
  Modal,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../app/page-states';
import { call } from '../../lib/api';
import { contractRule } from '../../lib/contract-rules';
import { codeLabel, errorText } from './people-shared';

export const rolesKey = ['platform', 'staffRoles'] as const;

const roleFields = staffRoleInputSchema.shape;

interface RoleForm {
  roleName: string;
  permissions: string[];
}

/** A role's name and codes, the codes as checkboxes in the reader's language. */
function RoleModal({ role, onClose }: { role: StaffRole | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RoleForm>();
  const save = useMutation({
    mutationFn: (body: StaffRoleInput) => call(peopleEndpoints.roleSave, { body }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: rolesKey });
      void queryClient.invalidateQueries({ queryKey: ['platform', 'staff'] });
      void message.success(t('people.staff.roleSaved', { name: saved.roleName }));
      onClose();
    },
    onError: (error) => void message.error(errorText(t, error)),
  });
  return (
    <Modal
      open
      title={role ? t('people.staff.roleFormEdit', { name: role.roleName }) : t('people.staff.roleFormNew')}
      okText={t('people.staff.roleSave')}
      cancelText={t('people.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {role ? (
        <Alert type="info" showIcon title={t('people.staff.roleFormHint')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<RoleForm>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ roleName: role?.roleName ?? '', permissions: role?.permissions ?? [] }}
        onFinish={(values) =>
          save.mutate({
            ...(role ? { roleId: role.roleId } : {}),
            roleName: values.roleName,
            permissions: values.permissions as StaffRoleInput['permissions'],
          })
        }
      >
        <Form.Item
          name="roleName"
          label={t('people.staff.roleName')}
          rules={[contractRule(roleFields.roleName)]}
        >
          <Input maxLength={peopleLimits.roleNameMax} />
        </Form.Item>
        <Form.Item
          name="permissions"
          label={t('people.staff.rolePermissions')}
          rules={[contractRule(roleFields.permissions)]}
        >
          <Checkbox.Group style={{ width: '100%' }}>
            <Flex vertical gap={8}>
              {platformCodeList.map((code) => (
                <Checkbox key={code} value={code}>
                  {codeLabel(t, code)}{' '}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {code}
                  </Typography.Text>
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The platform centre's roles: each with its codes and holders; new, edit, delete (an unused one). */
export function RolesTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StaffRole | null | undefined>(undefined);
  const roles = useQuery({ queryKey: rolesKey, queryFn: () => call(peopleEndpoints.roleList) });
  const remove = useMutation({
    mutationFn: (role: StaffRole) => call(peopleEndpoints.roleDelete, { body: { roleId: role.roleId } }),
    onSuccess: (_, role) => {
      void queryClient.invalidateQueries({ queryKey: rolesKey });
      void message.success(t('people.staff.roleDeleted', { name: role.roleName }));
    },
    onError: (error) => void message.error(errorText(t, error)),
  });
  const confirmDelete = (role: StaffRole) =>
    modal.confirm({
      title: t('people.staff.deleteRoleTitle', { name: role.roleName }),
      content: t('people.staff.deleteRoleText'),
      okText: t('people.staff.deleteRole'),
      cancelText: t('people.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(role).catch(() => undefined),
    });
  if (roles.isError) return <LoadFailed error={roles.error} retry={() => void roles.refetch()} />;
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing(null)}>
          {t('people.staff.newRole')}
        </Button>
      </Flex>
      <List
        loading={roles.isFetching}
        dataSource={roles.data}
        locale={{ emptyText: t('people.staff.noRoles') }}
        renderItem={(role) => (
          <List.Item
            key={role.roleId}
            data-testid="role-card"
            actions={[
              <Button key="edit" size="small" onClick={() => setEditing(role)}>
                {t('people.staff.editRole')}
              </Button>,
              role.holders > 0 ? (
                <Tooltip key="delete" title={t('people.staff.roleInUse')}>
                  <Button size="small" danger disabled>
                    {t('people.staff.deleteRole')}
                  </Button>
                </Tooltip>
              ) : (
                <Button key="delete" size="small" danger onClick={() => confirmDelete(role)}>
                  {t('people.staff.deleteRole')}
                </Button>
              ),
            ]}
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <span>{role.roleName}</span>
                  <Typography.Text type="secondary">
                    {t('people.staff.holders', { count: role.holders })}
                  </Typography.Text>
                </Space>
              }
              description={
                <Space size={[4, 4]} wrap>
                  {role.permissions.map((code) => (
                    <Tag key={code}>{codeLabel(t, code)}</Tag>
                  ))}
                </Space>
              }
            />
          </List.Item>
        )}
      />
      {editing !== undefined ? <RoleModal role={editing} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}
