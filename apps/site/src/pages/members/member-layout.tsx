import {
  canViewTab,
  type Member,
  type MemberProfile,
  type MemberRelation,
  type MemberTab,
  visibleTabs,
} from '@tubekit/contract';
import type { ReactNode } from 'react';
import { shortCount } from '../../components/format.ts';
import { t } from '../../i18n/t.ts';
import { Link } from '../../router/link.tsx';
import { useNavigating } from '../../router/site-state.ts';
import { MemberActions } from '../../social/member-actions.tsx';
import { useUser } from '../../state/user.ts';
import { MEMBER_TAB_LABELS, memberTabHref } from './member-address.ts';
import './member-layout.css';

export type { MemberTab } from '@tubekit/contract';
export { loadMember } from './member-loader.ts';

/** What a tab page hands the layout: the member its loader got, the tab, the tab's content. */
export interface MemberLayoutProps {
  /** The member, as `loadMember` returns it (a MemberProfile, which carries the relation). */
  member: Member | MemberProfile;
  tab: MemberTab;
  children: ReactNode;
}

/**
 * How the viewer is related to the member: the server's word when the member came from
 * loadMember; otherwise the owner by the session's user id, anyone else a member.
 */
function useRelation(member: Member | MemberProfile): MemberRelation {
  const user = useUser();
  if ('relation' in member) return member.relation;
  if (!user) return 'visitor';
  return user.user_id === member.user_id ? 'owner' : 'member';
}

/**
 * The frame of every /members/{id}/ page: cover, avatar, name and counters, the actions
 * toward the member (subscribe, friend, message, block; none on your own page), then the tabs
 * the viewer may see (the others are not linked), then the tab's content. A tab the viewer
 * may not see shows "You do not have permission to view." instead of its content (spec
 * section 6), so a tab page cannot forget the rule; the server enforces it on the data too.
 */
export function MemberLayout({ member, tab, children }: MemberLayoutProps) {
  const relation = useRelation(member);
  const loading = useNavigating();
  const allowed = canViewTab(tab, relation);
  return (
    <section className={`page member-page member-page--${tab}`}>
      <header className="member-header">
        <div className="member-header__cover">
          {member.cover ? <img src={member.cover} alt="" width={1250} height={250} /> : null}
        </div>
        <div className="member-header__body">
          <MemberAvatar member={member} />
          <div className="member-header__text">
            <h1>{member.username}</h1>
            <p className="member-header__stats">
              <span>{shortCount(member.statistics.videos)} videos</span>
              <span>{shortCount(member.statistics.subscribers)} subscribers</span>
              <span>{shortCount(member.statistics.viewed)} profile views</span>
            </p>
          </div>
          <MemberActions userId={member.user_id} />
        </div>
        <nav className="member-tabs" aria-label="Profile">
          {visibleTabs(relation).map((name) => (
            <Link
              key={name}
              to={memberTabHref(member.user_id, name)}
              className={name === tab ? 'active' : undefined}
              aria-current={name === tab ? 'page' : undefined}
            >
              {MEMBER_TAB_LABELS[name]}
            </Link>
          ))}
        </nav>
        {loading && (
          <p className="listing__loading" role="status">
            Loading…
          </p>
        )}
      </header>
      {allowed ? (
        children
      ) : (
        <p className="member-page__denied" role="alert">
          {t('notify.no_permission')}
        </p>
      )}
    </section>
  );
}

/** The member's avatar, or the first letter of their name on a disc. */
export function MemberAvatar({ member }: { member: Pick<Member, 'avatar' | 'username'> }) {
  if (member.avatar)
    return <img className="member-header__avatar" src={member.avatar} alt="" width={120} height={120} />;
  return (
    <span className="member-header__avatar member-header__avatar--initial" aria-hidden="true">
      {member.username.charAt(0).toUpperCase()}
    </span>
  );
}
