import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { MemberRow } from '@contract/functions/members';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import { InvitationsTable } from '@web/features/members/components/invitations-table';
import { InviteDialog } from '@web/features/members/components/invite-dialog';
import { LeaveWorkspaceDialog } from '@web/features/workspaces/components/leave-workspace-dialog';
import { useMembers } from '@web/features/members/api/list-members';
import { EditMemberDialog } from '@web/features/members/components/edit-member-dialog';
import { MembersTable } from '@web/features/members/components/members-table';
import { RoleGuide } from '@web/features/members/components/role-guide';
import { workspaceQuery } from '@web/features/workspaces/api/workspaces-queries';
import { CatalogueBreadcrumbs } from '@web/features/workspaces/components/catalogue-breadcrumbs';
import styles from './users-page.module.css';
import { routePaths } from '@web/lib/route-paths';

/** `/workspaces/:workspaceId/users`: who works here, invitations, and what each role may do. */
export function UsersPage() {
  const { t } = useTranslation('members');
  const { workspaceId = '' } = useParams();
  const navigate = useNavigate();
  const { data: workspace } = useSuspenseQuery(workspaceQuery(workspaceId));
  const { items: members, permissions } = useMembers(workspaceId);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<MemberRow | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <CatalogueBreadcrumbs workspace={workspace} current={t('title')} />
      <PageHeader
        title={t('title')}
        description={workspace.name}
        actions={
          permissions.manage ? (
            <Button variant="primary" onClick={() => setInviting(true)}>
              {t('invite')}
            </Button>
          ) : null
        }
      />
      <div className={styles.sections}>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <Panel heading={t('members.heading')}>
          <MembersTable
            members={members}
            canManage={permissions.manage}
            onEdit={(member) => setEditing(member)}
            onLeave={() => setLeaving(true)}
          />
        </Panel>
        {permissions.manage ? (
          <Panel heading={t('invitations.heading')}>
            <InvitationsTable workspaceId={workspaceId} onNotice={setNotice} />
          </Panel>
        ) : null}
        <Panel heading={t('guide.heading')}>
          <RoleGuide />
        </Panel>
      </div>
      {permissions.manage ? (
        <InviteDialog
          workspaceId={workspaceId}
          instances={workspace.instances}
          canOwn={permissions.own}
          open={inviting}
          onOpenChange={setInviting}
          onSent={(email) => setNotice(t('inviteDialog.sent', { email }))}
        />
      ) : null}
      {editing ? (
        <EditMemberDialog
          workspaceId={workspaceId}
          member={editing}
          instances={workspace.instances}
          canOwn={permissions.own}
          onClose={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            setNotice(message);
          }}
        />
      ) : null}
      <LeaveWorkspaceDialog
        workspace={workspace}
        open={leaving}
        onClose={() => setLeaving(false)}
        onLeft={() => void navigate(routePaths.workspaces, { replace: true })}
      />
    </>
  );
}
