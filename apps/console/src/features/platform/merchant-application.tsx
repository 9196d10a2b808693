import {
  ErrorCode,
  type MerchantReviewInput,
  merchantReviewInputSchema,
  type PlatformMerchantApplication,
  platformEndpoints,
  platformLimits,
} from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Image,
  Input,
  Modal,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailed, Loading } from '../../app/page-states';
import { call, errorText, isApiError } from '../../lib/api';
import { contractRule } from '../../lib/contract-rules';
import { formatTime } from '../../lib/format';
import { statusColours } from './application-status';

const reasonSchema = merchantReviewInputSchema.options[1].shape.reason;

function Sections({ application }: { application: PlatformMerchantApplication }) {
  const { t } = useTranslation();
  const none = t('application.notGiven');
  const { company, contact, licence, categories } = application;
  return (
    <>
      <Descriptions
        title={t('application.companySection')}
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { label: t('application.companyName'), children: company?.companyName ?? none },
          { label: t('application.creditCode'), children: company?.creditCode ?? none },
          { label: t('application.legalPerson'), children: company?.legalPerson ?? none },
          { label: t('application.legalIdNumber'), children: company?.legalIdNumber ?? none },
          { label: t('application.address'), children: company?.address ?? none, span: 'filled' },
          {
            label: t('application.accountType'),
            children: company ? t(`application.accountTypes.${company.accountType}`) : none,
          },
          { label: t('application.bankName'), children: company?.bankName ?? none },
          { label: t('application.bankAccount'), children: company?.bankAccount ?? none },
        ]}
      />
      <Descriptions
        title={t('application.contactSection')}
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { label: t('application.contactName'), children: contact?.contactName ?? none },
          { label: t('application.contactMobile'), children: contact?.mobile ?? none },
          { label: t('application.email'), children: contact?.email ?? none },
          { label: t('application.phone'), children: contact?.phone || none },
        ]}
      />
      <section className="console-section">
        <Typography.Title level={2} className="console-section__title">
          {t('application.licenceSection')}
        </Typography.Title>
        {licence?.licenceUrls.length ? (
          <Image.PreviewGroup>
            <Flex gap={12} wrap>
              {licence.licenceUrls.map((url, index) => (
                <Image
                  key={url}
                  src={url}
                  width={160}
                  height={120}
                  className="console-licence"
                  alt={t('application.licenceAlt', { n: index + 1 })}
                />
              ))}
            </Flex>
          </Image.PreviewGroup>
        ) : (
          <Typography.Text type="secondary">{none}</Typography.Text>
        )}
      </section>
      <Descriptions
        title={t('application.categoriesSection')}
        bordered
        size="small"
        column={1}
        items={[
          { label: t('application.shopName'), children: categories?.shopName ?? none },
          {
            label: t('application.classes'),
            children: application.categoryNames.length ? (
              <Space wrap>
                {application.categoryNames.map((category) => (
                  <Tag key={category.classId}>{category.name}</Tag>
                ))}
              </Space>
            ) : (
              none
            ),
          },
          { label: t('application.intro'), children: categories?.intro || none },
        ]}
      />
    </>
  );
}

/** One application, read in full, with its decision when it is under review. */
export default function MerchantApplicationPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const applicationId = Number(useParams().applicationId);
  const key = ['platform', 'merchantApplication', applicationId];
  const detail = useQuery({
    queryKey: key,
    queryFn: () => call(platformEndpoints.merchantApplicationDetail, { query: { applicationId } }),
    enabled: Number.isInteger(applicationId) && applicationId > 0,
  });
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const review = useMutation({
    mutationFn: (body: MerchantReviewInput) => call(platformEndpoints.merchantApplicationReview, { body }),
    onSuccess: (application) => {
      queryClient.setQueryData(key, application);
      void queryClient.invalidateQueries({ queryKey: ['platform', 'merchantApplications'] });
      setRejecting(false);
      void message.success(
        t(application.status === 'approved' ? 'application.approved' : 'application.rejected'),
      );
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.CONFLICT) {
        void message.warning(t('application.notReviewable'));
        setRejecting(false);
        void detail.refetch();
      } else void message.error(errorText(error, t('app.networkError')));
    },
  });
  if (detail.isPending && detail.fetchStatus !== 'idle') return <Loading />;
  if (detail.isError) return <LoadFailed error={detail.error} retry={() => void detail.refetch()} />;
  const application = detail.data;
  if (!application) return <LoadFailed error={null} retry={() => void detail.refetch()} />;
  const approve = () =>
    modal.confirm({
      title: t('application.approveTitle'),
      content: t('application.approveText', { shop: application.categories?.shopName ?? '' }),
      okText: t('application.approve'),
      onOk: () => review.mutateAsync({ applicationId, decision: 'approve' }).catch(() => undefined),
    });
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space wrap>
          <Typography.Title level={1} className="console-page-title">
            {t('application.title', { id: application.applicationId })}
          </Typography.Title>
          <Tag color={statusColours[application.status]} data-testid="application-status">
            {t(`applications.statuses.${application.status}`)}
          </Tag>
        </Space>
        <Link to=".." relative="path">
          {t('application.back')}
        </Link>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { label: t('application.applicant'), children: application.mobile },
          { label: t('applications.submitTime'), children: formatTime(application.submitTime) },
          { label: t('applications.reviewTime'), children: formatTime(application.reviewTime) },
          ...(application.reviewNote
            ? [{ label: t('application.reviewNote'), children: application.reviewNote }]
            : []),
          ...(application.shopId
            ? [{ label: '', children: t('application.shopOpened', { id: application.shopId }) }]
            : []),
        ]}
      />
      <Sections application={application} />
      {application.status === 'submitted' ? (
        <Flex gap={12} className="console-actions">
          <Button type="primary" onClick={approve} loading={review.isPending}>
            {t('application.approve')}
          </Button>
          <Button danger onClick={() => setRejecting(true)}>
            {t('application.reject')}
          </Button>
        </Flex>
      ) : null}
      <Modal
        open={rejecting}
        title={t('application.rejectTitle')}
        okText={t('application.reject')}
        okButtonProps={{ danger: true, loading: review.isPending }}
        onCancel={() => setRejecting(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={({ reason }) => review.mutate({ applicationId, decision: 'reject', reason })}
        >
          <Form.Item name="reason" label={t('application.reason')} rules={[contractRule(reasonSchema)]}>
            <Input.TextArea rows={4} maxLength={platformLimits.reviewReasonMax} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
