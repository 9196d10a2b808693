import { PlusOutlined } from '@ant-design/icons';
import {
  type ArticleRow,
  type ArticleStatus,
  articleStatuses,
  contentEditEndpoints,
  contentEditLimits,
} from '@mall/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Flex,
  Grid,
  Input,
  List,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '../../app/page-states';
import { useAddressFilters } from '../../lib/address-filters';
import { call, errorText } from '../../lib/api';
import { formatTime } from '../../lib/format';

const pageSize = 20;
export const articleStatusColours: Record<ArticleStatus, string> = {
  published: 'green',
  scheduled: 'blue',
  hidden: 'default',
};
const isStatus = (value: string | null): value is ArticleStatus =>
  (articleStatuses as readonly (string | null)[]).includes(value);

/** News and bulletins, the latest published first, by kind, status and a word of the title. */
export default function ContentArticles() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const narrow = !Grid.useBreakpoint().md;
  const { params, page, update, paging } = useAddressFilters();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const kindParam = params.get('newsType');
  const newsType = kindParam === '1' || kindParam === '2' ? (Number(kindParam) as 1 | 2) : undefined;
  const keyword = params.get('keyword') ?? '';
  const list = useQuery({
    queryKey: ['platform', 'articles', newsType, status, keyword, page],
    queryFn: () =>
      call(contentEditEndpoints.articleList, {
        query: { newsType, status, keyword: keyword || undefined, offset: page, limit: pageSize },
      }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(contentEditEndpoints.articleDelete, { body: { id } }),
    onSuccess: () => {
      void message.success(t('content.removed'));
      void queryClient.invalidateQueries({ queryKey: ['platform', 'articles'] });
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  const statusTag = (value: ArticleStatus) => (
    <Tag color={articleStatusColours[value]}>{t(`content.statuses.${value}`)}</Tag>
  );
  const kindName = (value: number) => t(value === 2 ? 'content.kinds.2' : 'content.kinds.1');
  const actions = (row: ArticleRow) => (
    <Space size={0}>
      <Link to={String(row.id)}>{t('content.edit')}</Link>
      <Popconfirm title={t('content.removeConfirm')} onConfirm={() => remove.mutate(row.id)}>
        <Button type="link" size="small" danger>
          {t('content.remove')}
        </Button>
      </Popconfirm>
    </Space>
  );
  const columns: ColumnsType<ArticleRow> = [
    {
      title: t('content.title'),
      dataIndex: 'title',
      render: (v: string, row) => <Link to={String(row.id)}>{v}</Link>,
    },
    { title: t('content.kind'), dataIndex: 'newsType', render: kindName },
    { title: t('content.status'), dataIndex: 'status', render: statusTag },
    { title: t('content.publishAt'), dataIndex: 'publishAt', render: formatTime },
    { title: t('content.views'), dataIndex: 'views', align: 'right' },
    { title: t('content.actions'), key: 'actions', render: (_, row) => actions(row) },
  ];
  const pagination = paging(list.data?.total ?? 0, pageSize, (count) => t('content.total', { count }));
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="console-page-title">
          {t('content.articles')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('new')}>
          {t('content.newArticle')}
        </Button>
      </Flex>
      <search className="console-filters">
        <Flex gap={12} wrap>
          <Select
            aria-label={t('content.kind')}
            className="console-filters__status"
            value={newsType ? String(newsType) : ''}
            onChange={(value: string) => update({ newsType: value || undefined })}
            options={[
              { value: '', label: t('content.allKinds') },
              { value: '1', label: kindName(1) },
              { value: '2', label: kindName(2) },
            ]}
          />
          <Select
            aria-label={t('content.status')}
            className="console-filters__status"
            value={status ?? ''}
            onChange={(value: string) => update({ status: value || undefined })}
            options={[
              { value: '', label: t('content.allStatuses') },
              ...articleStatuses.map((value) => ({ value, label: t(`content.statuses.${value}`) })),
            ]}
          />
          <Input.Search
            key={keyword}
            aria-label={t('content.keyword')}
            placeholder={t('content.keyword')}
            defaultValue={keyword}
            maxLength={contentEditLimits.keywordMax}
            allowClear
            enterButton={t('content.search')}
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
          locale={{ emptyText: t('content.empty') }}
          pagination={pagination}
          renderItem={(row) => (
            <List.Item key={row.id} actions={[actions(row)]}>
              <List.Item.Meta
                title={<Link to={String(row.id)}>{row.title}</Link>}
                description={
                  <Space wrap size={4}>
                    {statusTag(row.status)}
                    {`${kindName(row.newsType)} · ${formatTime(row.publishAt)}`}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={list.data?.rows}
          loading={list.isFetching}
          locale={{ emptyText: t('content.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={pagination}
        />
      )}
    </Card>
  );
}
