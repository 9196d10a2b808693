import { Button, Card, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { signInHref } from '../lib/api';
import { Loading } from './page-states';
import { useSession } from './session';

/**
 * /console/: a session of the seller centre goes to the merchant workbench, one of the platform centre to
 * the platform console; anyone else chooses, and signs in to the one chosen.
 */
export function StartPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isPending) return <Loading />;
  const centre = session.data?.centre;
  if (centre === 'merchant' || centre === 'platform') return <Navigate to={`/${centre}`} replace />;
  return (
    <main className="console-start">
      <Typography.Title level={1}>{t('gate.choose')}</Typography.Title>
      <Flex gap={16} wrap>
        {(['merchant', 'platform'] as const).map((workspace) => (
          <Card key={workspace} title={t(`app.${workspace}`)} className="console-start__card">
            <Button type="primary" href={signInHref(`/console/${workspace}`)}>
              {t('gate.signInAction')}
            </Button>
          </Card>
        ))}
      </Flex>
    </main>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('gate.notFound')}
      extra={
        <Link to="/">
          <Button type="primary">{t('gate.home')}</Button>
        </Link>
      }
    />
  );
}
