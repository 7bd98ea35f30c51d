import type { ModelDetail } from '@tubekit/contract';
import { NavLink, useNavigation } from 'react-router';
import { shortCount } from '../../components/format.ts';
import { modelHref } from './model-loader.ts';
import './model-page.css';

/**
 * The top of every performer page: picture, name, counts and the tabs (videos, info,
 * comments). Shows the loading line while a tab or page of this performer loads.
 */
export function ModelHeader({ model, heading }: { model: ModelDetail; heading: string }) {
  const loading = useNavigation().state === 'loading';
  const stats = model.statistics;
  return (
    <header className="model-header">
      {model.thumbnail ? (
        <img
          className="model-header__picture"
          src={model.thumbnail}
          alt={model.title}
          width={120}
          height={160}
        />
      ) : null}
      <div className="model-header__text">
        <h1>{heading}</h1>
        <p className="model-header__stats">
          <span>{shortCount(stats.videos)} videos</span>
          <span>{shortCount(stats.viewed)} views</span>
          <span>{shortCount(stats.subscribers)} subscribers</span>
        </p>
        <nav className="model-tabs" aria-label="Performer">
          <NavLink to={modelHref(model.dir)} end>
            Videos
          </NavLink>
          <NavLink to={modelHref(model.dir, 'info/')}>Info</NavLink>
          <NavLink to={modelHref(model.dir, 'comments/')}>Comments ({model.comments_count})</NavLink>
        </nav>
      </div>
      {loading && (
        <p className="listing__loading model-header__loading" role="status">
          Loading…
        </p>
      )}
    </header>
  );
}
