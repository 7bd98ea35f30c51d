import type { ReactNode } from 'react';
import { NavLink } from '../router/link.tsx';
import { shortCount } from './format.ts';
import './entity-header.css';
import { useNavigating } from '../router/site-state.ts';

/** One tab of an entity page. */
export interface EntityTab {
  to: string;
  label: ReactNode;
  /** Active only on this exact address (the first tab, whose address prefixes the others). */
  end?: boolean;
}

export interface EntityHeaderProps {
  /** The BEM block of the page ('channel' gives channel-header, channel-tabs...). */
  block: string;
  /** The accessible name of the tabs. */
  tabsLabel: string;
  title: string;
  thumbnail: string;
  picture: { width: number; height: number };
  statistics: { videos: number; viewed: number; subscribers: number };
  tabs: EntityTab[];
  /** Shown beside the tabs (in `{block}-header__actions`); none: the tabs stand alone. */
  actions?: ReactNode;
}

/**
 * The top of every channel or model page: picture, name, counts, the tabs and any
 * actions. Shows the loading line while a tab or page of this entity loads.
 */
export function EntityHeader(props: EntityHeaderProps) {
  const { block, statistics: stats } = props;
  const loading = useNavigating();
  const tabs = (
    <nav className={`${block}-tabs`} aria-label={props.tabsLabel}>
      {props.tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
  return (
    <header className={`${block}-header`}>
      {props.thumbnail ? (
        <img
          className={`${block}-header__picture`}
          src={props.thumbnail}
          alt={props.title}
          width={props.picture.width}
          height={props.picture.height}
        />
      ) : null}
      <div className={`${block}-header__text`}>
        <h1>{props.title}</h1>
        <p className={`${block}-header__stats`}>
          <span>
            {shortCount(stats.videos)} {stats.videos === 1 ? 'video' : 'videos'}
          </span>
          <span>{shortCount(stats.viewed)} views</span>
          <span>{shortCount(stats.subscribers)} subscribers</span>
        </p>
        {props.actions === undefined ? (
          tabs
        ) : (
          <div className={`${block}-header__actions`}>
            {tabs}
            {props.actions}
          </div>
        )}
      </div>
      {loading && (
        <p className={`listing__loading ${block}-header__loading`} role="status">
          Loading…
        </p>
      )}
    </header>
  );
}
