import {
  peopleEndpoints,
  peopleLimits,
  type StaffInviteInput,
  type StaffRow,
  staffInviteInputSchema,
} from '@mall/contracts';
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
import { call } from '../../lib/api';
import { contractRule } from '../../lib/contract-rules';
import { RolesTab, rolesKey } from './people-roles';
import { errorText, statusColours } from './people-shared';

const staffKey = ['platform', 'staff'] as const;
const inviteFields = staffInviteInputSchema.shape;

/** The roles to choose from, by name. */
function useRoleOptions() {
  const roles = useQuery({ queryKey: rolesKey, queryFn: () => call(peopleEndpoints.roleList) });
  return (roles.data ?? []).map((role) => ({ value: role.roleId, label: role.roleName }));
}

function InviteModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StaffInviteInput>();
  const options = useRoleOptions();
  const invite = useMutation({
    mutationFn: (body: StaffInviteInput) => call(peopleEndpoints.staffInvite, { body }),
    onSuccess: ({ staff, newAccount, codeSent }) => {
      void queryClient.invalidateQueries({ queryKey: staffKey });
      void queryClient.invalidateQueries({ queryKey: rolesKey });
      const key = !newAccount ? 'invitedExisting' : codeSent ? 'invitedSent' : 'invitedNoSms';
      void (codeSent || !newAccount ? message.success : message.warning)(
        t(`people.staff.${key}`, { name: staff.userName }),
      );
      onClose();
    },
    onError: (error) => void message.error(errorText(t, error)),
  });
  return (
    <Modal
      open
      title={t('people.staff.inviteTitle')}
      okText={t('people.staff.inviteSubmit')}
      cancelText={t('people.cancel')}
      okButtonProps={{ loading: invite.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('people.staff.inviteHint')}</Typography.Paragraph>
      <Form<StaffInviteInput>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(body) => invite.mutate(body)}
      >
        <Form.Item name="mobile" label={t('people.staff.mobile')} rules={[contractRule(inviteFields.mobile)]}>
          <Input inputMode="numeric" maxLength={11} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t('people.staff.name')} rules={[contractRule(inviteFields.name)]}>
          <Input maxLength={peopleLimits.staffNameMax} autoComplete="off" />
        </Form.Item>
        <Form.Item name="roleId" label={t('people.staff.role')} rules={[contractRule(inviteFields.roleId)]}>
          <Select options={options} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ChangeRoleModal({ member, onClose }: { member: StaffRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [roleId, setRoleId] = useState<number | undefined>(member.roleId ?? undefined);
  const options = useRoleOptions();
  const change = useMutation({
    mutationFn: (next: number) =>
      call(peopleEndpoints.staffSetRole, { body: { userId: member.userId, roleId: next } }),
    onSuccess: (row) => {
      void queryClient.invalidateQueries({ queryKey: staffKey });
      void queryClient.invalidateQueries({ queryKey: rolesKey });
      void message.success(t('people.staff.roleChanged', { name: row.userName, role: row.roleName ?? '' }));
      onClose();
    },
    onError: (error) => void message.error(errorText(t, error)),
  });
  return (
    <Modal
      open
      title={t('people.staff.changeRoleTitle', { name: member.userName })}
      okText={t('people.staff.changeRoleSubmit')}
      cancelText={t('people.cancel')}
      okButtonProps={{
        loading: change.isPending,
        disabled: roleId === undefined || roleId === member.roleId,
      }}
      onCancel={onClose}
      onOk={() => roleId !== undefined && change.mutate(roleId)}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('people.staff.changeRoleHint')} style={{ marginBottom: 16 }} />
      <Select
        aria-label={t('people.staff.role')}
        style={{ width: '100%' }}
        value={roleId}
        onChange={setRoleId}
        options={options}
      />
    </Modal>
  );
}

function StaffTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const narrow = !Grid.useBreakpoint().md;
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<StaffRow | null>(null);
  const staff = useQuery({ queryKey: staffKey, queryFn: () => call(peopleEndpoints.staffList) });
  const remove = useMutation({
    mutationFn: (member: StaffRow) => call(peopleEndpoints.staffRemove, { body: { userId: member.userId } }),
    onSuccess: (_, member) => {
      void queryClient.invalidateQueries({ queryKey: staffKey });
      void queryClient.invalidateQueries({ queryKey: rolesKey });
      void message.success(t('people.staff.removed', { name: member.userName }));
    },
    onError: (error) => void message.error(errorText(t, error)),
  });
  const confirmRemove = (member: StaffRow) =>
    modal.confirm({
      title: t('people.staff.removeTitle', { name: member.userName }),
      content: t('people.staff.removeText'),
      okText: t('people.staff.remove'),
      cancelText: t('people.cancel'),
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(member).catch(() => undefined),
    });
  const roleOf = (member: StaffRow) => member.roleName ?? t('people.staff.mainAccount');
  const statusTag = (member: StaffRow) => (
    <Tag color={statusColours[member.status]}>{t(`people.statuses.${member.status}`)}</Tag>
  );
  const actions = (member: StaffRow) =>
    member.isSelf ? (
      <Typography.Text type="secondary">{t('people.staff.yourself')}</Typography.Text>
    ) : (
      <Space wrap>
        <Button
          size="small"
          onClick={() => setChanging(member)}
          aria-label={`${t('people.staff.changeRole')} ${member.userName}`}
        >
          {t('people.staff.changeRole')}
        </Button>
        <Button
          size="small"
          danger
          onClick={() => confirmRemove(member)}
          aria-label={`${t('people.staff.remove')} ${member.userName}`}
        >
          {t('people.staff.remove')}
        </Button>
      </Space>
    );
  const columns: ColumnsType<StaffRow> = [
    { title: t('people.staff.name'), dataIndex: 'userName' },
    { title: t('people.staff.mobile'), dataIndex: 'mobile' },
    { title: t('people.staff.role'), key: 'role', render: (_, member) => roleOf(member) },
    { title: t('people.staff.status'), key: 'status', render: (_, member) => statusTag(member) },
    { title: t('people.staff.actions'), key: 'actions', render: (_, member) => actions(member) },
  ];
  if (staff.isError) return <LoadFailed error={staff.error} retry={() => void staff.refetch()} />;
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setInviting(true)}>
          {t('people.staff.invite')}
        </Button>
      </Flex>
      {narrow ? (
        <List
          dataSource={staff.data}
          loading={staff.isFetching}
          locale={{ emptyText: t('people.staff.empty') }}
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
          locale={{ emptyText: t('people.staff.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={false}
        />
      )}
      {inviting ? <InviteModal onClose={() => setInviting(false)} /> : null}
      {changing ? <ChangeRoleModal member={changing} onClose={() => setChanging(null)} /> : null}
    </>
  );
}

/** The platform's staff and their roles, one tab each (the tab in the address). */
export default function PeopleStaff() {
  const { t } = useTranslation();
  const { params, update } = useAddressFilters();
  const tab = params.get('tab') === 'roles' ? 'roles' : 'staff';
  return (
    <Card>
      <Typography.Title level={1} className="console-page-title">
        {t('people.staff.title')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key === 'roles' ? 'roles' : undefined })}
        items={[
          { key: 'staff', label: t('people.staff.staffTab'), children: <StaffTab /> },
          { key: 'roles', label: t('people.staff.rolesTab'), children: <RolesTab /> },
        ]}
      />
    </Card>
  );
}
