import { centsToYuan, hasPermission, merchantPermissionCodes, workbenchEndpoints } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '../../app/page-states';
import { useSession } from '../../app/session';
import { call } from '../../lib/api';

function Figure({
  title,
  value,
  note,
  href,
  to,
}: {
  title: string;
  value: ReactNode;
  note?: string;
  /** Another app's page (the storefront's chat). */
  href?: string;
  /** A page of the workbench (a list filtered to what the figure counts). */
  to?: string;
}) {
  const card = (
    <Card hoverable={Boolean(href || to)} className="console-figure">
      <Statistic title={title} value={value as string | number} />
      {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
    </Card>
  );
  return (
    <Col xs={24} sm={12} xl={6}>
      {to ? <Link to={to}>{card}</Link> : href ? <a href={href}>{card}</a> : card}
    </Col>
  );
}

/**
 * The shop at a glance. Orders to ship link to the order list filtered to them (for a role that may see
 * orders), unread messages to the chat the storefront already has; after-sales waiting will link to its
 * inbox when after-sales exists (issue 34).
 */
export default function Dashboard() {
  const { t } = useTranslation();
  const codes = useSession().data?.codes ?? [];
  const figures = useQuery({
    queryKey: ['merchant', 'dashboard'],
    queryFn: () => call(workbenchEndpoints.dashboard),
  });
  if (figures.isPending) return <Loading />;
  if (figures.isError) return <LoadFailed error={figures.error} retry={() => void figures.refetch()} />;
  const data = figures.data;
  return (
    <>
      <Typography.Title level={1} className="console-page-title">
        {data.shopName}
      </Typography.Title>
      {data.suspendedReason !== null && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('shops.dashboard.suspended')}
          description={t('shops.dashboard.reason', { reason: data.suspendedReason })}
          data-testid="shop-suspended"
        />
      )}
      <Row gutter={[16, 16]} data-testid="dashboard">
        <Figure
          title={t('dashboard.ordersToShip')}
          value={data.ordersToShip}
          to={hasPermission(codes, [merchantPermissionCodes.orderView]) ? 'orders?status=paid' : undefined}
        />
        <Figure title={t('dashboard.afterSalesWaiting')} value={data.afterSalesWaiting} />
        <Figure title={t('dashboard.unreadChats')} value={data.unreadChats} href="/mallview/chat" />
        <Figure
          title={t('dashboard.todaySales')}
          value={`¥${centsToYuan(data.todaySalesCents)}`}
          note={t('dashboard.todayOrders', { count: data.todayOrders })}
        />
      </Row>
    </>
  );
}
