import type { SubscriptionItem, SubscriptionsAnswer } from '@tubekit/contract';
import { Link } from '../../../router/link.tsx';
import '../../../social/social.css';

type Subscriptions = Extract<SubscriptionsAnswer, { subscriptions: unknown }>['subscriptions'];

/** Where a subscribed object lives: a channel and a model by dir, a member by id. */
const HREF = {
  channels: (item: SubscriptionItem) => `/pornsite/${item.dir}/`,
  models: (item: SubscriptionItem) => `/pornstar/${item.dir}/`,
  members: (item: SubscriptionItem) => `/members/${item.object_id}/`,
} as const;
const TITLES = { channels: 'Channels', models: 'Pornstars', members: 'Members' } as const;

/** The subscriptions tab: channels, models and members the member follows, each linked. */
export function SubscriptionsTab({ subscriptions }: { subscriptions: Subscriptions }) {
  const sections = (['channels', 'models', 'members'] as const).filter((s) => subscriptions[s].length > 0);
  if (sections.length === 0) return <p>There is no data in this list.</p>;
  return (
    <div className="member-social">
      {sections.map((section) => (
        <section key={section}>
          <h2>{TITLES[section]}</h2>
          <ul className="social-list" aria-label={TITLES[section]}>
            {subscriptions[section].map((item) => (
              <li key={item.object_id}>
                <Link to={HREF[section](item)}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
