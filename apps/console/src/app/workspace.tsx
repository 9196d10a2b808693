import { authEndpoints, type ConsoleCentre, centreCodes } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result, Space } from 'antd';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { call, isSessionEnded, signInHref } from '../lib/api';
import { ConsoleLayout } from './console-layout';
import { type ConsolePage, consolePages, pagesFor } from './navigation';
import { LoadFailed, Loading } from './page-states';
import { type ConsoleSession, sessionKey, useSession } from './session';
import { NotFound } from './start-page';

const lazyPages = new Map<ConsolePage['load'], ComponentType>();
/** One lazy component per page module, made once (a new one per render would remount the page). */
function lazyOf(load: ConsolePage['load']): ComponentType {
  let component = lazyPages.get(load);
  if (!component) {
    component = lazy(load);
    lazyPages.set(load, component);
  }
  return component;
}

function PageOf({ load }: { load: ConsolePage['load'] }) {
  const Page = lazyOf(load);
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

/** Signed in to another centre: switch to this workspace's centre when the account has it, or sign in again. */
function WrongCentre({ workspace, session }: { workspace: ConsoleCentre; session: ConsoleSession }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const wanted = session.user.centres.find((centre) => centre.subsysCode === centreCodes[workspace]);
  const current = session.user.centres.find((centre) => centre.subsysCode === session.user.subsysCode);
  const switchCentre = async () => {
    setBusy(true);
    try {
      await call(authEndpoints.toggleCentre, { body: { subsysCode: centreCodes[workspace] } });
      await queryClient.invalidateQueries({ queryKey: sessionKey });
    } finally {
      setBusy(false);
    }
  };
  const signInAgain = async () => {
    await call(authEndpoints.logout).catch(() => null);
    window.location.assign(signInHref());
  };
  return (
    <Result
      status="403"
      title={t(`app.${workspace}`)}
      subTitle={t('gate.wrongCentre', {
        centre: current?.subsysLabel ?? session.user.subsysCode,
        workspace: t(`app.${workspace}`),
      })}
      extra={
        <Space wrap>
          {wanted ? (
            <Button type="primary" loading={busy} onClick={switchCentre}>
              {t('gate.switchAction', { wanted: wanted.subsysLabel })}
            </Button>
          ) : null}
          <Button type={wanted ? 'default' : 'primary'} onClick={signInAgain}>
            {t('gate.otherAccount')}
          </Button>
        </Space>
      }
    />
  );
}

/** Sends a visitor without a session to the sign-on page, back here afterwards. */
function ToSignIn() {
  useEffect(() => window.location.assign(signInHref()), []);
  return <Loading />;
}

/**
 * One workspace: its session check (signed in, in this workspace's centre, holding at least one of its
 * codes), then its menu and routes, both made from the pages whose codes the session holds. A page whose
 * code is not held answers "no permission", whatever the menu showed.
 */
export function Workspace({ workspace }: { workspace: ConsoleCentre }) {
  const { t } = useTranslation();
  const session = useSession();
  const codes = session.data?.codes;
  const held = useMemo(() => (codes ? pagesFor(workspace, codes) : []), [workspace, codes]);
  if (session.isPending) return <Loading />;
  if (session.isError)
    return isSessionEnded(session.error) ? (
      <ToSignIn />
    ) : (
      <LoadFailed error={session.error} retry={() => void session.refetch()} />
    );
  if (session.data.centre !== workspace) return <WrongCentre workspace={workspace} session={session.data} />;
  if (held.length === 0)
    return <Result status="403" title={t('gate.noCodes', { workspace: t(`app.${workspace}`) })} />;
  const notHeld = consolePages.filter((page) => page.workspace === workspace && !held.includes(page));
  const start = held[0];
  return (
    <ConsoleLayout workspace={workspace} session={session.data} pages={held}>
      <Routes>
        {held.flatMap((page) => [
          <Route
            key={page.path}
            {...(page.path ? { path: page.path } : { index: true })}
            element={<PageOf load={page.load} />}
          />,
          ...(page.children ?? []).map((child) => (
            <Route key={child.path} path={child.path} element={<PageOf load={child.load} />} />
          )),
        ])}
        {held.some((page) => page.path === '') || !start ? null : (
          <Route index element={<Navigate to={start.path} replace />} />
        )}
        {notHeld.flatMap((page) =>
          [page.path, ...(page.children ?? []).map((child) => child.path)].map((path) => (
            <Route
              key={`refused-${path}`}
              {...(path ? { path } : { index: true })}
              element={<Result status="403" title={t('gate.noPermission')} />}
            />
          )),
        )}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ConsoleLayout>
  );
}
