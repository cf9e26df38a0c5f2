import { CatalogueTitle } from './catalogue-title';
import styles from './values.module.css';

type ResourceLike = { name?: unknown; url?: unknown; format?: unknown };

const isResource = (value: unknown): value is ResourceLike =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'url' in value;

/**
 * One field's value as a history entry or the conflict view stores it: text, a list of names (tags,
 * groups), a resource, or a list of resources. Empty shows a dash. With `titles` (id → title), an
 * id or name of the catalogue's lists (a licence, organization or group) shows as its title.
 */
export function FieldValue({
  value,
  titles,
}: {
  value: unknown;
  titles?: Record<string, string> | undefined;
}) {
  if (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  ) {
    return <span className={styles.empty}>—</span>;
  }
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string')) {
      return (
        <ul className={styles.chips}>
          {value.map((item, index) => (
            <li key={`${item}-${index}`} className={styles.chip}>
              {titles ? <CatalogueTitle id={item} title={titles[item]} /> : item}
            </li>
          ))}
        </ul>
      );
    }
    return (
      <ol className={styles.resources}>
        {value.map((item, index) => (
          <li key={index}>
            <FieldValue value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (isResource(value)) {
    return (
      <span className={styles.resource}>
        <span>{String(value.name ?? '')}</span>
        {value.format ? <span className={styles.format}>{String(value.format)}</span> : null}
        <span className={styles.url}>{String(value.url ?? '')}</span>
      </span>
    );
  }
  if (typeof value === 'object') return <code>{JSON.stringify(value)}</code>;
  if (titles && typeof value === 'string') {
    return <CatalogueTitle className={styles.text} id={value} title={titles[value]} />;
  }
  return <span className={styles.text}>{String(value)}</span>;
}

/** Long texts read better as a diff than as two walls of words side by side. */
export function isLongText(before: unknown, after: unknown): boolean {
  return (
    typeof before === 'string' &&
    typeof after === 'string' &&
    Math.max(before.length, after.length) > 60
  );
}
