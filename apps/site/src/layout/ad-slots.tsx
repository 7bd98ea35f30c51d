import { Link } from '../router/link.tsx';
import { useSiteRequest } from '../site-context.tsx';
import { HOUSE_BANNERS, type HouseAd, NATIVE_ADS, usesWidget } from './ads-config.ts';
import './ad-slots.css';

function HouseBanner({ ad }: { ad: HouseAd }) {
  return (
    <Link to={ad.url} className="ad-banner">
      <strong>{ad.text}</strong>
      <span>{ad.note}</span>
    </Link>
  );
}

/** The embedded widget that replaces a placement for visitors of the widget countries. */
function AdWidget({ placement }: { placement: string }) {
  return (
    <div className="ad-banner ad-widget" data-widget={placement}>
      <strong>Live now</strong>
      <span>Partner widget</span>
    </div>
  );
}

/**
 * A row of 300x250 banner slots (footer: 4, suggestions: 5); only two show at 767 px or
 * less (CSS). `widget` marks placements that switch to the widget for US, JP, GE, FR, IT.
 */
export function BannerRow({
  count,
  placement,
  widget = false,
}: {
  count: number;
  placement: string;
  widget?: boolean;
}) {
  const { cookies } = useSiteRequest();
  const asWidget = widget && usesWidget(cookies);
  return (
    <aside className="ad-row" aria-label="Advertisement" data-placement={placement}>
      {HOUSE_BANNERS.slice(0, count).map((ad, i) =>
        asWidget ? (
          <AdWidget key={ad.url} placement={`${placement}-${i}`} />
        ) : (
          <HouseBanner key={ad.url} ad={ad} />
        ),
      )}
    </aside>
  );
}

/** The suggestion banners: 5 slots of 300x250 (2 at 767 px or less). */
export function SuggestionBanners() {
  return <BannerRow count={5} placement="suggestions" widget />;
}

/** A native ad slot (a, b or c), styled like a card so it sits in a listing. */
export function NativeAdSlot({ slot }: { slot: 'a' | 'b' | 'c' }) {
  const { cookies } = useSiteRequest();
  if (usesWidget(cookies)) return <AdWidget placement={`native-${slot}`} />;
  const ad = NATIVE_ADS[slot];
  return (
    <Link to={ad.url} className="ad-native" data-slot={slot}>
      <strong>{ad.text}</strong>
      <span>{ad.note}</span>
    </Link>
  );
}
