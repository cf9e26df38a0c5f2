import { useTranslation } from 'react-i18next';
import type { MemberRow } from '@contract/functions/members';
import { Button } from '@web/components/ui/button';
import { DataTable } from '@web/components/ui/data-table';
import tableStyles from '@web/components/ui/data-table.module.css';
import { formatDate } from '@web/lib/format';
import { destinationLines } from './destination-text';
import styles from './members.module.css';

/** Name, email, permissions, edit destination, join date, catalogue key, instance. */
export function MembersTable({
  members,
  canManage,
  onEdit,
  onLeave,
}: {
  members: readonly MemberRow[];
  canManage: boolean;
  onEdit: (member: MemberRow) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation(['members', 'workspaces']);
  return (
    <DataTable
      caption={t('members.caption')}
      rows={[...members]}
      rowKey={(member) => member.userId}
      empty={t('members.empty')}
      columns={[
        {
          id: 'name',
          header: t('members.name'),
          rowHeader: true,
          cell: (member) => (
            <>
              {member.name}{' '}
              {member.isYou ? <span className={tableStyles.muted}>{t('members.you')}</span> : null}
            </>
          ),
        },
        { id: 'email', header: t('members.email'), cell: (member) => member.email },
        {
          id: 'role',
          header: t('members.permissions'),
          cell: (member) => t(`workspaces:roles.${member.role}`),
        },
        {
          id: 'destinations',
          header: t('members.editDestination'),
          cell: (member) => (
            <ul className={styles.lines}>
              {destinationLines(t, member.role, member.editDestinations).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ),
        },
        {
          id: 'joined',
          header: t('members.joinDate'),
          cell: (member) => formatDate(member.joinedAt),
        },
        {
          id: 'instances',
          header: t('members.catalogueInstance'),
          cell: (member) =>
            member.catalogueKeys.length === 0 ? (
              <span className={tableStyles.muted}>{t('members.noInstances')}</span>
            ) : (
              <ul className={styles.lines}>
                {member.catalogueKeys.map((key) => (
                  <li key={key.instanceId}>{key.instanceName}</li>
                ))}
              </ul>
            ),
        },
        {
          id: 'keys',
          header: t('members.catalogueApiKey'),
          cell: (member) => (
            <ul className={styles.lines}>
              {member.catalogueKeys.map((key) => (
                <li key={key.instanceId} className={key.set ? undefined : tableStyles.muted}>
                  {key.set ? t('members.keySet') : t('members.keyNotSet')}
                </li>
              ))}
            </ul>
          ),
        },
        {
          id: 'actions',
          header: t('members.actions'),
          headerHidden: true,
          cell: (member) => (
            <div className={tableStyles.actions}>
              {canManage ? (
                <Button
                  small
                  border
                  onClick={() => onEdit(member)}
                  aria-label={t('members.editOf', { name: member.name })}
                >
                  {t('members.edit')}
                </Button>
              ) : null}
              {member.isYou ? (
                <Button small border onClick={onLeave}>
                  {t('members.leave')}
                </Button>
              ) : null}
            </div>
          ),
        },
      ]}
    />
  );
}
