import type { ModelDetail } from '@tubekit/contract';
import { EntityHeader } from '../../components/entity-header.tsx';
import { BookmarkButton } from '../../library/bookmark-button.tsx';
import { SubscribeButton } from '../../social/subscribe-button.tsx';
import { modelPages } from './model-loader.ts';
import './model-page.css';

/** The top of every model page: the entity header with the videos, info and comments tabs, Subscribe and Bookmark. */
export function ModelHeader({ model, heading }: { model: ModelDetail; heading: string }) {
  return (
    <EntityHeader
      block="model"
      tabsLabel="Performer"
      title={heading}
      thumbnail={model.thumbnail}
      picture={{ width: 120, height: 160 }}
      statistics={model.statistics}
      tabs={[
        { to: modelPages.href(model.dir), label: 'Videos', end: true },
        { to: modelPages.href(model.dir, 'info/'), label: 'Info' },
        { to: modelPages.href(model.dir, 'comments/'), label: `Comments (${model.comments_count})` },
      ]}
      actions={
        <>
          <SubscribeButton section="models" objectId={model.model_id} />
          <BookmarkButton type="models" objectId={model.model_id} title={heading} />
        </>
      }
    />
  );
}
