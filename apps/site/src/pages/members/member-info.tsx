import { choiceWord, countryName, type Member } from '@tubekit/contract';
import { InfoTable } from '../../components/info-table.tsx';
import './member-info.css';

/** The info rows of spec section 3 (info fields and profile labels), in the order shown. */
const INFO_LABELS: readonly [keyof Member, string][] = [
  ['gender', 'Gender'],
  ['age', 'Age'],
  ['birth_date', 'Birth date'],
  ['relationship', 'Relationship'],
  ['orientation', 'Orientation'],
  ['city', 'City'],
  ['country', 'Country'],
  ['education', 'Education'],
  ['occupation', 'Occupation'],
  ['interests', 'Interests'],
  ['website', 'Website'],
];

/** A fact as shown: the country by name, a choice as its word, other text as typed. */
function displayValue(member: Member, key: keyof Member): string {
  if (key === 'country') return countryName(member.country) || member.country.toUpperCase();
  if (key === 'gender' || key === 'relationship' || key === 'orientation')
    return choiceWord(key, member[key]) || member[key];
  return String(member[key]);
}

/** The filled-in facts of a member as label/value rows (the country by its name). */
export function memberInfoRows(member: Member): [string, string][] {
  const rows = INFO_LABELS.filter(([key]) => member[key] !== '').map(([key, label]): [string, string] => [
    label,
    displayValue(member, key),
  ]);
  if (member.added_date) rows.push(['Member since', member.added_date.slice(0, 10)]);
  return rows;
}

/**
 * The info tab's content: "About me" as the member wrote it (text, line breaks kept, never
 * markup) and the facts. A member who filled in nothing still shows when they joined.
 */
export function MemberInfo({ member }: { member: Member }) {
  const rows = memberInfoRows(member);
  return (
    <div className="member-info">
      <h2>About me</h2>
      <p className="member-info__about">
        {member.about_me || `${member.username} has not written anything yet.`}
      </p>
      {rows.length > 0 && <InfoTable className="member-info__facts" rows={rows} />}
    </div>
  );
}
