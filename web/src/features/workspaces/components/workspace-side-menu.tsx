import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';
import styles from './workspace-side-menu.module.css';

export const workspaceViews = [
  'instances',
  'links',
  'quality',
  'organizations',
  'formats',
] as const;
export type WorkspaceView = (typeof workspaceViews)[number];

export function useWorkspaceView(): WorkspaceView {
  const [params] = useSearchParams();
  const view = params.get('view');
  return (workspaceViews as readonly string[]).includes(view ?? '')
    ? (view as WorkspaceView)
    : 'instances';
}

/** The workspace's side menu — its instances, Link Status, Quality, Organization, File format. */
export function WorkspaceSideMenu({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('workspaces');
  const current = useWorkspaceView();
  const link = (view: WorkspaceView) => (
    <li key={view}>
      <NavLink
        to={
          view === 'instances'
            ? `/workspaces/${workspaceId}`
            : `/workspaces/${workspaceId}?view=${view}`
        }
        className={current === view ? `${styles.item} ${styles.active}` : styles.item}
        aria-current={current === view ? 'page' : undefined}
        end
      >
        {t(`menu.${view}`)}
      </NavLink>
    </li>
  );
  return (
    <nav className={styles.menu} aria-label={t('menu.label')}>
      <ul>
        {workspaceViews.map(link)}
        <li>
          <NavLink to={`/workspaces/${workspaceId}/users`} className={styles.item}>
            {t('menu.users')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
