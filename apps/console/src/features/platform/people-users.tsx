import {
  type PlatformUserDetail,
  type PlatformUserRow,
  peopleEndpoints,
  peopleLimits,
  type UserStatus,
  userStatuses,
} from '@mall/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Flex,
  Grid,
  Input,
  List,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../app/page-states';
import { useAddressFilters } from '../../lib/address-filters';
import { call } from '../../lib/api';
import { formatTime } from '../../lib/format';
import { centreLabel, errorText, statusColours } from './people-shared';

const pageSize = 20;
const isStatus = (value: string | null): value is UserStatus =>
  (userStatuses as readonly (string | null)[]).includes(value);

type Action = 'freeze' | 'restore' | 'endSessions' | 'resetSms';

/** One user's centres, status and sessions, and the four actions, each confirmed first. */
function UserDrawer({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const narrow = !Grid.useBreakpoint().md;
  const key = ['platform', 'user', userId];
  const detail = useQuery({
    queryKey: key,
    queryFn: () => call(peopleEndpoints.userDetail, { query: { userId } }),
  });
  const act = useMutation({
    mutationFn: async (action: Action): Promise<string> => {
      const body = { userId };
      if (action === 'resetSms') {
        const sent = await call(peopleEndpoints.userResetSms, { body });
        return t('people.users.resetToast', { sentTo: sent.sentTo, minutes: sent.validMinutes });
      }
      const endpoint = {
        freeze: peopleEndpoints.userFreeze,
        restore: peopleEndpoints.userRestore,
        endSessions: peopleEndpoints.userEndSessions,
      }[action];
      const user = await call(endpoint, { body });
      queryClient.setQueryData<PlatformUserDetail>(key, user);
      void queryClient.invalidateQueries({ queryKey: ['platform', 'users'] });
      return t(
        action === 'freeze'
          ? 'people.users.frozenToast'
          : action === 'restore'
            ? 'people.users.restoredToast'
            : 'people.users.endedToast',
      );
    },
    onSuccess: (text) => void message.success(text),
    onError: (error) => void message.error(errorText(t, error)),
  });
  const user = detail.data;
  const confirm = (action: Action) => {
    if (!user) return;
    const texts = {
      freeze: ['people.users.freezeTitle', 'people.users.freezeText', 'people.users.freeze'],
      restore: ['people.users.restoreTitle', 'people.users.restoreText', 'people.users.restore'],
      endSessions: [
        'people.users.endSessionsTitle',
        'people.users.endSessionsText',
        'people.users.endSessions',
      ],
      resetSms: ['people.users.resetTitle', 'people.users.resetText', 'people.users.resetSms'],
    } as const;
    const [title, content, ok] = texts[action];
    modal.confirm({
      title: t(title, { mobile: user.mobile }),
      content: t(content, { minutes: peopleLimits.resetSmsEveryMinutes }),
      okText: t(ok),
      cancelText: t('people.cancel'),
      okButtonProps: { danger: action === 'freeze' },
      onOk: () => act.mutateAsync(action).catch(() => undefined),
    });
  };
  return (
    <Drawer
      open
      onClose={onClose}
      size={narrow ? '100%' : 560}
      title={user ? t('people.users.drawerTitle', { mobile: user.mobile }) : t('app.loading')}
      destroyOnHidden
    >
      {detail.isPending ? (
        <Loading />
      ) : detail.isError ? (
        <LoadFailed error={detail.error} retry={() => void detail.refetch()} />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="user-drawer">
          {detail.data.isSelf ? <Alert type="info" showIcon title={t('people.users.yourself')} /> : null}
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { label: t('people.users.mobile'), children: detail.data.mobile },
              { label: t('people.users.name'), children: detail.data.userName },
              { label: t('people.users.contact'), children: detail.data.contactName || '—' },
              { label: t('people.users.company'), children: detail.data.custName },
              {
                label: t('people.users.status'),
                children: (
                  <Tag color={statusColours[detail.data.status]} data-testid="user-status">
                    {t(`people.statuses.${detail.data.status}`)}
                  </Tag>
                ),
              },
              {
                label: t('people.users.sessions'),
                children: (
                  <span data-testid="user-sessions">
                    {t('people.users.sessionsCount', { count: detail.data.sessions })}
                  </span>
                ),
              },
              { label: t('people.users.created'), children: formatTime(detail.data.createdAt) },
              {
                label: t('people.users.centres'),
                children:
                  detail.data.centreRoles.length === 0 ? (
                    t('people.users.noCentres')
                  ) : (
                    <Space orientation="vertical" size={4}>
                      {detail.data.centreRoles.map((centre) => (
                        <span key={centre.subsysCode}>
                          {centreLabel(t, centre.subsysCode, centre.subsysLabel)}
                          {' · '}
                          <Typography.Text type="secondary">
                            {centre.roleName ?? t('people.users.mainAccount')}
                          </Typography.Text>
                        </span>
                      ))}
                    </Space>
                  ),
              },
            ]}
          />
          <Flex gap={8} wrap>
            {detail.data.status === 'active' ? (
              <Button danger disabled={detail.data.isSelf} onClick={() => confirm('freeze')}>
                {t('people.users.freeze')}
              </Button>
            ) : (
              <Button type="primary" onClick={() => confirm('restore')}>
                {t('people.users.restore')}
              </Button>
            )}
            <Button onClick={() => confirm('endSessions')}>{t('people.users.endSessions')}</Button>
            <Button onClick={() => confirm('resetSms')}>{t('people.users.resetSms')}</Button>
          </Flex>
        </Space>
      )}
    </Drawer>
  );
}

