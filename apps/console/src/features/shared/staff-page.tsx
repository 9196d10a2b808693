import { peopleLimits, type StaffInviteInput, type StaffRow, staffInviteInputSchema } from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Grid,
  Input,
  List,
  Modal,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../app/page-states';
import { useAddressFilters } from '../../lib/address-filters';
import { errorText } from '../../lib/api';
import { contractRule } from '../../lib/contract-rules';
import { RolesTab } from './staff-roles';
import { rolesKey, type StaffPageScope, staffKey, statusColours } from './staff-scope';

const inviteFields = staffInviteInputSchema.shape;

/** The roles to choose from, by name. */
function useRoleOptions(scope: StaffPageScope) {
  const roles = useQuery({ queryKey: rolesKey(scope), queryFn: () => scope.api.roles() });
  return (roles.data ?? []).map((role) => ({ value: role.roleId, label: role.roleName }));
}

/** After a change of the staff: the list and the roles' holder counts. */
function useRefresh(scope: StaffPageScope) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: staffKey(scope) });
    void queryClient.invalidateQueries({ queryKey: rolesKey(scope) });
  };
}

function InviteModal({ scope, onClose }: { scope: StaffPageScope; onClose: () => void }) {
  const { t } = useTranslation();
  const { text } = scope;
  const { message } = App.useApp();
  const refresh = useRefresh(scope);
  const [form] = Form.useForm<StaffInviteInput>();
  const options = useRoleOptions(scope);
  const invite = useMutation({
    mutationFn: (body: StaffInviteInput) => scope.api.invite(body),
    onSuccess: ({ staff, newAccount, codeSent }) => {
      refresh();
      const key = !newAccount ? 'invitedExisting' : codeSent ? 'invitedSent' : 'invitedNoSms';
      void (codeSent || !newAccount ? message.success : message.warning)(text(key, { name: staff.userName }));
      onClose();
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  return (
    <Modal
      open
      title={text('inviteTitle')}
      okText={text('inviteSubmit')}
      cancelText={t('people.cancel')}
      okButtonProps={{ loading: invite.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{text('inviteHint')}</Typography.Paragraph>
      <Form<StaffInviteInput>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(body) => invite.mutate(body)}
      >
        <Form.Item name="mobile" label={text('mobile')} rules={[contractRule(inviteFields.mobile)]}>
          <Input inputMode="numeric" maxLength={11} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={text('name')} rules={[contractRule(inviteFields.name)]}>
          <Input maxLength={peopleLimits.staffNameMax} autoComplete="off" />
        </Form.Item>
        <Form.Item name="roleId" label={text('role')} rules={[contractRule(inviteFields.roleId)]}>
          <Select options={options} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ChangeRoleModal({
  scope,
  member,
  onClose,
}: {
  scope: StaffPageScope;
  member: StaffRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { text } = scope;
  const { message } = App.useApp();
  const refresh = useRefresh(scope);
  const [roleId, setRoleId] = useState<number | undefined>(member.roleId ?? undefined);
  const options = useRoleOptions(scope);
  const change = useMutation({
    mutationFn: (next: number) => scope.api.setRole(member.userId, next),
    onSuccess: (row) => {
      refresh();
      void message.success(text('roleChanged', { name: row.userName, role: row.roleName ?? '' }));
      onClose();
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  return (
    <Modal
      open
      title={text('changeRoleTitle', { name: member.userName })}
      okText={text('changeRoleSubmit')}
      cancelText={t('people.cancel')}
      okButtonProps={{
        loading: change.isPending,
        disabled: roleId === undefined || roleId === member.roleId,
      }}
      onCancel={onClose}
      onOk={() => roleId !== undefined && change.mutate(roleId)}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={text('changeRoleHint')} style={{ marginBottom: 16 }} />
      <Select
        aria-label={text('role')}
        style={{ width: '100%' }}
        value={roleId}
        onChange={setRoleId}
        options={options}
      />
    </Modal>
  );
}

function StaffTab({ scope }: { scope: StaffPageScope }) {
  const { t } = useTranslation();
  const { text } = scope;
  const { message, modal } = App.useApp();
  const refresh = useRefresh(scope);
  const narrow = !Grid.useBreakpoint().md;
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<StaffRow | null>(null);
  const staff = useQuery({ queryKey: staffKey(scope), queryFn: () => scope.api.list() });
  const remove = useMutation({
    mutationFn: (member: StaffRow) => scope.api.remove(member.userId),
    onSuccess: (_, member) => {
      refresh();
      void message.success(text('removed', { name: member.userName }));
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  const confirmRemove = (member: StaffRow) =>
    modal.confirm({
      title: text('removeTitle', { name: member.userName }),
      content: text('removeText'),
      okText: text('remove'),
      cancelText: t('people.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(member).catch(() => undefined),
    });
  const roleOf = (member: StaffRow) => member.roleName ?? text('mainAccount');
  const statusTag = (member: StaffRow) => (
    <Tag color={statusColours[member.status]}>{t(`people.statuses.${member.status}`)}</Tag>
  );
  // The merchant's main account keeps its place (the server refuses a change of it): no buttons for it.
  const fixed = (member: StaffRow) => scope.workspace === 'merchant' && member.roleId === null;
  const actions = (member: StaffRow) =>
    member.isSelf ? (
      <Typography.Text type="secondary">{text('yourself')}</Typography.Text>
    ) : fixed(member) ? null : (
      <Space wrap>
        <Button
          size="small"
          onClick={() => setChanging(member)}
          aria-label={`${text('changeRole')} ${member.userName}`}
        >
          {text('changeRole')}
        </Button>
        <Button
          size="small"
          danger
          onClick={() => confirmRemove(member)}
          aria-label={`${text('remove')} ${member.userName}`}
        >
          {text('remove')}
        </Button>
      </Space>
    );
  const columns: ColumnsType<StaffRow> = [
    { title: text('name'), dataIndex: 'userName' },
    { title: text('mobile'), dataIndex: 'mobile' },
    { title: text('role'), key: 'role', render: (_, member) => roleOf(member) },
    { title: text('status'), key: 'status', render: (_, member) => statusTag(member) },
    { title: text('actions'), key: 'actions', render: (_, member) => actions(member) },
  ];
  if (staff.isError) return <LoadFailed error={staff.error} retry={() => void staff.refetch()} />;
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setInviting(true)}>
          {text('invite')}
        </Button>
      </Flex>
      {narrow ? (
        <List
          dataSource={staff.data}
          loading={staff.isFetching}
          locale={{ emptyText: text('empty') }}
          renderItem={(member) => (
            <List.Item key={member.userId} data-testid="staff-card">
              <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                <Flex justify="space-between" align="center" gap={8}>
                  <Typography.Text strong>{member.userName}</Typography.Text>
                  {statusTag(member)}
                </Flex>
                <Typography.Text type="secondary">{`${member.mobile} · ${roleOf(member)}`}</Typography.Text>
                {actions(member)}
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Table
          rowKey="userId"
          columns={columns}
          dataSource={staff.data}
          loading={staff.isFetching}
          locale={{ emptyText: text('empty') }}
          scroll={{ x: 'max-content' }}
          pagination={false}
        />
      )}
      {inviting ? <InviteModal scope={scope} onClose={() => setInviting(false)} /> : null}
      {changing ? (
        <ChangeRoleModal scope={scope} member={changing} onClose={() => setChanging(null)} />
      ) : null}
    </>
  );
}

/**
 * A staff page: the members and the roles, one tab each (the tab in the address). The platform console's
 * staff and a merchant's own are this page with another scope (staff-scope.ts).
 */
export function StaffPage({ scope }: { scope: StaffPageScope }) {
  const { params, update } = useAddressFilters();
  const tab = params.get('tab') === 'roles' ? 'roles' : 'staff';
  return (
    <Card>
      <Typography.Title level={1} className="console-page-title">
        {scope.text('title')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key === 'roles' ? 'roles' : undefined })}
        items={[
          { key: 'staff', label: scope.text('staffTab'), children: <StaffTab scope={scope} /> },
          { key: 'roles', label: scope.text('rolesTab'), children: <RolesTab scope={scope} /> },
        ]}
      />
    </Card>
  );
}
