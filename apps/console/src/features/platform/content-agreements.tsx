import {
  type AgreementCode,
  type AgreementRow,
  agreementInputSchema,
  contentEditEndpoints,
  contentEditLimits,
} from '@mall/contracts';
import { ssoPaths } from '@mall/contracts/storefront-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Tabs, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../app/page-states';
import { call, errorText } from '../../lib/api';
import { contractRule, optionalContractRule } from '../../lib/contract-rules';
import { formatTime } from '../../lib/format';
import { LanguageTabs } from '../../lib/rich-text-field';
import { type Texts, textsOf } from '../../lib/texts';

const titleRule = agreementInputSchema.shape.titles.shape.zh_CN;
const bodyRule = agreementInputSchema.shape.bodies.shape.zh_CN;
const queryKey = ['platform', 'agreements'];

interface AgreementForm {
  titles: Texts;
  bodies: Texts;
}

/** One service page: its title and plain-text body in the four languages, saved as one. */
function AgreementEditor({ row }: { row: AgreementRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AgreementForm>();
  useEffect(() => form.setFieldsValue({ titles: row.titles, bodies: row.bodies }), [row, form]);
  const save = useMutation({
    mutationFn: (values: AgreementForm) =>
      call(contentEditEndpoints.agreementSave, {
        body: { code: row.code, titles: textsOf(values.titles), bodies: textsOf(values.bodies) },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AgreementRow[]>(queryKey, (rows) =>
        rows?.map((item) => (item.code === saved.code ? saved : item)),
      );
      void message.success(t('content.agreements.saved'));
    },
    onError: (error) => void message.error(errorText(error, t('app.networkError'))),
  });
  return (
    <Form<AgreementForm>
      form={form}
      layout="vertical"
      initialValues={{ titles: row.titles, bodies: row.bodies }}
      onFinish={(values) => save.mutate(values)}
    >
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        {row.updatedAt ? (
          <Typography.Text type="secondary">
            {t('content.agreements.updated', { time: formatTime(row.updatedAt) })}
          </Typography.Text>
        ) : (
          <Tag>{t('content.agreements.builtIn')}</Tag>
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('content.save')}
        </Button>
      </Flex>
      <LanguageTabs>
        {(lang) => (
          <>
            <Form.Item
              name={['titles', lang]}
              label={t('content.agreements.title')}
              required={lang === 'zh_CN'}
              rules={[lang === 'zh_CN' ? contractRule(titleRule) : optionalContractRule(titleRule)]}
            >
              <Input maxLength={contentEditLimits.agreementTitleMax} lang={lang.replace('_', '-')} />
            </Form.Item>
            <Form.Item
              name={['bodies', lang]}
              label={t('content.agreements.body', { lang: t(`langs.${lang}`) })}
              required={lang === 'zh_CN'}
              extra={lang === 'zh_CN' ? t('content.agreements.bodyHint') : undefined}
              rules={[lang === 'zh_CN' ? contractRule(bodyRule) : optionalContractRule(bodyRule)]}
            >
              <Input.TextArea
                rows={14}
                maxLength={contentEditLimits.agreementBodyMax}
                lang={lang.replace('_', '-')}
              />
            </Form.Item>
          </>
        )}
      </LanguageTabs>
    </Form>
  );
}

/**
 * The service pages the storefront shows (the registration agreement a new buyer accepts, the privacy
 * policy): plain text, written here in four languages; the server's built-in text until the first save.
 */
export default function ContentAgreements() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey, queryFn: () => call(contentEditEndpoints.agreementList) });
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed error={list.error} retry={() => void list.refetch()} />;
  const label = (code: AgreementCode) => t(`content.agreements.codes.${code}`);
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} className="console-page-title">
          {t('content.agreements.heading')}
        </Typography.Title>
        <a href={ssoPaths.register} target="_blank" rel="noreferrer">
          {t('content.agreements.view')}
        </a>
      </Flex>
      <Typography.Paragraph type="secondary">{t('content.agreements.hint')}</Typography.Paragraph>
      <Tabs
        items={list.data.map((row) => ({
          key: row.code,
          label: label(row.code),
          children: <AgreementEditor row={row} />,
        }))}
      />
    </Card>
  );
}
