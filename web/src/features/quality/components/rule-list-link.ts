/** The instance's dataset list filtered by a failed rule (and an organization, when given). */
export function ruleListLink(
  workspaceId: string,
  instanceId: string,
  rule: string,
  organization?: string,
): string {
  const search = new URLSearchParams({ quality: rule });
  if (organization) search.set('organization', organization);
  return `/workspaces/${workspaceId}/${instanceId}?${search.toString()}`;
}
