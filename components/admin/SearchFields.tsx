/** The fields of a console list's search (a GET form: it works before the script runs, and its URL is the list's). */

/** The words to look for (`q`). */
export function TextSearch({ label, value }: { label: string; value?: string }) {
  return (
    <label>
      <span>{label}</span>
      <input name="q" type="search" defaultValue={value ?? ''} maxLength={50} />
    </label>
  );
}

/** One of a few values, or any (an empty value). */
export function ChoiceFilter({ name, label, anyLabel, value, options }: { name: string; label: string; anyLabel: string; value?: string; options: { value: string; label: string }[] }) {
  return (
    <label>
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A period: two KST dates (`from`, `to`, both days included). */
export function PeriodInputs({ from, to, labels }: { from?: string; to?: string; labels: { from: string; to: string } }) {
  return (
    <>
      <label>
        <span>{labels.from}</span>
        <input name="from" type="date" defaultValue={from ?? ''} />
      </label>
      <label>
        <span>{labels.to}</span>
        <input name="to" type="date" defaultValue={to ?? ''} />
      </label>
    </>
  );
}
