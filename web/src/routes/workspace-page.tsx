import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '@web/components/ui/button-link';
import { PageHeader } from '@web/components/ui/page-header';
import { CatalogueBreadcrumbs } from '@web/features/workspaces/components/catalogue-breadcrumbs';
import { Spinner } from '@web/components/ui/spinner';
import { CreateInstanceButton } from '@web/features/instances/components/create-instance-dialog';
import { InstanceList } from '@web/features/instances/components/instance-list';
import { LinkStatusView } from '@web/features/links/components/link-status-view';
import { workspaceFollowingHarvestsQuery } from '@web/features/workspaces/api/workspaces-queries';
import { FileFormatsView } from '@web/features/workspaces/components/file-formats-view';
import { OrganizationsView } from '@web/features/workspaces/components/organizations-view';
import { QualityView } from '@web/features/quality/components/quality-view';
import {
  useWorkspaceView,
  WorkspaceSideMenu,
} from '@web/features/workspaces/components/workspace-side-menu';
import styles from './workspace-page.module.css';

/**
 * A workspace: its instances (add one), and the side menu's Link Status, Quality, Organization and
 * File format.
 */
export function WorkspacePage() {
  const { t } = useTranslation(['workspaces', 'members']);
  const { workspaceId = '' } = useParams();
  const { data: workspace } = useSuspenseQuery(workspaceFollowingHarvestsQuery(workspaceId));
  const view = useWorkspaceView();
  const canManage = workspace.role === 'owner' || workspace.role === 'admin';
  return (
    <>
      <CatalogueBreadcrumbs workspace={workspace} />
      <PageHeader
        title={workspace.name}
        description={
          workspace.role
            ? t('workspace.yourRole', { role: t(`roles.${workspace.role}`) })
            : t('roles.systemAdministrator')
        }
        actions={
          <>
            {workspace.role ? (
              <ButtonLink to={`/workspaces/${workspace.id}/users`} border>
                {t('members:title')}
              </ButtonLink>
            ) : null}
            {canManage && view === 'instances' ? (
              <CreateInstanceButton workspaceId={workspace.id} />
            ) : null}
          </>
        }
      />
      <div className={styles.layout}>
        <WorkspaceSideMenu workspaceId={workspace.id} />
        <div className={styles.content}>
          <Suspense fallback={<Spinner />}>
            {view === 'instances' ? (
              <section aria-labelledby="instances-heading">
                <h2 id="instances-heading">{t('menu.instances')}</h2>
                <InstanceList workspaceId={workspace.id} instances={workspace.instances} />
              </section>
            ) : null}
            {view === 'links' ? <LinkStatusView workspaceId={workspace.id} /> : null}
            {view === 'quality' ? (
              <QualityView workspaceId={workspace.id} instances={workspace.instances} />
            ) : null}
            {view === 'organizations' ? <OrganizationsView workspaceId={workspace.id} /> : null}
            {view === 'formats' ? <FileFormatsView workspaceId={workspace.id} /> : null}
          </Suspense>
        </div>
      </div>
    </>
  );
}
