import fieldStyles from './filter-field.module.css';

/**
 * A list's filter: its label above a native select whose first choice is "all" (no filter);
 * choosing it again clears the filter. Keyboard and screen readers come with the select.
 */
export function FilterSelect<Value extends string>({
  label,
  allLabel,
  value,
  choices,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: Value | undefined;
  choices: readonly { value: Value; label: string }[];
  onChange: (value: Value | undefined) => void;
}) {
  return (
    <label className={fieldStyles.field}>
      {label}
      <select
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
      >
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
