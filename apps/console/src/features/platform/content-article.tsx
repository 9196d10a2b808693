import {
  type ArticleInput,
  contentEditEndpoints,
  contentEditFields,
  contentEditLimits,
  type EditableArticle,
} from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Radio,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailed, Loading } from '../../app/page-states';
import { call, errorText } from '../../lib/api';
import { contractRule, optionalContractRule } from '../../lib/contract-rules';
import { LanguageTabs, RichTextField } from '../../lib/rich-text-field';
import { type Texts, textsOf } from '../../lib/texts';
import { SinglePicture } from '../merchant/product-pictures';
import { articleStatusColours } from './content-articles';

interface ArticleForm {
  newsType: 1 | 2;
  titles: Texts;
  summaries: Texts;
  bodies: Texts;
  coverUrl: string;
  publishAt: Dayjs | null;
  hidden: boolean;
}

function formOf(article: EditableArticle): ArticleForm {
  return {
    newsType: article.newsType === 2 ? 2 : 1,
    titles: article.titles,
    summaries: article.summaries,
    bodies: article.bodies,
    coverUrl: article.coverUrl,
    publishAt: dayjs(article.publishAt),
    hidden: article.hidden,
  };
}

/** One news article or bulletin: its texts in four languages, cover, publish time (scheduled) and visibility. */
export default function ContentArticle() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const id = params.articleId === 'new' ? undefined : Number(params.articleId);
  const [form] = Form.useForm<ArticleForm>();
  const detail = useQuery({
    queryKey: ['platform', 'article', id],
    queryFn: () => call(contentEditEndpoints.articleDetail, { query: { id: id as number } }),
    enabled: id !== undefined && Number.isInteger(id),
    refetchOnWindowFocus: false,
  });
  const article = detail.data;
  useEffect(() => {
    if (article) form.setFieldsValue(formOf(article));
  }, [article, form]);
  const save = useMutation({
    mutationFn: (values: ArticleForm) => {
      const body: ArticleInput = {
        ...(id !== undefined ? { id } : {}),
        newsType: values.newsType,
        titles: textsOf(values.titles),
        summaries: textsOf(values.summaries),
        bodies: textsOf(values.bodies),
        coverUrl: values.coverUrl ?? '',
        ...(values.publishAt ? { publishAt: values.publishAt.toISOString() } : {}),
        hidden: values.hidden ?? false,
      };
      return call(contentEditEndpoints.articleSave, { body });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(['platform', 'article', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['platform', 'articles'] });
      void message.success(t('content.saved'));
      if (id === undefined) navigate(`../articles/${saved.id}`, { replace: true });
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  if (detail.isError) return <LoadFailed error={detail.error} retry={() => void detail.refetch()} />;
  if (id !== undefined && !article) return <Loading />;
  return (
    <Form<ArticleForm>
      form={form}
      layout="vertical"
      initialValues={{ newsType: 1, hidden: false, coverUrl: '', publishAt: null }}
      onFinish={(values) => save.mutate({ ...form.getFieldsValue(true), ...values } as ArticleForm)}
      className="console-product-form"
    >
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} className="console-page-title">
            {article ? t('content.editTitle') : t('content.newTitle')}
          </Typography.Title>
          <Space wrap>
            {article && (
              <Tag color={articleStatusColours[article.status]}>
                {t(`content.statuses.${article.status}`)}
              </Tag>
            )}
            <Link to="../articles">{t('content.back')}</Link>
          </Space>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item name="newsType" label={t('content.kind')}>
            <Radio.Group
              options={[
                { value: 1, label: t('content.kinds.1') },
                { value: 2, label: t('content.kinds.2') },
              ]}
            />
          </Form.Item>
          <Form.Item name="publishAt" label={t('content.publishAt')} extra={t('content.publishAtHelp')}>
            <DatePicker showTime aria-label={t('content.publishAt')} />
          </Form.Item>
          <Form.Item name="hidden" label={t('content.hidden')} valuePropName="checked">
            <Switch aria-label={t('content.hidden')} />
          </Form.Item>
        </Flex>
        <Form.Item name="coverUrl" label={t('content.cover')}>
          <SinglePicture />
        </Form.Item>
      </Card>
      <Card>
        <LanguageTabs>
          {(lang) => (
            <>
              <Form.Item
                name={['titles', lang]}
                label={t('content.title')}
                required={lang === 'zh_CN'}
                rules={[
                  lang === 'zh_CN'
                    ? contractRule(contentEditFields.title)
                    : optionalContractRule(contentEditFields.translatedTitle),
                ]}
              >
                <Input maxLength={contentEditLimits.titleMax} showCount lang={lang.replace('_', '-')} />
              </Form.Item>
              <Form.Item
                name={['summaries', lang]}
                label={t('content.summary')}
                extra={t('content.summaryHelp')}
                rules={[optionalContractRule(contentEditFields.summary)]}
              >
                <Input.TextArea
                  maxLength={contentEditLimits.summaryMax}
                  autoSize
                  lang={lang.replace('_', '-')}
                />
              </Form.Item>
              <Suspense fallback={<Loading />}>
                <Form.Item name={['bodies', lang]} label={t('content.body')}>
                  <RichTextField lang={lang} label={t('content.body')} />
                </Form.Item>
              </Suspense>
            </>
          )}
        </LanguageTabs>
      </Card>
      <div className="console-product-form__actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('content.save')}
        </Button>
      </div>
    </Form>
  );
}
