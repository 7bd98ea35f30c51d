import type { ModelCard as ModelCardData } from '@tubekit/contract';
import { Link } from 'react-router';
import { shortCount } from '../../components/format.ts';
import './model-card.css';

/** A performer card: picture, name and video count, linking to the performer page. */
export function ModelCard({
  model,
}: {
  model: Pick<ModelCardData, 'dir' | 'title' | 'thumbnail' | 'statistics'>;
}) {
  return (
    <article className="model-card">
      <Link to={`/pornstar/${model.dir}/`} className="model-card__link">
        {model.thumbnail ? (
          <img src={model.thumbnail} alt="" loading="lazy" width={240} height={320} />
        ) : (
          // No picture yet: the first letter keeps the grid even.
          <span className="model-card__initial" aria-hidden="true">
            {model.title.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="model-card__title">{model.title}</span>
        <span className="model-card__count">{shortCount(model.statistics.videos)} videos</span>
      </Link>
    </article>
  );
}

/** The grid of performer cards. */
export function ModelGrid({ models }: { models: ModelCardData[] }) {
  return (
    <ul className="model-grid">
      {models.map((m) => (
        <li key={m.model_id}>
          <ModelCard model={m} />
        </li>
      ))}
    </ul>
  );
}
