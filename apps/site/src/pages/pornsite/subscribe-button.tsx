import { SubscribeButton as Subscribe } from '../../social/subscribe-button.tsx';

/** The channel page's Subscribe / Unsubscribe button (the shared one of src/social/). */
export function SubscribeButton({ channelId }: { channelId: number }) {
  return <Subscribe section="channels" objectId={channelId} />;
}
