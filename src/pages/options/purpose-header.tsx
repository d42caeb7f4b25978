/** The header row both option tables share: the row label's column, then one column per purpose. */
import { PURPOSES } from '../../core/vocabulary';
import { useT } from '../../ui/i18n';
import { purposeLabel } from '../../ui/labels';

export function PurposeHeader({ first, last }: { first: string; last?: string }) {
  const t = useT();
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {PURPOSES.map((p) => (
          <th scope="col" key={p}>
            {purposeLabel(t, p)}
          </th>
        ))}
        {last !== undefined ? <th scope="col">{last}</th> : null}
      </tr>
    </thead>
  );
}
