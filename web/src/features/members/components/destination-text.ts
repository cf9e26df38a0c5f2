import type { TFunction } from 'i18next';
import type { WorkspaceRole } from '@contract/enums';

interface DestinationView {
  instanceName: string;
  organizationNames: string[];
}

/** What a member may edit, in words: all instances, their destination, or nothing. */
export function destinationLines(
  t: TFunction<readonly ['members', 'workspaces']>,
  role: WorkspaceRole,
  destinations: readonly DestinationView[],
): string[] {
  if (role === 'owner' || role === 'admin') return [t('members.destinationAll')];
  if (role === 'viewer' || destinations.length === 0) return [t('members.destinationNone')];
  return destinations.map((destination) =>
    destination.organizationNames.length === 0
      ? t('members.destinationWholeInstance', { instance: destination.instanceName })
      : t('members.destinationSomeOrganizations', {
          instance: destination.instanceName,
          organizations: destination.organizationNames.join(', '),
        }),
  );
}
