import type { ModelCard as ModelCardData } from '@tubekit/contract';
import { EntityCard, EntityGrid } from '../../components/entity-card.tsx';
import './model-card.css';

/** A model card: picture, name and video count, linking to the model page. */
export function ModelCard({
  model,
}: {
  model: Pick<ModelCardData, 'dir' | 'title' | 'thumbnail' | 'statistics'>;
}) {
  return (
    <EntityCard
      block="model"
      href={`/pornstar/${model.dir}/`}
      title={model.title}
      thumbnail={model.thumbnail}
      picture={{ width: 240, height: 320 }}
      videos={model.statistics.videos}
    />
  );
}

/** The grid of model cards. */
export function ModelGrid({ models }: { models: ModelCardData[] }) {
  return (
    <EntityGrid
      block="model"
      items={models}
      keyOf={(m) => m.model_id}
      card={(m) => <ModelCard model={m} />}
    />
  );
}