/** The mall's users: found by mobile, name or company; a user's drawer (its id in the address) acts on them. */
export default function PeopleUsers() {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const { params, page, update, paging } = useAddressFilters();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const keyword = params.get('keyword') ?? '';
  const opened = Number(params.get('user')) || 0;
  const list = useQuery({
    queryKey: ['platform', 'users', status, keyword, page],
    queryFn: () =>
      call(peopleEndpoints.userList, {
        query: { status, keyword: keyword || undefined, offset: page, limit: pageSize },
      }),
    placeholderData: keepPreviousData,
  });
  // Opening a user keeps the list's page and filters.
  const open = (userId: number) => update({ user: String(userId), page: params.get('page') ?? undefined });
  const close = () => update({ user: undefined, page: params.get('page') ?? undefined });
  const statusTag = (value: UserStatus) => (
    <Tag color={statusColours[value]}>{t(`people.statuses.${value}`)}</Tag>
  );
  const centreTags = (row: PlatformUserRow) => (
    <Space size={[4, 4]} wrap>
      {row.centres.map((code) => (
        <Tag key={code}>{centreLabel(t, code)}</Tag>
      ))}
    </Space>
  );
  const columns: ColumnsType<PlatformUserRow> = [
    {
      title: t('people.users.mobile'),
      dataIndex: 'mobile',
      render: (value: string, row) => (
        <Button type="link" size="small" onClick={() => open(row.userId)}>
          {value}
        </Button>
      ),
    },
    { title: t('people.users.name'), dataIndex: 'userName' },
    { title: t('people.users.company'), dataIndex: 'custName' },
    { title: t('people.users.centres'), key: 'centres', render: (_, row) => centreTags(row) },
    { title: t('people.users.status'), dataIndex: 'status', render: statusTag },
    { title: t('people.users.created'), dataIndex: 'createdAt', render: formatTime },
    {
      title: t('people.users.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button
          size="small"
          onClick={() => open(row.userId)}
          aria-label={`${t('people.users.open')} ${row.mobile}`}
        >
          {t('people.users.open')}
        </Button>
      ),
    },
  ];
  const pagination = paging(list.data?.total ?? 0, pageSize, (count) => t('people.total', { count }));
  return (
    <Card>
      <Typography.Title level={1} className="console-page-title">
        {t('people.users.title')}
      </Typography.Title>
      <search className="console-filters">
        <Flex gap={12} wrap>
          <Select
            aria-label={t('people.users.status')}
            className="console-filters__status"
            value={status ?? ''}
            onChange={(value: string) => update({ status: value || undefined })}
            options={[
              { value: '', label: t('people.users.allStatuses') },
              ...userStatuses.map((value) => ({ value, label: t(`people.statuses.${value}`) })),
            ]}
          />
          <Input.Search
            key={keyword}
            aria-label={t('people.users.keyword')}
            placeholder={t('people.users.keyword')}
            defaultValue={keyword}
            maxLength={peopleLimits.keywordMax}
            allowClear
            enterButton={t('people.users.search')}
            onSearch={(value) => update({ keyword: value.trim() || undefined })}
            className="console-filters__keyword"
          />
        </Flex>
      </search>
      {list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : narrow ? (
        <List
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('people.users.empty') }}
          pagination={pagination}
          renderItem={(row) => (
            <List.Item key={row.userId} data-testid="user-card">
              <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                <Flex justify="space-between" align="center" gap={8}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => open(row.userId)}
                    style={{ paddingInline: 0 }}
                  >
                    {row.mobile}
                  </Button>
                  {statusTag(row.status)}
                </Flex>
                <Typography.Text>{`${row.userName} · ${row.custName}`}</Typography.Text>
                {centreTags(row)}
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Table
          rowKey="userId"
          columns={columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('people.users.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={pagination}
        />
      )}
      {opened > 0 ? <UserDrawer key={opened} userId={opened} onClose={close} /> : null}
    </Card>
  );
}
