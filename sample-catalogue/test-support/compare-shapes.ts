/**
 * Differences between a recorded CKAN answer and the sample's: keys, JSON types, array lengths,
 * and values — except values that are the site's own by nature (ids, timestamps, URLs of the
 * host, e-mail hashes), which only need the same type.
 */
export function compareShapes(
  expected: unknown,
  actual: unknown,
  options: { shapeOnly: boolean; ignoreValues: Set<string> },
): string[] {
  const differences: string[] = [];
  const volatile = (key: string, value: unknown) =>
    options.shapeOnly ||
    options.ignoreValues.has('*') ||
    [
      'help',
      'id',
      'creator_user_id',
      'package_id',
      'owner_org',
      'group_id',
      'email_hash',
      'created',
      'metadata_created',
      'metadata_modified',
      'last_active',
      'url',
    ].includes(key) ||
    (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value));
  const typeOf = (value: unknown) =>
    value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

  const walk = (left: unknown, right: unknown, path: string, key: string) => {
    if (options.ignoreValues.has(key)) return;
    if (typeOf(left) !== typeOf(right)) {
      differences.push(
        `${path}: ${typeOf(left)} recorded, ${typeOf(right)} from the sample (${JSON.stringify(right)?.slice(0, 80)})`,
      );
      return;
    }
    if (Array.isArray(left) && Array.isArray(right)) {
      if (left.length !== right.length && !volatile(key, left))
        differences.push(`${path}: ${left.length} items recorded, ${right.length} from the sample`);
      left
        .slice(0, right.length)
        .forEach((item, index) => walk(item, right[index], `${path}[${index}]`, key));
      return;
    }
    if (left && right && typeof left === 'object' && typeof right === 'object') {
      const leftKeys = Object.keys(left);
      const rightKeys = Object.keys(right);
      for (const missing of leftKeys.filter((k) => !rightKeys.includes(k)))
        differences.push(`${path}.${missing}: missing from the sample`);
      for (const extra of rightKeys.filter((k) => !leftKeys.includes(k)))
        differences.push(`${path}.${extra}: not in the recording`);
      for (const k of leftKeys.filter((k) => rightKeys.includes(k)))
        walk(
          (left as Record<string, unknown>)[k],
          (right as Record<string, unknown>)[k],
          `${path}.${k}`,
          k,
        );
      return;
    }
    if (left !== right && !volatile(key, left))
      differences.push(
        `${path}: ${JSON.stringify(left)} recorded, ${JSON.stringify(right)} from the sample`,
      );
  };
  walk(expected, actual, '$', '');
  return differences;
}
