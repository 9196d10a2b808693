import {
  type FeedbackReplyInput,
  type FeedbackRow,
  feedbackReplyInputSchema,
  peopleEndpoints,
  peopleLimits,
} from '@mall/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Drawer,
  Flex,
  Form,
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
import { LoadFailed } from '../../app/page-states';
import { useAddressFilters } from '../../lib/address-filters';
import { call } from '../../lib/api';
import { contractRule } from '../../lib/contract-rules';
import { formatTime } from '../../lib/format';
import { errorText } from './people-shared';

const pageSize = 20;
const states = ['unanswered', 'answered'] as const;
type State = (typeof states)[number];
const isState = (value: string | null): value is State =>
  (states as readonly (string | null)[]).includes(value);
const replyRule = contractRule(feedbackReplyInputSchema.shape.reply);

/** One message, its answer so far, and the reply form. */
function ReplyDrawer({ row, onClose }: { row: FeedbackRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const narrow = !Grid.useBreakpoint().md;
  const [form] = Form.useForm<{ reply: string }>();
  const reply = useMutation({
    mutationFn: (body: FeedbackReplyInput) => call(peopleEndpoints.feedbackReply, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['platform', 'feedback'] });
      void message.success(t('people.feedback.replied'));
      onClose();
    },
    onError: (error) => void message.error(errorText(t, error)),
  });
  return (
    <Drawer
      open
      onClose={onClose}
      size={narrow ? '100%' : 520}
      title={t('people.feedback.drawerTitle')}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('people.cancel')}</Button>
          <Button type="primary" loading={reply.isPending} onClick={() => form.submit()}>
            {t('people.feedback.submit')}
          </Button>
        </Flex>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <div>
          <Typography.Text type="secondary">
            {`${row.userName} · ${row.mobile} · ${row.custName} · ${formatTime(row.createdAt)}`}
          </Typography.Text>
          <Typography.Paragraph style={{ marginTop: 8, whiteSpace: 'pre-wrap' }}>
            {row.content}
          </Typography.Paragraph>
        </div>
        {row.reply ? (
          <div>
            <Typography.Text strong>{t('people.feedback.currentReply')}</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
              {row.reply}
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              {t('people.feedback.repliedBy', { name: row.repliedBy ?? '', time: formatTime(row.repliedAt) })}
            </Typography.Text>
          </div>
        ) : null}
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ reply: row.reply }}
          onFinish={({ reply: text }) => reply.mutate({ feedbackId: row.feedbackId, reply: text })}
        >
          <Form.Item name="reply" label={t('people.feedback.replyLabel')} rules={[replyRule]}>
            <Input.TextArea rows={5} maxLength={peopleLimits.replyMax} showCount />
          </Form.Item>
        </Form>
      </Space>
    </Drawer>
  );
}

/** Buyers' messages newest first, the unanswered ones a filter away; each answered in a drawer. */
export default function PeopleFeedback() {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const { params, page, update, paging } = useAddressFilters();
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const opened = Number(params.get('message')) || 0;
  const list = useQuery({
    queryKey: ['platform', 'feedback', state, page],
    queryFn: () => call(peopleEndpoints.feedbackList, { query: { state, offset: page, limit: pageSize } }),
    placeholderData: keepPreviousData,
  });
  const keepPage = { page: params.get('page') ?? undefined };
  const open = (row: FeedbackRow) => update({ message: String(row.feedbackId), ...keepPage });
  const close = () => update({ message: undefined, ...keepPage });
  const openRow = list.data?.rows.find((row) => row.feedbackId === opened);
  const stateTag = (row: FeedbackRow) =>
    row.reply ? (
      <Tag color="green">{t('people.feedback.states.answered')}</Tag>
    ) : (
      <Tag color="orange">{t('people.feedback.states.unanswered')}</Tag>
    );
  const replyButton = (row: FeedbackRow) => (
    <Button size="small" type={row.reply ? 'default' : 'primary'} onClick={() => open(row)}>
      {row.reply ? t('people.feedback.editReply') : t('people.feedback.reply')}
    </Button>
  );
  const columns: ColumnsType<FeedbackRow> = [
    {
      title: t('people.feedback.content'),
      dataIndex: 'content',
      render: (value: string, row) => (
        <Space orientation="vertical" size={2}>
          <span>{value}</span>
          {row.reply ? <Typography.Text type="secondary">{`↳ ${row.reply}`}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      title: t('people.feedback.author'),
      key: 'author',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{`${row.userName} ${row.mobile}`}</span>
          <Typography.Text type="secondary">{row.custName}</Typography.Text>
        </Space>
      ),
    },
    { title: t('people.feedback.created'), dataIndex: 'createdAt', render: formatTime },
    { title: t('people.feedback.status'), key: 'status', render: (_, row) => stateTag(row) },
    { title: t('people.feedback.actions'), key: 'actions', render: (_, row) => replyButton(row) },
  ];
  const pagination = paging(list.data?.total ?? 0, pageSize, (count) => t('people.total', { count }));
  return (
    <Card>
      <Typography.Title level={1} className="console-page-title">
        {t('people.feedback.title')}
      </Typography.Title>
      <search className="console-filters">
        <Select
          aria-label={t('people.feedback.state')}
          className="console-filters__status"
          value={state ?? ''}
          onChange={(value: string) => update({ state: value || undefined })}
          options={[
            { value: '', label: t('people.feedback.states.all') },
            ...states.map((value) => ({ value, label: t(`people.feedback.states.${value}`) })),
          ]}
        />
      </search>
      {list.isError ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : narrow ? (
        <List
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('people.feedback.empty') }}
          pagination={pagination}
          renderItem={(row) => (
            <List.Item key={row.feedbackId} data-testid="feedback-card">
              <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                <Flex justify="space-between" align="center" gap={8}>
                  <Typography.Text type="secondary">{formatTime(row.createdAt)}</Typography.Text>
                  {stateTag(row)}
                </Flex>
                <Typography.Text>{row.content}</Typography.Text>
                {row.reply ? <Typography.Text type="secondary">{`↳ ${row.reply}`}</Typography.Text> : null}
                <Typography.Text type="secondary">{`${row.userName} ${row.mobile} · ${row.custName}`}</Typography.Text>
                {replyButton(row)}
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Table
          rowKey="feedbackId"
          columns={columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('people.feedback.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={pagination}
        />
      )}
      {openRow ? <ReplyDrawer key={openRow.feedbackId} row={openRow} onClose={close} /> : null}
    </Card>
  );
}
