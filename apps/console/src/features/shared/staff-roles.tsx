import { peopleLimits, type StaffRole, staffRoleInputSchema } from '@mall/contracts';
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
import { errorText } from '../../lib/api';
import { contractRule } from '../../lib/contract-rules';
import { rolesKey, type StaffPageScope, staffKey } from './staff-scope';

const roleName = staffRoleInputSchema.shape.roleName;

interface RoleForm {
  roleName: string;
  permissions: string[];
}

/** A role's name and codes, the codes as checkboxes in the reader's language. */
function RoleModal({
  scope,
  role,
  onClose,
}: {
  scope: StaffPageScope;
  role: StaffRole | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { text } = scope;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RoleForm>();
  const save = useMutation({
    mutationFn: (body: RoleForm & { roleId?: number }) => scope.api.saveRole(body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: rolesKey(scope) });
      void queryClient.invalidateQueries({ queryKey: staffKey(scope) });
      void message.success(text('roleSaved', { name: saved.roleName }));
      onClose();
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  return (
    <Modal
      open
      title={role ? text('roleFormEdit', { name: role.roleName }) : text('roleFormNew')}
      okText={text('roleSave')}
      cancelText={t('people.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {role ? <Alert type="info" showIcon title={text('roleFormHint')} style={{ marginBottom: 16 }} /> : null}
      <Form<RoleForm>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ roleName: role?.roleName ?? '', permissions: role?.permissions ?? [] }}
        onFinish={(values) =>
          save.mutate({
            ...(role ? { roleId: role.roleId } : {}),
            roleName: values.roleName,
            permissions: values.permissions,
          })
        }
      >
        <Form.Item name="roleName" label={text('roleName')} rules={[contractRule(roleName)]}>
          <Input maxLength={peopleLimits.roleNameMax} />
        </Form.Item>
        <Form.Item
          name="permissions"
          label={text('rolePermissions')}
          rules={[contractRule(scope.permissionsSchema)]}
        >
          <Checkbox.Group style={{ width: '100%' }}>
            <Flex vertical gap={8} style={{ minWidth: 0 }}>
              {scope.codes.map((code) => (
                <Checkbox key={code} value={code} style={{ overflowWrap: 'anywhere' }}>
                  {scope.codeLabel(code)}{' '}
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

/** The scope's roles: each with its codes and holders; new, edit, delete (an unused one). */
export function RolesTab({ scope }: { scope: StaffPageScope }) {
  const { t } = useTranslation();
  const { text } = scope;
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StaffRole | null | undefined>(undefined);
  const roles = useQuery({ queryKey: rolesKey(scope), queryFn: () => scope.api.roles() });
  const remove = useMutation({
    mutationFn: (role: StaffRole) => scope.api.deleteRole(role.roleId),
    onSuccess: (_, role) => {
      void queryClient.invalidateQueries({ queryKey: rolesKey(scope) });
      void message.success(text('roleDeleted', { name: role.roleName }));
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  const confirmDelete = (role: StaffRole) =>
    modal.confirm({
      title: text('deleteRoleTitle', { name: role.roleName }),
      content: text('deleteRoleText'),
      okText: text('deleteRole'),
      cancelText: t('people.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(role).catch(() => undefined),
    });
  if (roles.isError) return <LoadFailed error={roles.error} retry={() => void roles.refetch()} />;
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing(null)}>
          {text('newRole')}
        </Button>
      </Flex>
      <List
        loading={roles.isFetching}
        dataSource={roles.data}
        locale={{ emptyText: text('noRoles') }}
        renderItem={(role) => (
          <List.Item
            key={role.roleId}
            data-testid="role-card"
            style={{ flexWrap: 'wrap', gap: 8 }}
            actions={[
              <Button key="edit" size="small" onClick={() => setEditing(role)}>
                {text('editRole')}
              </Button>,
              role.holders > 0 ? (
                <Tooltip key="delete" title={text('roleInUse')}>
                  <Button size="small" danger disabled>
                    {text('deleteRole')}
                  </Button>
                </Tooltip>
              ) : (
                <Button key="delete" size="small" danger onClick={() => confirmDelete(role)}>
                  {text('deleteRole')}
                </Button>
              ),
            ]}
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <span>{role.roleName}</span>
                  <Typography.Text type="secondary">
                    {text('holders', { count: role.holders })}
                  </Typography.Text>
                </Space>
              }
              description={
                <Space size={[4, 4]} wrap>
                  {role.permissions.map((code) => (
                    <Tag key={code} style={{ whiteSpace: 'normal' }}>
                      {scope.codeLabel(code)}
                    </Tag>
                  ))}
                </Space>
              }
            />
          </List.Item>
        )}
      />
      {editing !== undefined ? (
        <RoleModal scope={scope} role={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}
