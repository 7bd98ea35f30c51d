import { choiceWord, countryName, type Member } from '@tubekit/contract';
import { shortCount } from '../../components/format.ts';
import './member-card.css';

/**
 * "woman, 25, Germany": the profile facts a member filled in, '' when none. Stored values may
 * be filter numbers and country codes ('2', 'ua'): a person reads their words and the
 * country's name from the spec's table.
 */
function facts(member: Pick<Member, 'gender' | 'age' | 'country'>): string {
  const country = countryName(member.country.toLowerCase()) || member.country.toUpperCase();
  return [choiceWord('gender', member.gender), member.age, country].filter((v) => v !== '').join(', ');
}

/**
 * A member card: avatar (or initial), name, profile facts and counters. Not a link:
 * member profiles are for signed-in members only (spec section 2), and visitors are sent home.
 */
export function MemberCard({ member }: { member: Member }) {
  const about = facts(member);
  return (
    <article className="member-card" aria-label={member.username}>
      {member.avatar ? (
        <img src={member.avatar} alt="" loading="lazy" width={96} height={96} />
      ) : (
        <span className="member-card__initial" aria-hidden="true">
          {member.username.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="member-card__name">{member.username}</span>
      {about && <span className="member-card__facts">{about}</span>}
      <span className="member-card__count">
        {shortCount(member.statistics.videos)} {member.statistics.videos === 1 ? 'video' : 'videos'} ·{' '}
        {shortCount(member.statistics.subscribers)} subscribers
      </span>
    </article>
  );
}

/** The grid of member cards. */
export function MemberGrid({ members }: { members: Member[] }) {
  return (
    <ul className="member-grid">
      {members.map((m) => (
        <li key={m.user_id}>
          <MemberCard member={m} />
        </li>
      ))}
    </ul>
  );
}
