import type { ModelCard as ModelCardData } from '@tubekit/contract';
import { EntityCard, EntityGrid } from '../../components/entity-card.tsx';
import './model-card.css';

/** A model card: picture, name and video count, linking to the model page. */
export function ModelCard({
  model,
  index,
}: {
  model: Pick<ModelCardData, 'dir' | 'title' | 'thumbnail' | 'statistics'>;
  /** Its place in the grid (0 first): the first cards load their picture at once. */
  index?: number;
}) {
  return (
    <EntityCard
      block="model"
      href={`/pornstar/${model.dir}/`}
      title={model.title}
      thumbnail={model.thumbnail}
      picture={{ width: 240, height: 320 }}
      videos={model.statistics.videos}
      index={index}
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
      card={(m, index) => <ModelCard model={m} index={index} />}
    />
  );
}
